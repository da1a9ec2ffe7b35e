import { formatDayMonthYear } from '../dates/calendar';
import { toDecimalString } from '../money/money-format';
import type { SubscriptionInput } from '../subscriptions/subscription-input';
import { CSV_COLUMNS, type CsvColumn } from './columns';
import { type CsvWriteOptions, toCsv } from './csv-write';

/** The CSV cells of a subscription, the inverse of `validateRow` (dates dd.mm.yyyy, amounts "1234.56"). */
export function subscriptionToCsvRecord(subscription: SubscriptionInput): Record<CsvColumn, string> {
  const amount = (minor: number | null) =>
    minor === null ? '' : toDecimalString(minor, subscription.currency);
  const date = (iso: string | null) => (iso === null ? '' : formatDayMonthYear(iso));
  return {
    subscription_id: subscription.externalId,
    start_date: date(subscription.startDate),
    end_date: date(subscription.endDate),
    status: subscription.status,
    billing_interval: String(subscription.billingPeriodMonths),
    currency: subscription.currency,
    amount_including_vat: amount(subscription.amountMinor),
    customer_name: subscription.customerName,
    customer_id: subscription.customerExternalId,
    country: subscription.country,
    next_payment_date: date(subscription.nextPaymentDate),
    last_payment_amount: amount(subscription.lastPaymentAmountMinor),
    next_payment_amount: amount(subscription.nextPaymentAmountMinor),
  };
}

/** Subscriptions as an import file with the canonical header (a template, the demo CSV). */
export function subscriptionsToImportCsv(
  subscriptions: Iterable<SubscriptionInput>,
  options: CsvWriteOptions = {},
): string {
  function* rows() {
    yield CSV_COLUMNS;
    for (const subscription of subscriptions) {
      const record = subscriptionToCsvRecord(subscription);
      yield CSV_COLUMNS.map((column) => record[column]);
    }
  }
  return toCsv(rows(), options);
}
