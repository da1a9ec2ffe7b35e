import type { AccountingProvider } from './accounting/accounting-provider';
import type { BankingProvider } from './banking/banking-provider';
import type { BillingProvider } from './billing/billing-provider';
import type { ProviderConnector, ProviderCredentials } from './connection';
import type { IntegrationKind } from './integration-types';
import type { FetchLike } from './provider-http';
import type { TerminalProvider } from './terminal/terminal-provider';
import type { UnifiedProvider } from './unified/unified-provider';

export interface ProviderByKind {
  billing: BillingProvider;
  terminal: TerminalProvider;
  banking: BankingProvider;
  accounting: AccountingProvider;
  unified: UnifiedProvider;
}

/** A provider's record left out of a page (a currency or period Tranche does not trade), and why. */
export type SkipListener = (record: { kind: string; externalId: string; reason: string }) => void;

/**
 * One real provider: its kind, how a user authorises Tranche there (`C`: OAuth or an API key on
 * the user's own host) and how to read with that authorisation. `S` is the provider's settings
 * (from the environment).
 */
export interface ProviderEntry<
  K extends IntegrationKind,
  S,
  C extends ProviderConnector = ProviderConnector,
> {
  kind: K;
  connector(settings: S, fetchImpl: FetchLike): C;
  open(
    settings: S,
    credentials: ProviderCredentials,
    fetchImpl: FetchLike,
    onSkip: SkipListener,
  ): ProviderByKind[K];
  /**
   * New credentials for ones whose access token lapses (OAuth's refresh-token grant); absent for
   * providers whose authorisation does not expire on its own.
   */
  renew?(settings: S, credentials: ProviderCredentials, fetchImpl: FetchLike): Promise<ProviderCredentials>;
}

/**
 * The offline stand-in of a kind: realistic data from the demo company generator, the same for
 * the same integration (`seed`) and day (`asOf`, yyyy-mm-dd).
 */
export type SandboxFactory<K extends IntegrationKind> = (seed: string, asOf: string) => ProviderByKind[K];
