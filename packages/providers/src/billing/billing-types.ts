import type { Currency, IsoDate, SubscriptionInput } from '@tranche/domain';

/** A subscription as a billing provider reports it, in Tranche's shape. */
export interface BillingSubscription extends SubscriptionInput {
  /** The VAT rate the provider applied, as a decimal string ("19"); null when it does not say. */
  vatPercent: string | null;
}

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * What the provider lets a user do with an invoice's PDF: look at it in the browser, only
 * download it, or nothing (spec §8's invoice notes).
 */
export type InvoicePdfAccess = 'preview' | 'download' | 'none';

export interface BillingInvoice {
  externalId: string;
  /** The number printed on the invoice; null for a draft. */
  number: string | null;
  customerExternalId: string;
  customerName: string;
  subscriptionExternalId: string | null;
  status: InvoiceStatus;
  currency: Currency;
  /** VAT included. */
  totalMinor: number;
  /** Still to be paid. */
  amountDueMinor: number;
  issuedOn: IsoDate;
  dueOn: IsoDate | null;
  paidOn: IsoDate | null;
  pdf: InvoicePdfAccess;
}

export type PaymentStatus = 'succeeded' | 'failed' | 'pending' | 'refunded';

/** A collected (or attempted) payment: a card charge, a terminal transaction. */
export interface ProviderPayment {
  externalId: string;
  customerExternalId: string | null;
  subscriptionExternalId: string | null;
  currency: Currency;
  amountMinor: number;
  status: PaymentStatus;
  /** ISO timestamp of the attempt. */
  occurredAt: string;
  /** The failure's code when it failed ("card_declined"). */
  failureReason: string | null;
}
