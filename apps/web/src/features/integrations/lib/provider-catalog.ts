import type { Integration } from '@tranche/contracts';

/** The kinds of provider Settings → Integrations offers, each with its providers, in display order. */
export const PROVIDER_KINDS: readonly { kind: Integration['category']; types: readonly string[] }[] = [
  { kind: 'billing', types: ['stripe', 'chargebee'] },
  { kind: 'terminal', types: ['sumup'] },
  // The aggregator, the tools, the unified API: each brings the books (one section, own flows).
  { kind: 'accounting', types: ['codat', 'zoho', 'xero', 'apideck'] },
  { kind: 'banking', types: ['nordigen'] },
];
