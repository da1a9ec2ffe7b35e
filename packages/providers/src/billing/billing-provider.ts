import type { Page } from '../page';
import type { BillingInvoice, BillingSubscription, ProviderPayment } from './billing-types';

/**
 * A card-payment and subscription-billing provider (Stripe, a billing tool). Listings page with
 * an opaque cursor; every method may throw a ProviderError. `since` (an ISO timestamp, or null for
 * everything) lets a sync read only invoices and payments created from then on; subscriptions are
 * always listed whole, since any of them may have changed.
 */
export interface BillingProvider {
  readonly kind: 'billing';
  subscriptions(cursor: string | null): Promise<Page<BillingSubscription>>;
  invoices(cursor: string | null, since: string | null): Promise<Page<BillingInvoice>>;
  payments(cursor: string | null, since: string | null): Promise<Page<ProviderPayment>>;
  /** An invoice's PDF; only for invoices whose `pdf` is not 'none'. */
  invoicePdf(invoiceExternalId: string): Promise<Uint8Array>;
}
