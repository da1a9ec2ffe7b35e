import { categorise } from '../categorise/categoriser';
import { addDays, addMonths, type IsoDate } from '../dates/calendar';
import type { DemoBank } from '../demo/demo-bank';
import { demoSubscriptionHistories } from '../demo/demo-history';
import type { DemoCompany } from '../demo/demo-types';
import { convertMinor } from '../fx/convert';
import { createRateTable, type RateTable, shippedEcbRates } from '../fx/index';
import { computeKpiSeries } from '../kpi/kpi-series';
import type { SubscriptionHistory } from '../kpi/subscription-history';
import type { Currency } from '../money/currency';
import type { AnomalyInput, InvoiceRow, PaymentMonth } from './anomaly-types';

let rates: RateTable | null = null;
const table = () => (rates ??= createRateTable(shippedEcbRates()));
const monthOfDay = (day: IsoDate) => `${day.slice(0, 7)}-01`;
/** Revenue is read over three years, as the API reads it: long enough to decompose. */
const REVENUE_MONTHS = 36;

/**
 * What the API reads for a company, built from a demo company and its bank instead of the
 * database: monthly MRR movements of its subscriptions (the KPI engine, EUR) over the 36 whole months
 * before `today`, its collection attempts per month, one invoice per billing period (as the billing
 * sandbox issues them) and its bank transactions. For the bench and the tests.
 */
export function demoAnomalyInput(
  company: DemoCompany,
  bank: DemoBank,
  window: { dateFrom: IsoDate; dateTo: IsoDate },
): AnomalyInput {
  const today = company.asOf;
  const currency: Currency = 'EUR';
  const subscriptions: SubscriptionHistory[] = demoSubscriptionHistories(company.subscriptions).map((h) => ({
    id: h.externalId,
    customerId: h.subscription.customerExternalId,
    currency: h.subscription.currency,
    startDate: h.startDate,
    endDate: h.subscription.endDate,
    changes: h.changes.map((change) => ({
      effectiveDate: change.effectiveDate,
      amountMinor: change.netAmountMinor,
      billingPeriodMonths: change.billingPeriodMonths,
      status: change.status,
      tradingStatus: 'AVAILABLE' as const,
    })),
  }));
  const thisMonth = monthOfDay(today);
  const series = computeKpiSeries({
    subscriptions,
    currency,
    range: { start: addMonths(thisMonth, -REVENUE_MONTHS), end: addDays(thisMonth, -1) },
    granularity: 'month',
    rates: table(),
  });
  const revenue = series.periods.map((period) => ({
    month: period.start,
    startMrr: period.startMrr,
    movements: period.movements,
  }));

  const attempts = new Map<IsoDate, PaymentMonth>();
  for (const payment of company.payments) {
    if (payment.status === 'SCHEDULED' || payment.settledOn === null) continue;
    const month = monthOfDay(payment.settledOn);
    const entry = attempts.get(month) ?? { month, attempts: 0, failed: 0 };
    entry.attempts += 1;
    if (payment.status === 'FAILED') entry.failed += 1;
    attempts.set(month, entry);
  }
  const paymentMonths = [...attempts.values()].sort((a, b) => (a.month < b.month ? -1 : 1));

  const names = new Map(company.customers.map((customer) => [customer.externalId, customer.name]));
  const periods = new Map<string, typeof company.payments>();
  for (const payment of company.payments) {
    if (payment.periodStart > today) continue;
    const key = `${payment.subscriptionExternalId}|${payment.periodStart}`;
    periods.set(key, [...(periods.get(key) ?? []), payment]);
  }
  const invoices: InvoiceRow[] = [...periods.values()].map((tries, n) => {
    const first = tries[0]!;
    const paid = tries.find((attempt) => attempt.status === 'PAID');
    const pending = tries.some((attempt) => attempt.status === 'SCHEDULED');
    return {
      id: `in_${String(n + 1).padStart(6, '0')}`,
      customerId: first.customerExternalId,
      customerName: names.get(first.customerExternalId) ?? first.customerExternalId,
      status: paid ? 'paid' : pending ? 'open' : 'uncollectible',
      currency: first.currency,
      totalMinor: first.amountMinor,
      reportTotalMinor:
        first.currency === currency
          ? first.amountMinor
          : convertMinor(first.amountMinor, first.currency, currency, first.periodStart, table()),
      issuedOn: first.periodStart,
      dueOn: first.periodStart,
      paidOn: paid?.settledOn ?? null,
    };
  });
  const bankRows = bank.transactions.map((t) => ({
    id: t.id,
    category: categorise({
      amountMinor: t.amountMinor,
      currency: t.currency,
      description: t.description,
      creditorName: t.amountMinor < 0 ? t.counterparty : null,
      debtorName: t.amountMinor < 0 ? null : t.counterparty,
      bookingDate: t.bookingDate,
    }).level3,
    day: t.bookingDate,
    amountMinor: t.amountMinor,
    currency: t.currency,
    counterparty: t.counterparty,
    description: t.description,
  }));
  return { currency, today, ...window, revenue, paymentMonths, invoices, bank: bankRows };
}
