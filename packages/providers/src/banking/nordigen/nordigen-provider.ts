import type { BankConsentConnector } from '../../connection';
import type { ProviderEntry } from '../../provider-entry';
import { nordigenBanking } from './nordigen-adapter';
import type { NordigenSettings } from './nordigen-client';

export type { NordigenSettings } from './nordigen-client';

/**
 * GoCardless Bank Account Data (formerly Nordigen), the open-banking aggregator: Tranche reads
 * with its own secret id and key; each company's access is the consent its user gave at the bank.
 */
export const nordigenProvider: ProviderEntry<'banking', NordigenSettings, BankConsentConnector> = {
  kind: 'banking',
  connector: () => ({ style: 'bankConsent' }),
  open: (settings, _credentials, fetchImpl, onSkip) => nordigenBanking(settings, fetchImpl, onSkip),
};
