import {
  type DemoCompany,
  type DemoPayment,
  demoSubscriptionHistories,
  generateDemoCompany,
} from '@tranche/domain';
import type { ProviderByKind } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import { pageOf } from '../../sandbox-pages';
import type { BillingInvoice, BillingSubscription, ProviderPayment } from '../billing-types';
import { invoicePdfBytes } from './invoice-pdf';

/** A sandbox company is smaller than the demo company: a connection syncs in seconds. */
const SANDBOX_CUSTOMERS = 400;
const SANDBOX_MONTHS = 24;

/**
 * The billing sandbox: the demo company generator's customers, subscriptions, invoices and
 * payments as a billing provider would list them, the same for the same integration and day.
 */
export function sandboxBilling(seed: string, asOf: string): ProviderByKind['billing'] {
  let company: DemoCompany | undefined;
  let lists: ReturnType<typeof listsOf> | undefined;
  const data = () => {
    company ??= generateDemoCompany({ seed, asOf, customers: SANDBOX_CUSTOMERS, months: SANDBOX_MONTHS });
    lists ??= listsOf(company);
    return lists;
  };
  return {
    kind: 'billing',
    subscriptions: async (cursor) => pageOf(data().subscriptions, cursor),
    invoices: async (cursor, since) =>
      pageOf(
        data().invoices.filter((invoice) => since === null || invoice.issuedOn >= since.slice(0, 10)),
        cursor,
      ),
    payments: async (cursor, since) =>
      pageOf(
        data().payments.filter((payment) => since === null || payment.occurredAt >= since),
        cursor,
      ),
    async invoicePdf(invoiceExternalId) {
      const invoice = data().invoices.find((candidate) => candidate.externalId === invoiceExternalId);
      if (invoice === undefined) throw new ProviderError('No such invoice', { status: 404 });
      return invoicePdfBytes(invoice);
    },
  };
}

function listsOf(company: DemoCompany) {
  const subscriptions: BillingSubscription[] = demoSubscriptionHistories(company.subscriptions).map(
    ({ subscription, externalId, startDate }) => ({
      externalId,
      startDate,
      endDate: subscription.endDate,
      status: subscription.status,
      billingPeriodMonths: subscription.billingPeriodMonths,
      currency: subscription.currency,
      amountMinor: subscription.amountMinor,
      customerName: subscription.customerName,
      customerExternalId: subscription.customerExternalId,
      country: subscription.country,
      nextPaymentDate: subscription.nextPaymentDate,
      lastPaymentAmountMinor: subscription.lastPaymentAmountMinor,
      nextPaymentAmountMinor: subscription.nextPaymentAmountMinor,
      vatPercent: subscription.vatPercent,
    }),
  );
  const names = new Map(company.customers.map((customer) => [customer.externalId, customer.name]));
  return {
    subscriptions,
    invoices: invoicesOf(company.payments, names, company.asOf),
    payments: company.payments.filter((payment) => payment.status !== 'SCHEDULED').map(paymentOf),
  };
}

/**
 * One invoice per billing period that has begun: its attempts decide whether it is paid, open or
 * given up. A period still ahead has no invoice yet.
 */
function invoicesOf(
  payments: readonly DemoPayment[],
  names: ReadonlyMap<string, string>,
  asOf: string,
): BillingInvoice[] {
  const periods = new Map<string, DemoPayment[]>();
  for (const payment of payments) {
    if (payment.periodStart > asOf) continue;
    const key = `${payment.subscriptionExternalId}|${payment.periodStart}`;
    const attempts = periods.get(key) ?? [];
    attempts.push(payment);
    periods.set(key, attempts);
  }
  const invoices: BillingInvoice[] = [];
  for (const attempts of periods.values()) {
    const first = attempts[0]!;
    const paid = attempts.find((attempt) => attempt.status === 'PAID');
    const pending = attempts.some((attempt) => attempt.status === 'SCHEDULED');
    const status = paid ? 'paid' : pending ? 'open' : 'uncollectible';
    const sequence = String(invoices.length + 1).padStart(6, '0');
    invoices.push({
      externalId: `in_${sequence}`,
      number: `INV-${first.periodStart.slice(0, 4)}-${sequence}`,
      customerExternalId: first.customerExternalId,
      customerName: names.get(first.customerExternalId) ?? first.customerExternalId,
      subscriptionExternalId: first.subscriptionExternalId,
      status,
      currency: first.currency,
      totalMinor: first.amountMinor,
      amountDueMinor: paid ? 0 : first.amountMinor,
      issuedOn: first.periodStart,
      dueOn: first.periodStart,
      paidOn: paid?.settledOn ?? null,
      pdf: 'preview',
    });
  }
  return invoices.sort((a, b) => (a.issuedOn < b.issuedOn ? 1 : a.issuedOn > b.issuedOn ? -1 : 0));
}

const paymentOf = (payment: DemoPayment): ProviderPayment => ({
  externalId: payment.externalId,
  customerExternalId: payment.customerExternalId,
  subscriptionExternalId: payment.subscriptionExternalId,
  currency: payment.currency,
  amountMinor: payment.amountMinor,
  status: payment.status === 'PAID' ? 'succeeded' : 'failed',
  occurredAt: `${payment.settledOn ?? payment.dueDate}T09:00:00.000Z`,
  failureReason: payment.failureReason,
});
