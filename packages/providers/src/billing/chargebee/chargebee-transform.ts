import {
  type BillingPeriodMonths,
  type Currency,
  isCurrency,
  normaliseCountryCode,
  type SubscriptionStatus,
} from '@tranche/domain';
import { dayOf, kept, laterDay, skip, type Transformed, text } from '../../transformed';
import type { BillingInvoice, BillingSubscription, InvoiceStatus, ProviderPayment } from '../billing-types';
import type {
  ChargebeeInvoice,
  ChargebeePlan,
  ChargebeeSubscriptionStatus,
  ChargebeeTransaction,
  SubscriptionEntry,
} from './chargebee-client';

/**
 * Chargebee's statuses as Tranche's. A trial is live; non_renewing collects until its term ends.
 * future (not started) and transferred (moved to another customer, who has it now) are skipped.
 */
const STATUSES: Readonly<Record<ChargebeeSubscriptionStatus, SubscriptionStatus | null>> = {
  in_trial: 'ACTIVE',
  active: 'ACTIVE',
  non_renewing: 'ACTIVE',
  cancelled: 'CANCELED',
  future: null,
  transferred: null,
};

/** An ISO code Tranche trades (Chargebee's codes are upper case, amounts in the minor unit). */
export const currencyOfCode = (code: string | undefined): Currency | null =>
  code !== undefined && isCurrency(code.toUpperCase()) ? (code.toUpperCase() as Currency) : null;

/** A plan's period in months, when it is one of the billing periods Tranche trades. */
export function planMonths(plan: Pick<ChargebeePlan, 'period' | 'period_unit'>): BillingPeriodMonths | null {
  const months =
    plan.period_unit === 'month' ? plan.period : plan.period_unit === 'year' && plan.period === 1 ? 12 : null;
  return months === 1 || months === 3 || months === 6 || months === 12 ? months : null;
}

const nameOf = (record: { first_name?: string; last_name?: string }) =>
  text([record.first_name, record.last_name].filter(Boolean).join(' '));

/**
 * A Chargebee subscription with its customer and plan. API v1 prices a subscription by its plan
 * (price per unit × quantity, or a flat fee), net of tax: the tax is decided per invoice. A v1 site
 * bills in one currency, `siteCurrency`, which its invoices carry (null while it has none).
 * Add-ons are not counted: their prices would need a read per add-on.
 */
export function subscriptionFromChargebee(
  { subscription, customer }: SubscriptionEntry,
  plan: ChargebeePlan | undefined,
  siteCurrency: Currency | null,
): Transformed<BillingSubscription> {
  const status = STATUSES[subscription.status];
  if (status == null) return skip(`status ${subscription.status}: not running`);
  if (siteCurrency === null) return skip('site currency unknown (no invoice yet) or not supported');
  if (plan === undefined) return skip(`plan ${subscription.plan_id} not found`);
  const months = planMonths(plan);
  if (months === null) return skip(`period ${plan.period} ${plan.period_unit} not supported`);
  const quantity = subscription.plan_quantity;
  if (!Number.isSafeInteger(quantity) || quantity < 0) return skip(`quantity ${quantity} not valid`);
  const price = plan.price ?? 0;
  const amountMinor = plan.charge_model === 'per_unit' ? price * quantity : price;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return skip('no amount to collect (free)');
  const country = customer.billing_address?.country
    ? normaliseCountryCode(customer.billing_address.country)
    : null;
  if (country === null) return skip('customer without a country');

  const started = subscription.started_at ?? subscription.activated_at ?? subscription.created_at;
  if (started === undefined) return skip('no start date');
  const startDate = dayOf(started);
  const end =
    subscription.status === 'cancelled' || subscription.status === 'non_renewing'
      ? (subscription.cancelled_at ?? subscription.current_term_end ?? null)
      : null;
  const owing = (subscription.due_invoices_count ?? 0) > 0;
  const effective = status === 'ACTIVE' && owing ? 'UNPAID' : status;
  const collecting = status === 'ACTIVE' && subscription.current_term_end !== undefined;
  const nextPaymentDate =
    collecting && (end === null || end > subscription.current_term_end!)
      ? dayOf(subscription.current_term_end!)
      : null;

  return kept({
    externalId: subscription.id,
    startDate,
    endDate: end === null ? null : laterDay(startDate, dayOf(end)),
    status: effective,
    billingPeriodMonths: months,
    currency: siteCurrency,
    amountMinor,
    customerName: text(customer.company, nameOf(customer), customer.email, customer.id)!,
    customerExternalId: customer.id,
    country,
    nextPaymentDate,
    lastPaymentAmountMinor: null,
    nextPaymentAmountMinor: nextPaymentDate === null ? null : amountMinor,
    vatPercent: null,
  });
}

const INVOICE_STATUSES: Readonly<Record<ChargebeeInvoice['status'], InvoiceStatus>> = {
  paid: 'paid',
  payment_due: 'open',
  not_paid: 'uncollectible',
  voided: 'void',
  pending: 'draft',
};

/**
 * A Chargebee invoice as Tranche's. Its date is the document date printed on it (end_date), else
 * its start. Every issued invoice has a PDF; a pending one (still collecting charges) has none yet.
 */
export function invoiceFromChargebee(invoice: ChargebeeInvoice): Transformed<BillingInvoice> {
  const currency = currencyOfCode(invoice.currency_code);
  if (currency === null) return skip(`currency ${invoice.currency_code} not supported`);
  const status = INVOICE_STATUSES[invoice.status] ?? 'draft';
  const total = invoice.amount ?? 0;
  if (!Number.isSafeInteger(total)) return skip(`amount ${total} not valid`);
  const issuedOn = dayOf(invoice.end_date ?? invoice.start_date);
  const address = invoice.billing_address ?? {};
  return kept({
    externalId: invoice.id,
    number: status === 'draft' ? null : invoice.id,
    customerExternalId: invoice.customer_id,
    customerName: text(address.company, nameOf(address), address.email, invoice.customer_id)!,
    subscriptionExternalId: invoice.subscription_id ?? null,
    status,
    currency,
    totalMinor: total,
    amountDueMinor:
      status === 'void' ? 0 : Math.min(Math.max(invoice.amount_due ?? 0, 0), Math.max(total, 0)),
    issuedOn,
    dueOn: status === 'open' || status === 'uncollectible' ? issuedOn : null,
    paidOn: invoice.paid_on !== undefined ? dayOf(invoice.paid_on) : null,
    pdf: status === 'draft' ? 'none' : 'preview',
  });
}

/**
 * A Chargebee transaction as a payment. Only payments are money in: authorisations, refunds and
 * reversals are other records (a refund of a payment marks nothing here, as Chargebee keeps it as
 * its own transaction).
 */
export function paymentFromChargebee(transaction: ChargebeeTransaction): Transformed<ProviderPayment> {
  if (transaction.type !== 'payment') return skip(`type ${transaction.type}: not a payment`);
  const currency = currencyOfCode(transaction.currency_code);
  if (currency === null) return skip(`currency ${transaction.currency_code} not supported`);
  const amount = transaction.amount ?? 0;
  if (!Number.isSafeInteger(amount) || amount < 0) return skip(`amount ${amount} not valid`);
  if (transaction.date === undefined) return skip('no date');
  const state = transaction.status ?? 'in_progress';
  const status =
    state === 'success'
      ? 'succeeded'
      : state === 'failure' || state === 'timeout' || state === 'late_failure' || state === 'voided'
        ? 'failed'
        : 'pending';
  return kept({
    externalId: transaction.id,
    customerExternalId: transaction.customer_id ?? null,
    subscriptionExternalId: transaction.subscription_id ?? null,
    currency,
    amountMinor: amount,
    status,
    occurredAt: new Date(transaction.date * 1000).toISOString(),
    failureReason: status === 'failed' ? (transaction.error_code ?? state) : null,
  });
}
