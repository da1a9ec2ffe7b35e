/** Providers' own names, as they write them: not translated. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  stripe: 'Stripe',
  chargebee: 'Chargebee',
  sumup: 'SumUp',
  nordigen: 'GoCardless',
  codat: 'Codat',
  zoho: 'Zoho Books',
  xero: 'Xero',
  apideck: 'Apideck',
};

export const isKnownProvider = (type: string) => Object.hasOwn(PROVIDER_NAMES, type);
export const providerName = (type: string) => PROVIDER_NAMES[type] ?? type;
