import { normaliseName } from '../anomalies/anomaly-id';
import type { Anomaly, AnomalyArea, AnomalyKind } from '../anomalies/anomaly-types';
import { largeCustomers } from '../anomalies/payment-anomalies';
import { addDays, addMonths, type IsoDate, isoDateToDays } from '../dates/calendar';
import { convertMinor, createRateTable, type RateTable, shippedEcbRates } from '../fx/index';
import type { MovementKind } from '../kpi/mrr-movements';
import type { Currency } from '../money/currency';
import { normalisedMrr } from '../subscriptions/mrr';
import type { DemoBank, DemoBankTransaction } from './demo-bank';
import type { DemoCompany, DemoCustomer, DemoPayment, DemoSubscription } from './demo-types';

/**
 * The anomalies planted in every demo company and its bank, and the list of them (the ground truth
 * the detection engine is measured against: anomalies.bench.ts). Planted after the company and its
 * bank are generated, deterministically from them, so the rest of the data stays as it was:
 *
 * - revenue: in the fourth month before `asOf`, the largest customers paying in GBP, PLN or CZK
 *   (never by bank transfer, so the bank is not touched) cancel until 6 % of the MRR is gone;
 * - payments: in the second month before, every other first collection of the smaller half of
 *   those customers fails (card declined, not retried: the invoice stays unpaid); one of the
 *   largest customers (as the engine ranks them; one paying by card where there is one) pays an
 *   invoice of about two months ago 35 days late;
 * - bank (EUR account): a supplier's payment booked twice, an unusually large software invoice, a
 *   large first transfer to a new payee, a card payment thirty times the usual, a second duplicate,
 *   and the rent of the second month before missing.
 *
 * The bank is generated from the company as it was before (generateDemoBank reads
 * `companyWithoutAnomalies`), so its statements do not move with the planted payments (a late
 * payer paying by transfer shows its transfer on the day it was generated).
 */
export interface DemoAnomaly {
  key: string;
  area: AnomalyArea;
  kind: AnomalyKind;
  /** What was planted, in words (for the bench and the test). */
  what: string;
  /** The day (or first day of the month) it was planted on. */
  day: IsoDate;
  /** A finding counts as this anomaly when it points at these rows (see isPlantedAnomalyFound). */
  match: {
    transactionIds?: string[];
    month?: IsoDate;
    movement?: MovementKind;
    customerId?: string;
    counterparty?: string;
  };
}

const planted = new WeakMap<object, { base?: DemoCompany; anomalies: DemoAnomaly[] }>();

/** The company before its anomalies were planted (itself when none were). */
export const companyWithoutAnomalies = (company: DemoCompany): DemoCompany =>
  planted.get(company)?.base ?? company;

/** The anomalies planted in a demo company or bank ([] for one generated with `anomalies: false`). */
export const plantedAnomalies = (of: DemoCompany | DemoBank): DemoAnomaly[] =>
  planted.get(of)?.anomalies ?? [];

/** Paid by card through Stripe only (the bank's transfers come from EUR and USD customers). */
const CARD_ONLY: readonly Currency[] = ['GBP', 'PLN', 'CZK'];
const CARD_MERCHANTS = [
  'REWE Markt GmbH',
  'DB Vertrieb GmbH',
  'Booking.com B.V.',
  'AMAZON EU S.A R.L.',
  'Deutsche Lufthansa AG',
];
const CHURN_SHARE = 0.06;
const MAX_CHURNED = 150;
const LATE_DAYS = 35;

let rates: RateTable | null = null;
const toEur = (amount: number, currency: Currency, day: IsoDate) => {
  rates ??= createRateTable(shippedEcbRates());
  return currency === 'EUR' ? amount : convertMinor(Math.round(amount), currency, 'EUR', day, rates);
};
const monthIndex = (day: IsoDate) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
const monthStart = (day: IsoDate) => `${day.slice(0, 7)}-01`;
const liveOn = (s: DemoSubscription, day: IsoDate) =>
  s.startDate <= day && (s.endDate === null || s.endDate > day);
const eurMrr = (s: DemoSubscription, day: IsoDate) =>
  toEur(normalisedMrr(s.netAmountMinor, s.billingPeriodMonths), s.currency, day);

/** The customer's record that runs at `asOf`: not paused, no end, started before `from`. */
function churnable(company: DemoCompany, from: IsoDate): Map<string, DemoSubscription> {
  const last = new Map<string, DemoSubscription>();
  for (const s of company.subscriptions) last.set(s.customerExternalId, s);
  const result = new Map<string, DemoSubscription>();
  for (const [customer, s] of last)
    if (
      CARD_ONLY.includes(s.currency) &&
      s.status === 'AVAILABLE' &&
      s.endDate === null &&
      s.pauses.length === 0 &&
      s.startDate < from
    )
      result.set(customer, s);
  return result;
}

/** Plants the revenue and payment anomalies (see DemoAnomaly); the company given is not changed. */
export function plantCompanyAnomalies(company: DemoCompany): DemoCompany {
  const thisMonth = monthStart(company.asOf);
  const anomalies: DemoAnomaly[] = [];
  const subscriptions = new Map(company.subscriptions.map((s) => [s.externalId, s]));
  const customers = new Map(company.customers.map((c) => [c.externalId, c]));
  const dropPayments = new Set<string>();
  const changedPayments = new Map<string, DemoPayment>();

  // Payments: one of the largest customers (by what it was billed over the last 12 months, one
  // paying in GBP, PLN or CZK where there is one) pays an invoice of about two months ago 35 days
  // late.
  const lateFrom = addDays(company.asOf, -80);
  const lateTo = addDays(company.asOf, -45);
  // "Large" as the engine reads it from the invoices: every customer's first attempts of the year.
  const large = largeCustomers(
    company.payments
      .filter((p) => p.attempt === 1 && p.periodStart <= company.asOf)
      .map((p) => ({
        id: p.externalId,
        customerId: p.customerExternalId,
        customerName: '',
        status: 'paid',
        currency: p.currency,
        totalMinor: p.amountMinor,
        reportTotalMinor: toEur(p.amountMinor, p.currency, p.periodStart),
        issuedOn: p.periodStart,
        dueOn: p.periodStart,
        paidOn: p.periodStart,
      })),
    company.asOf,
  );
  const yearAgo = addMonths(company.asOf, -12);
  const billed = new Map<string, number>();
  for (const p of company.payments)
    if (
      (CARD_ONLY.includes(p.currency) || large.has(p.customerExternalId)) &&
      p.attempt === 1 &&
      p.periodStart > yearAgo &&
      p.periodStart <= company.asOf
    )
      billed.set(
        p.customerExternalId,
        (billed.get(p.customerExternalId) ?? 0) + toEur(p.amountMinor, p.currency, p.periodStart),
      );
  const currencyOf = new Map(company.customers.map((c) => [c.externalId, c.currency]));
  const rank = (customer: string) =>
    (large.has(customer) ? 2 : 0) + (CARD_ONLY.includes(currencyOf.get(customer)!) ? 1 : 0);
  const lateInvoice = (customer: string) =>
    company.payments
      .filter(
        (p) =>
          p.customerExternalId === customer &&
          p.attempt === 1 &&
          p.status === 'PAID' &&
          p.periodStart >= lateFrom &&
          p.periodStart <= lateTo,
      )
      .at(-1);
  const stillCustomer = new Set(
    company.subscriptions.filter((s) => liveOn(s, company.asOf)).map((s) => s.customerExternalId),
  );
  const payer = [...billed]
    // The large ones paying by card first, then the other large ones, then by what they were billed.
    .sort(([a, x], [b, y]) => rank(b) - rank(a) || y - x || (a < b ? -1 : 1))
    .map(([customer]) => customer)
    .find((customer) => stillCustomer.has(customer) && lateInvoice(customer) !== undefined);
  if (payer !== undefined) {
    const invoice = lateInvoice(payer)!;
    const paidOn = addDays(invoice.periodStart, LATE_DAYS);
    changedPayments.set(invoice.externalId, { ...invoice, settledOn: paidOn });
    anomalies.push({
      key: 'large-customer-late',
      area: 'payments',
      kind: 'late_payment',
      what: `${customers.get(payer)?.name ?? payer} pays its invoice of ${invoice.periodStart} ${LATE_DAYS} days late`,
      day: paidOn,
      match: { customerId: payer },
    });
  }

  // Revenue: a month in which 6 % of the MRR churns at once.
  const churnMonth = addMonths(thisMonth, -4);
  const total = company.subscriptions
    .filter((s) => liveOn(s, churnMonth))
    .reduce((sum, s) => sum + eurMrr(s, churnMonth), 0);
  const ranked = [...churnable(company, churnMonth)]
    .map(([customer, s]) => ({ customer, s, mrr: eurMrr(s, churnMonth) }))
    .sort((a, b) => b.mrr - a.mrr || (a.customer < b.customer ? -1 : 1));
  const churned = new Set<string>();
  let gone = 0;
  for (const { customer, s, mrr } of ranked) {
    if (customer === payer) continue;
    if (gone >= total * CHURN_SHARE || churned.size >= MAX_CHURNED) break;
    // Cancelled on the day of the month it started on (a monthly one's billing day).
    const months = monthIndex(churnMonth) - monthIndex(s.startDate);
    const day = addMonths(s.startDate, months);
    if (day >= company.asOf) continue;
    subscriptions.set(s.externalId, {
      ...s,
      endDate: day,
      status: 'CANCELED',
      nextPaymentDate: null,
      nextPaymentAmountMinor: null,
    });
    customers.set(customer, { ...customers.get(customer)!, churnedOn: day });
    for (const p of company.payments)
      if (p.subscriptionExternalId === s.externalId && p.periodStart >= day) dropPayments.add(p.externalId);
    churned.add(customer);
    gone += mrr;
  }
  if (churned.size > 0)
    anomalies.push({
      key: 'churn-month',
      area: 'revenue',
      kind: 'unusual_movement',
      what: `${churned.size} large customers cancel in one month (${Math.round((gone / total) * 100)} % of MRR)`,
      day: churnMonth,
      match: { month: churnMonth, movement: 'churn' },
    });

  // Payments: a month in which every other card payment in GBP, PLN and CZK of the smaller half of
  // those customers is declined.
  const failMonth = addMonths(thisMonth, -2);
  const cardMrr = new Map<string, number>();
  for (const s of company.subscriptions)
    if (CARD_ONLY.includes(s.currency) && liveOn(s, failMonth))
      cardMrr.set(s.customerExternalId, (cardMrr.get(s.customerExternalId) ?? 0) + eurMrr(s, failMonth));
  const smallFrom = [...cardMrr.values()].sort((a, b) => a - b)[cardMrr.size >> 1] ?? 0;
  const firstPaid = company.payments.filter(
    (p) =>
      monthStart(p.periodStart) === failMonth &&
      p.attempt === 1 &&
      p.status === 'PAID' &&
      CARD_ONLY.includes(p.currency) &&
      cardMrr.has(p.customerExternalId) &&
      cardMrr.get(p.customerExternalId)! < smallFrom &&
      p.customerExternalId !== payer &&
      !churned.has(p.customerExternalId),
  );
  const failed = new Set<string>();
  firstPaid.forEach((p, n) => {
    if (n % 2 === 1) return;
    changedPayments.set(p.externalId, { ...p, status: 'FAILED', failureReason: 'card_declined' });
    failed.add(p.customerExternalId);
  });
  if (failed.size > 0)
    anomalies.push({
      key: 'failed-card-payments',
      area: 'payments',
      kind: 'failed_payments',
      what: `${failed.size} card payments declined in one month`,
      day: failMonth,
      match: { month: failMonth },
    });

  const result: DemoCompany = {
    asOf: company.asOf,
    customers: company.customers.map((c): DemoCustomer => customers.get(c.externalId)!),
    subscriptions: company.subscriptions.map((s) => subscriptions.get(s.externalId)!),
    payments: company.payments
      .filter((p) => !dropPayments.has(p.externalId))
      .map((p) => changedPayments.get(p.externalId) ?? p),
  };
  planted.set(result, { base: company, anomalies });
  return result;
}

/** Monday to Friday ((days + 4) % 7 is the weekday, 0 = Sunday, as in demo-bank.ts). */
const isWorkday = (day: IsoDate) => [1, 2, 3, 4, 5].includes((isoDateToDays(day) + 4) % 7);
const nthWorkday = (day: IsoDate, n: number) => {
  let next = day;
  for (let moved = 0; moved < n; ) {
    next = addDays(next, 1);
    if (isWorkday(next)) moved++;
  }
  return next;
};

/** Plants the bank anomalies (see DemoAnomaly) in the EUR account; the bank given is not changed. */
export function plantBankAnomalies(bank: DemoBank, asOf: IsoDate): DemoBank {
  const eur = bank.accounts[0];
  if (eur === undefined) return bank;
  const thisMonth = monthStart(asOf);
  const own = bank.transactions.filter((t) => t.accountId === eur.id);
  const inMonth = (back: number, counterparty: string | RegExp, text = /./) =>
    own.find(
      (t) =>
        monthStart(t.bookingDate) === addMonths(thisMonth, -back) &&
        (typeof counterparty === 'string'
          ? t.counterparty === counterparty
          : counterparty.test(t.counterparty)) &&
        text.test(t.description) &&
        t.amountMinor < 0,
    );
  const added: DemoBankTransaction[] = [];
  const removed = new Set<string>();
  const anomalies: DemoAnomaly[] = [];
  const add = (day: IsoDate, amountMinor: number, counterparty: string, description: string) => {
    const id = `${day.replaceAll('-', '')}-X${String(added.length + 1).padStart(4, '0')}`;
    added.push({
      id,
      accountId: eur.id,
      bookingDate: day,
      amountMinor,
      currency: eur.currency,
      counterparty,
      description,
    });
    return id;
  };
  const plant = (anomaly: Omit<DemoAnomaly, 'area'>) => anomalies.push({ area: 'bank', ...anomaly });

  const hosting = inMonth(2, 'Hetzner Online GmbH');
  if (hosting) {
    // Booked again the next day (the same day when the next is a weekend): within the 2 days.
    const next = addDays(hosting.bookingDate, 1);
    const day = isWorkday(next) ? next : hosting.bookingDate;
    const id = add(day, hosting.amountMinor, hosting.counterparty, hosting.description);
    plant({
      key: 'duplicate-hosting',
      kind: 'duplicate',
      what: `${hosting.counterparty} invoice paid twice`,
      day,
      match: { transactionIds: [id] },
    });
  }
  const advisor = inMonth(4, 'Lindner & Partner mbB');
  if (advisor) {
    const id = add(advisor.bookingDate, advisor.amountMinor, advisor.counterparty, advisor.description);
    plant({
      key: 'duplicate-tax-advisor',
      kind: 'duplicate',
      what: `${advisor.counterparty} paid twice on one day`,
      day: advisor.bookingDate,
      match: { transactionIds: [id] },
    });
  }
  const software = inMonth(3, 'Slack Technologies Limited');
  if (software) {
    const day = nthWorkday(software.bookingDate, 2);
    const id = add(
      day,
      software.amountMinor * 12,
      software.counterparty,
      `Slack Business+ annual prepayment SINV-${software.id.slice(-5)}`,
    );
    plant({
      key: 'large-software-invoice',
      kind: 'unusual_amount',
      what: 'A software invoice twelve times the usual',
      day,
      match: { transactionIds: [id] },
    });
  }
  // A card payment thirty times the merchant's usual (the first merchant paid by card last month).
  const card = CARD_MERCHANTS.map((merchant) => inMonth(1, merchant)).find((t) => t !== undefined);
  if (card) {
    const day = nthWorkday(card.bookingDate, 1);
    const usual = own.filter((t) => t.counterparty === card.counterparty).map((t) => -t.amountMinor);
    const amount = Math.round((30 * usual.sort((a, b) => a - b)[usual.length >> 1]!) / 10_00) * 10_00;
    const id = add(day, -amount, card.counterparty, card.description);
    plant({
      key: 'large-card-payment',
      kind: 'unusual_amount',
      what: `A card payment to ${card.counterparty} thirty times the usual`,
      day,
      match: { transactionIds: [id] },
    });
  }
  const yearBefore = addMonths(thisMonth, -13);
  const outflows = own
    .filter((t) => t.amountMinor < 0 && t.bookingDate >= yearBefore)
    .map((t) => -t.amountMinor)
    .sort((a, b) => a - b);
  const p95 = outflows[Math.floor(outflows.length * 0.95)] ?? 10_000_00;
  const eleventh = addDays(addMonths(thisMonth, -1), 10);
  const payeeDay = isWorkday(eleventh) ? eleventh : nthWorkday(eleventh, 1);
  const payeeAmount = -Math.ceil((p95 * 1.6) / 1_000_00) * 1_000_00;
  const payeeId = add(
    payeeDay,
    payeeAmount,
    'Brightwater Advisory Partners Ltd',
    'Consulting retainer BAP-2291 upfront',
  );
  plant({
    key: 'new-payee',
    kind: 'new_payee',
    what: 'A large first transfer to a new payee',
    day: payeeDay,
    match: { transactionIds: [payeeId] },
  });
  const rent = inMonth(2, /./, /^Miete /);
  if (rent) {
    removed.add(rent.id);
    plant({
      key: 'missing-rent',
      kind: 'missing_payment',
      what: `The rent to ${rent.counterparty} did not go out`,
      day: rent.bookingDate,
      match: { counterparty: rent.counterparty, month: monthStart(rent.bookingDate) },
    });
  }

  const change = (accountId: string) =>
    added.filter((t) => t.accountId === accountId).reduce((sum, t) => sum + t.amountMinor, 0) -
    own
      .filter((t) => removed.has(t.id) && t.accountId === accountId)
      .reduce((sum, t) => sum + t.amountMinor, 0);
  const transactions = [...bank.transactions.filter((t) => !removed.has(t.id)), ...added].sort((a, b) =>
    a.bookingDate < b.bookingDate ? -1 : a.bookingDate > b.bookingDate ? 1 : 0,
  );
  const result: DemoBank = {
    accounts: bank.accounts.map((account) => ({
      ...account,
      balanceMinor: account.balanceMinor + change(account.id),
    })),
    transactions,
  };
  planted.set(result, { anomalies: anomalies.sort((a, b) => (a.day < b.day ? -1 : 1)) });
  return result;
}

/**
 * Whether a finding points at a planted anomaly's rows: one of its bank transactions; its month and
 * movement (revenue); its month (a spike of failed or unpaid payments); its customer (late); its
 * counterparty and month (a missing regular payment).
 */
export function isPlantedAnomalyFound(truth: DemoAnomaly, finding: Anomaly): boolean {
  if (truth.area !== finding.area) return false;
  const { match } = truth;
  const rows = finding.rows;
  if (match.transactionIds)
    return (rows.transactionIds ?? []).some((id) => match.transactionIds!.includes(id));
  if (match.customerId) return rows.customerId === match.customerId;
  if (match.movement) return rows.month === match.month && rows.movement === match.movement;
  if (match.counterparty)
    return (
      finding.kind === 'missing_payment' &&
      normaliseName(finding.subject) === normaliseName(match.counterparty) &&
      finding.day.slice(0, 7) === match.month?.slice(0, 7)
    );
  return (
    (finding.kind === 'failed_payments' || finding.kind === 'unpaid_invoices') && rows.month === match.month
  );
}
