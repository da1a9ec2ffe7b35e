import {
  type BillingPeriodMonths,
  type Currency,
  isCurrency,
  minorDigits,
  normaliseCountryCode,
  type SubscriptionStatus,
} from '@tranche/domain';
import { dayOf, kept, laterDay, skip, type Transformed, text } from '../../transformed';
import type { BillingInvoice, BillingSubscription, InvoiceStatus, ProviderPayment } from '../billing-types';
import type {
  StripeCharge,
  StripeCustomer,
  StripeInvoice,
  StripeSubscription,
  StripeSubscriptionItem,
  StripeSubscriptionStatus,
  StripeTaxRate,
} from './stripe-client';

/**
 * Stripe's statuses as Tranche's. A trial is a live subscription (it converts unless cancelled);
 * past_due and unpaid both owe money. incomplete (first payment never succeeded) and
 * incomplete_expired (Stripe voided it) never earned revenue, so there is nothing to finance:
 * null, and the record is skipped.
 */
const STATUSES: Readonly<Record<StripeSubscriptionStatus, SubscriptionStatus | null>> = {
  active: 'ACTIVE',
  trialing: 'ACTIVE',
  past_due: 'UNPAID',
  unpaid: 'UNPAID',
  canceled: 'CANCELED',
  paused: 'PAUSED',
  incomplete: null,
  incomplete_expired: null,
};

/**
 * Stripe counts amounts in a currency's smallest unit by its own table: zero-decimal currencies
 * (JPY…) have none, a few have three. None is among Tranche's currencies today; this guard keeps a
 * currency added later from being read 100 times too large or small.
 */
const STRIPE_ZERO_DECIMAL = new Set(
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '),
);
const STRIPE_THREE_DECIMAL = new Set('bhd jod kwd omr tnd'.split(' '));

export function currencyOf(stripeCode: string): Currency | null {
  const code = stripeCode.toLowerCase();
  const upper = code.toUpperCase();
  if (!isCurrency(upper)) return null;
  const stripeDigits = STRIPE_ZERO_DECIMAL.has(code) ? 0 : STRIPE_THREE_DECIMAL.has(code) ? 3 : 2;
  return stripeDigits === minorDigits(upper) ? upper : null;
}

/** A Stripe price interval in months, when it is one of the billing periods Tranche trades. */
export function periodMonths(interval: string, count: number): BillingPeriodMonths | null {
  const months = interval === 'month' ? count : interval === 'year' && count === 1 ? 12 : null;
  return months === 1 || months === 3 || months === 6 || months === 12 ? months : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const expanded = <T extends object>(value: string | T | null | undefined): T | null =>
  value != null && typeof value === 'object' ? value : null;

const liveCustomer = (value: string | StripeCustomer | null | undefined) => {
  const customer = expanded(value);
  return customer && !customer.deleted ? customer : null;
};

/** The percentage as the decimal string the VAT column shows ("19", "7.7"). */
const percentText = (percent: number) => String(Math.round(percent * 10_000) / 10_000);

interface ItemPrice {
  netMinor: number;
  taxMinor: number | null;
  /** Sum of the item's tax rates; null when Stripe does not say which rates apply. */
  percent: number | null;
}

/**
 * One item's price per period. Tax: an inclusive price or rate is already in the amount; an
 * exclusive rate is added per item as Stripe adds it on the invoice. Without rates the tax is
 * unknown here (null): Stripe Tax decides it per invoice.
 */
function itemPrice(item: StripeSubscriptionItem, defaults: StripeTaxRate[]): ItemPrice | string {
  const { price } = item;
  if (price.recurring === null) return 'one-off price in a subscription';
  if (price.recurring.usage_type === 'metered' || price.billing_scheme !== 'per_unit') {
    return 'metered or tiered price without a fixed amount';
  }
  const quantity = item.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity < 0) return `quantity ${quantity} not valid`;
  // Fractions of a cent (unit_amount_decimal) are rounded per line, as Stripe rounds the invoice line.
  const unit = price.unit_amount ?? (price.unit_amount_decimal ? Number(price.unit_amount_decimal) : null);
  if (unit === null || !Number.isFinite(unit) || unit < 0) return 'price without a fixed amount';
  const netMinor = Math.round(unit * quantity);
  const rates = item.tax_rates?.length ? item.tax_rates : defaults;
  if (rates.length === 0)
    return { netMinor, taxMinor: price.tax_behavior === 'inclusive' ? 0 : null, percent: null };
  const exclusive = price.tax_behavior === 'inclusive' ? [] : rates.filter((rate) => !rate.inclusive);
  const taxMinor = exclusive.reduce((sum, rate) => sum + Math.round((netMinor * rate.percentage) / 100), 0);
  return { netMinor, taxMinor, percent: rates.reduce((sum, rate) => sum + rate.percentage, 0) };
}

/** What the latest invoice says was or will be paid, net of VAT and after discounts (never < 0). */
function invoiceNet(invoice: StripeInvoice): number {
  return Math.max(0, invoice.total_excluding_tax ?? invoice.subtotal_excluding_tax ?? invoice.subtotal);
}

/**
 * A Stripe subscription (customer and latest_invoice expanded where available) as Tranche's.
 * Skipped: never started, a currency or period Tranche does not trade, usage-based prices (no
 * fixed amount to finance), free subscriptions, customers without a country.
 */
export function subscriptionFromStripe(subscription: StripeSubscription): Transformed<BillingSubscription> {
  const status = STATUSES[subscription.status];
  if (status == null) return skip(`status ${subscription.status}: never started`);
  const currency = currencyOf(subscription.currency);
  if (currency === null) return skip(`currency ${subscription.currency} not supported`);
  const items = subscription.items.data;
  if (items.length === 0) return skip('no subscription items');

  const prices: ItemPrice[] = [];
  for (const item of items) {
    const price = itemPrice(item, subscription.default_tax_rates ?? []);
    if (typeof price === 'string') return skip(price);
    prices.push(price);
  }
  // Stripe bills all items of a subscription on one interval; itemPrice checked each is recurring.
  const { interval, interval_count: count } = items[0]!.price.recurring!;
  const months = periodMonths(interval, count);
  if (months === null) return skip(`interval ${count} ${interval} not supported`);
  if (
    items.some(
      ({ price }) => price.recurring?.interval !== interval || price.recurring.interval_count !== count,
    )
  ) {
    return skip('items on different intervals');
  }

  const latest = expanded(subscription.latest_invoice);
  const ratio = invoiceTaxRatio(latest);
  const amountMinor = prices.reduce(
    (sum, price) => sum + price.netMinor + (price.taxMinor ?? Math.round(price.netMinor * ratio)),
    0,
  );
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return skip('no amount to collect (free)');

  const customer = liveCustomer(subscription.customer);
  const country =
    [customer?.address?.country, customer?.shipping?.address?.country, latest?.customer_address?.country]
      .map((candidate) => (candidate ? normaliseCountryCode(candidate) : null))
      .find((code) => code !== null) ?? null;
  if (country === null) return skip('customer without a country');
  const customerId = idOf(subscription.customer)!;
  const percents = new Set(prices.map((price) => price.percent));
  const [percent] = percents;

  // Pausing collection keeps the subscription but stops its payments: for a buyer it is paused.
  const effective = status === 'ACTIVE' && subscription.pause_collection ? 'PAUSED' : status;
  const startDate = dayOf(subscription.start_date);
  const end = subscription.ended_at ?? subscription.cancel_at ?? endAtPeriodEnd(subscription);
  const collecting = (effective === 'ACTIVE' || subscription.status === 'past_due') && end === null;
  const nextPaymentDate = collecting ? dayOf(subscription.current_period_end) : null;
  // A trial's invoice is a zero-amount one: nothing was paid yet, and the list price comes next.
  const trial = subscription.status === 'trialing';
  const paid = latest?.status === 'paid' && !trial;
  const pending = latest?.status === 'open' || latest?.status === 'draft';
  const listNet = prices.reduce((sum, price) => sum + price.netMinor, 0);

  return kept({
    externalId: subscription.id,
    startDate,
    // Backdated subscriptions can report an end before their start; never before the start.
    endDate: end === null ? null : laterDay(startDate, dayOf(end)),
    status: effective,
    billingPeriodMonths: months,
    currency,
    amountMinor,
    customerName: text(customer?.name, latest?.customer_name, customer?.email, customerId)!,
    customerExternalId: customerId,
    country,
    nextPaymentDate,
    lastPaymentAmountMinor: latest && paid ? invoiceNet(latest) : null,
    // A paid latest invoice is the best forecast of the renewal; an unpaid one is what is due next.
    nextPaymentAmountMinor:
      trial && nextPaymentDate !== null
        ? listNet
        : latest && (pending || (paid && nextPaymentDate !== null))
          ? invoiceNet(latest)
          : null,
    vatPercent: percents.size === 1 && percent != null ? percentText(percent) : null,
  });
}

const endAtPeriodEnd = (subscription: StripeSubscription) =>
  subscription.cancel_at_period_end || subscription.status === 'canceled'
    ? (subscription.canceled_at ?? subscription.current_period_end)
    : null;

/**
 * Stripe Tax computes the tax per invoice, not per price: an item without rates is taxed at the
 * latest invoice's ratio of tax to net. 0 without an expanded invoice (the tax is then unknown and
 * the amount is the net price, the closest figure Stripe gives).
 */
function invoiceTaxRatio(invoice: StripeInvoice | null): number {
  const base = invoice?.total_excluding_tax;
  const tax = invoice?.tax;
  return base && base > 0 && tax && tax > 0 ? tax / base : 0;
}

const INVOICE_STATUSES: Readonly<Record<string, InvoiceStatus>> = {
  draft: 'draft',
  open: 'open',
  paid: 'paid',
  void: 'void',
  uncollectible: 'uncollectible',
};

/** A Stripe invoice as Tranche's. Skipped: other currencies, no customer (nothing to tie it to). */
export function invoiceFromStripe(invoice: StripeInvoice): Transformed<BillingInvoice> {
  const currency = currencyOf(invoice.currency);
  if (currency === null) return skip(`currency ${invoice.currency} not supported`);
  const customerId = idOf(invoice.customer);
  if (customerId === null) return skip('invoice without a customer');
  // A status-less invoice is one Stripe has not finalised: treat it as a draft.
  const status = INVOICE_STATUSES[invoice.status ?? 'draft'] ?? 'draft';
  const issuedOn = dayOf(invoice.effective_at ?? invoice.status_transitions.finalized_at ?? invoice.created);
  const customer = liveCustomer(invoice.customer);
  const automatic = invoice.collection_method === 'charge_automatically' && status !== 'draft';
  return kept({
    externalId: invoice.id,
    number: invoice.number ?? null,
    customerExternalId: customerId,
    customerName: text(invoice.customer_name, customer?.name, invoice.customer_email, customerId)!,
    subscriptionExternalId: idOf(invoice.subscription),
    status,
    currency,
    totalMinor: invoice.total,
    // A voided invoice is no longer owed, whatever Stripe leaves in amount_remaining; a debt
    // carried in from the customer balance belongs to earlier records, not to this invoice.
    amountDueMinor:
      status === 'void' ? 0 : Math.min(Math.max(invoice.amount_remaining, 0), Math.max(invoice.total, 0)),
    issuedOn,
    // Stripe charges automatically-collected invoices when it finalises them: due on issue.
    dueOn: invoice.due_date != null ? dayOf(invoice.due_date) : automatic ? issuedOn : null,
    paidOn: invoice.status_transitions.paid_at != null ? dayOf(invoice.status_transitions.paid_at) : null,
    pdf: invoice.invoice_pdf ? 'preview' : 'none',
  });
}

/**
 * A Stripe charge as a payment. An uncaptured charge is only an authorisation: pending until
 * captured. A fully refunded one is 'refunded'; a partial refund stays a succeeded payment.
 */
export function paymentFromStripe(charge: StripeCharge): Transformed<ProviderPayment> {
  const currency = currencyOf(charge.currency);
  if (currency === null) return skip(`currency ${charge.currency} not supported`);
  if (!Number.isSafeInteger(charge.amount) || charge.amount < 0)
    return skip(`amount ${charge.amount} not valid`);
  const status =
    charge.status === 'failed'
      ? 'failed'
      : charge.status === 'pending' || !charge.captured
        ? 'pending'
        : charge.refunded
          ? 'refunded'
          : 'succeeded';
  return kept({
    externalId: charge.id,
    customerExternalId: idOf(charge.customer),
    subscriptionExternalId: idOf(expanded(charge.invoice)?.subscription),
    currency,
    amountMinor: charge.amount,
    status,
    occurredAt: new Date(charge.created * 1000).toISOString(),
    failureReason: status === 'failed' ? (charge.failure_code ?? charge.outcome?.reason ?? null) : null,
  });
}
