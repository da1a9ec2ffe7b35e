/**
 * The five kinds of provider of spec §3. Each kind has one interface; each integration type (a
 * provider's name in lower case, as in spec §7's paths) belongs to one kind.
 */
export const INTEGRATION_KINDS = ['billing', 'terminal', 'banking', 'accounting', 'unified'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/**
 * Every provider Tranche connects, with its kind. Adding one here makes the registry fail to
 * compile until the provider is built.
 */
export const INTEGRATION_TYPE_KINDS = {
  stripe: 'billing',
  chargebee: 'billing',
  sumup: 'terminal',
  nordigen: 'banking',
  codat: 'accounting',
  zoho: 'accounting',
  xero: 'accounting',
  apideck: 'unified',
} as const satisfies Record<string, IntegrationKind>;

export type IntegrationType = keyof typeof INTEGRATION_TYPE_KINDS;
export type KindOf<T extends IntegrationType> = (typeof INTEGRATION_TYPE_KINDS)[T];

export const INTEGRATION_TYPES = Object.keys(INTEGRATION_TYPE_KINDS) as IntegrationType[];

export const isIntegrationType = (value: string): value is IntegrationType =>
  Object.hasOwn(INTEGRATION_TYPE_KINDS, value);

export const kindOf = <T extends IntegrationType>(type: T): KindOf<T> => INTEGRATION_TYPE_KINDS[type];

/**
 * How a user connects each type: OAuth's consent page, an API key created on the user's own host
 * at the provider (the billing tool's vanity URL), a consent confirmed at the user's bank, an
 * aggregator's link page for a company created there (Codat), or a unified API's vault session
 * (Apideck). The connectors are in connection.ts.
 */
export const CONNECTION_STYLES = {
  stripe: 'oauth',
  chargebee: 'apiKey',
  sumup: 'oauth',
  nordigen: 'bankConsent',
  codat: 'companyLink',
  zoho: 'oauth',
  xero: 'oauth',
  apideck: 'vaultSession',
} as const satisfies Record<
  IntegrationType,
  'oauth' | 'apiKey' | 'bankConsent' | 'companyLink' | 'vaultSession'
>;

export type ConnectionStyle = (typeof CONNECTION_STYLES)[IntegrationType];
