import { codatProvider } from './accounting/codat/codat-provider';
import { sandboxAccounting } from './accounting/sandbox/sandbox-accounting';
import { xeroProvider } from './accounting/xero/xero-provider';
import { zohoProvider } from './accounting/zoho/zoho-provider';
import { nordigenProvider } from './banking/nordigen/nordigen-provider';
import { sandboxBanking } from './banking/sandbox/sandbox-banking';
import { chargebeeProvider } from './billing/chargebee/chargebee-provider';
import { sandboxBilling } from './billing/sandbox/sandbox-billing';
import { stripeProvider } from './billing/stripe/stripe-provider';
import type { ProviderConnector, ProviderCredentials } from './connection';
import { type IntegrationType, type KindOf, kindOf } from './integration-types';
import type { ProviderByKind, ProviderEntry, SandboxFactory, SkipListener } from './provider-entry';
import type { FetchLike } from './provider-http';
import { MIN_REQUEST_INTERVAL_MS, SANDBOX_REQUEST_INTERVAL_MS } from './rate-limits';
import { sandboxTerminal } from './terminal/sandbox/sandbox-terminal';
import { sumupProvider } from './terminal/sumup/sumup-provider';
import { apideckProvider } from './unified/apideck/apideck-provider';
import { sandboxUnified } from './unified/sandbox/sandbox-unified';

/** Every integration type's real provider: a type missing here fails to compile. */
const PROVIDERS = {
  stripe: stripeProvider,
  chargebee: chargebeeProvider,
  sumup: sumupProvider,
  nordigen: nordigenProvider,
  codat: codatProvider,
  zoho: zohoProvider,
  xero: xeroProvider,
  apideck: apideckProvider,
} satisfies { [T in IntegrationType]: ProviderEntry<KindOf<T>, never> };

type UsedKind = KindOf<IntegrationType>;

/** Every kind in use has an offline sandbox. */
const SANDBOXES: { [K in UsedKind]: SandboxFactory<K> } = {
  billing: sandboxBilling,
  terminal: sandboxTerminal,
  banking: sandboxBanking,
  accounting: sandboxAccounting,
  unified: sandboxUnified,
};

/** Each provider's keys from the environment; null: not configured, the sandbox stands in. */
export type ProviderSettings = {
  [T in IntegrationType]: Parameters<(typeof PROVIDERS)[T]['open']>[0] | null;
};

/** A type's entry with its settings type forgotten: the caller passes that type's own settings. */
const entryOf = (type: IntegrationType) => PROVIDERS[type] as unknown as ProviderEntry<UsedKind, unknown>;

export const isSandbox = (type: IntegrationType, settings: ProviderSettings): boolean =>
  settings[type] === null;

/** The pace of a sync's requests to a provider as this deployment is set up. */
export const requestIntervalMs = (type: IntegrationType, settings: ProviderSettings): number =>
  isSandbox(type, settings)
    ? Math.min(SANDBOX_REQUEST_INTERVAL_MS, MIN_REQUEST_INTERVAL_MS[type])
    : MIN_REQUEST_INTERVAL_MS[type];

/** How a user authorises Tranche at the real provider; null when the sandbox stands in. */
export function connectorFor(
  type: IntegrationType,
  settings: ProviderSettings,
  fetchImpl: FetchLike = fetch,
): ProviderConnector | null {
  const own = settings[type];
  if (own === null) return null;
  return entryOf(type).connector(own, fetchImpl);
}

export interface OpenOptions {
  credentials: ProviderCredentials | null;
  /** The integration's id: a sandbox generates the same data for the same integration. */
  seed: string;
  /** Today, yyyy-mm-dd: the sandbox's data ends on it. */
  asOf: string;
  fetchImpl?: FetchLike;
  /** Told about each record the provider sent that Tranche leaves out (ids and reasons only). */
  onSkip?: SkipListener;
}

const NO_CREDENTIALS: ProviderCredentials = {
  accessToken: '',
  refreshToken: null,
  expiresAt: null,
  externalAccountId: null,
};

/** The provider to read an integration's data from: the real one when configured, else the sandbox. */
export function openProvider<T extends IntegrationType>(
  type: T,
  settings: ProviderSettings,
  options: OpenOptions,
): ProviderByKind[KindOf<T>] {
  const kind = kindOf(type);
  const own = settings[type];
  if (own === null) {
    return (SANDBOXES[kind] as SandboxFactory<UsedKind>)(
      options.seed,
      options.asOf,
    ) as ProviderByKind[KindOf<T>];
  }
  // An aggregator reads with Tranche's own keys; the user's consent is the provider's to check.
  const credentials = options.credentials ?? (kind === 'banking' ? NO_CREDENTIALS : null);
  if (credentials === null) throw new Error(`${type} is not authorised yet`);
  return entryOf(type).open(
    own,
    credentials,
    options.fetchImpl ?? fetch,
    options.onSkip ?? (() => {}),
  ) as ProviderByKind[KindOf<T>];
}

/** Access tokens are renewed this long before they lapse, so no sync starts with a dying one. */
export const RENEW_MARGIN_MS = 5 * 60_000;

/**
 * The credentials to read with: renewed with the provider when they lapse within the margin
 * (null when they need no renewal, or the provider has none). A refused renewal throws the
 * provider's error (expired: the user connects again).
 */
export async function renewedCredentials(
  type: IntegrationType,
  settings: ProviderSettings,
  credentials: ProviderCredentials,
  options: { now?: Date; fetchImpl?: FetchLike } = {},
): Promise<ProviderCredentials | null> {
  const own = settings[type];
  const entry = entryOf(type);
  if (own === null || !entry.renew || credentials.expiresAt === null) return null;
  const now = (options.now ?? new Date()).getTime();
  if (Date.parse(credentials.expiresAt) - now > RENEW_MARGIN_MS) return null;
  return entry.renew(own, credentials, options.fetchImpl ?? fetch);
}
