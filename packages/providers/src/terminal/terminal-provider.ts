import type { ProviderPayment } from '../billing/billing-types';
import type { Page } from '../page';

/**
 * A payment-terminal provider (SumUp): its transactions are payments Tranche counts as cash in.
 * `since` (ISO timestamp, or null for everything) limits a sync to sales made from then on.
 */
export interface TerminalProvider {
  readonly kind: 'terminal';
  transactions(cursor: string | null, since: string | null): Promise<Page<ProviderPayment>>;
}
