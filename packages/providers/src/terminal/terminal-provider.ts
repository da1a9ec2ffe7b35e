import type { ProviderPayment } from '../billing/billing-types';
import type { Page } from '../page';

/** A payment-terminal provider (SumUp): its transactions are payments Tranche counts as cash in. */
export interface TerminalProvider {
  readonly kind: 'terminal';
  transactions(cursor: string | null): Promise<Page<ProviderPayment>>;
}
