import type { AccountingProvider } from '../accounting/accounting-provider';

/**
 * A unified accounting and billing API (Apideck): one connection reaches whichever accounting
 * tool the user picks in the aggregator's own session, then reads like an accounting provider.
 */
export interface UnifiedProvider extends Omit<AccountingProvider, 'kind'> {
  readonly kind: 'unified';
  /** A session the user completes in the aggregator's vault page to pick and authorise a tool. */
  createSession(redirectUri: string): Promise<{ sessionUrl: string }>;
}
