import { type SubscriptionInput, subscriptionMrr } from '@tranche/domain';

/**
 * What a source says about one subscription, as columns: `subscriptions` and the CSV staging
 * table name them alike. The source's id first, then what a re-import overwrites; in the order
 * subscriptionInputValues gives the values.
 */
export const SUBSCRIPTION_INPUT_COLUMNS = [
  'external_id',
  'status',
  'billing_period_months',
  'currency',
  'amount_minor',
  'mrr_minor',
  'last_payment_amount_minor',
  'next_payment_amount_minor',
  'start_date',
  'end_date',
  'next_payment_date',
  'customer_name',
  'customer_external_id',
  'customer_country',
] as const;

/**
 * One validated subscription's values for SUBSCRIPTION_INPUT_COLUMNS (a row for COPY). MRR is
 * computed here, by packages/domain, so later steps only copy it: the net next or last payment per
 * month, the VAT-inclusive amount when the source has neither (a CSV carries no VAT rate).
 */
export function subscriptionInputValues(input: SubscriptionInput): (string | number | null)[] {
  return [
    input.externalId,
    input.status,
    input.billingPeriodMonths,
    input.currency,
    input.amountMinor,
    subscriptionMrr(input),
    input.lastPaymentAmountMinor,
    input.nextPaymentAmountMinor,
    input.startDate,
    input.endDate,
    input.nextPaymentDate,
    input.customerName,
    input.customerExternalId,
    input.country,
  ];
}
