import type { Db } from '@tranche/db';
import {
  addDays,
  addMonths,
  type BillingPeriodMonths,
  billingsBetween,
  buildPaymentGrid,
  buildPivot,
  buildPnl,
  type CategoryFlow,
  type CategoryLevel,
  type Currency,
  categoryTotals,
  type GridBilling,
  type IsoDate,
  isoDateOf,
  monthOf,
  type PnlEntry,
  type PnlView,
  periodEnd,
  periodStartOf,
  periodStarts,
  pnlItemOfAccountingPath,
  pnlItemOfCategory,
  type SubscriptionHistory,
  type SubscriptionStatus,
  type TradingStatus,
} from '@tranche/domain';
import { badRequest } from '../../lib/app-error';
import {
  accountingLines,
  type DailyCategoryFlow,
  dailyCategoryFlows,
  dailyPayments,
  invoiceCustomerNames,
  subscriptionTerms,
  type TermsRow,
} from './discover.repo';
import { reportCurrencyConverter, type ToReportCurrency } from './discover-money';

/** The longest range a Discover report covers (ten years of days). */
const MAX_RANGE_DAYS = 3_660;

/** Refuses a range that ends before it starts or spans more than ten years (400 naming the field). */
function checkRange(from: IsoDate, to: IsoDate): void {
  if (from > to) throw badRequest('VALIDATION', 'date_from: must not be after date_to');
  if (addDays(from, MAX_RANGE_DAYS) < to)
    throw badRequest('VALIDATION', 'date_from: the range must not span more than ten years');
}

/** Converts each day's money in and out separately, so that net = in − out in every view. */
async function convertedFlows(db: Db, currency: Currency, flows: readonly DailyCategoryFlow[]) {
  const convert = await reportCurrencyConverter(
    db,
    currency,
    flows.map((flow) => flow.currency),
  );
  return flows.map((flow) => ({
    day: flow.day,
    category: flow.category,
    inflowMinor: convert(flow.inflowMinor, flow.currency, flow.day),
    outflowMinor: convert(flow.outflowMinor, flow.currency, flow.day),
    count: flow.count,
  }));
}

export interface CategorizationRequest {
  currency: Currency;
  level: CategoryLevel;
  dateFrom?: IsoDate;
  dateTo?: IsoDate;
}

/** GET portfolio/client/nordigen-categorization: each category's money over the range. */
export async function categorization(
  db: Db,
  accountId: string,
  request: CategorizationRequest,
  now = new Date(),
) {
  const dateTo = request.dateTo ?? isoDateOf(now);
  const dateFrom = request.dateFrom ?? addDays(dateTo, -90);
  checkRange(dateFrom, dateTo);
  const flows: CategoryFlow[] = await convertedFlows(
    db,
    request.currency,
    await dailyCategoryFlows(db, accountId, dateFrom, dateTo),
  );
  return {
    currency: request.currency,
    level: request.level,
    dateFrom,
    dateTo,
    categories: categoryTotals(flows, request.level),
  };
}

/** GET portfolio/client/nordigen-categorization/pivot: each category's net per month. */
export async function categorizationPivot(
  db: Db,
  accountId: string,
  request: CategorizationRequest,
  now = new Date(),
) {
  const dateTo = request.dateTo ?? isoDateOf(now);
  const dateFrom = request.dateFrom ?? addMonths(monthOf(dateTo), -5);
  checkRange(dateFrom, dateTo);
  const flows = await convertedFlows(
    db,
    request.currency,
    await dailyCategoryFlows(db, accountId, dateFrom, dateTo),
  );
  const pivot = buildPivot(
    flows.map((flow) => ({
      month: monthOf(flow.day),
      category: flow.category,
      amountMinor: flow.inflowMinor - flow.outflowMinor,
    })),
    periodStarts(dateFrom, dateTo, 'month'),
    request.level,
  );
  return { currency: request.currency, level: request.level, ...pivot };
}

export interface PnlRequest {
  currency: Currency;
  view: PnlView;
  dateFrom?: IsoDate;
  dateTo?: IsoDate;
}

/** P&L entries from the accounting tool's lines (each month at the rate of its first day). */
async function accountingEntries(
  db: Db,
  currency: Currency,
  view: PnlView,
  lines: Awaited<ReturnType<typeof accountingLines>>,
): Promise<PnlEntry[]> {
  const convert = await reportCurrencyConverter(
    db,
    currency,
    lines.map((line) => line.currency),
  );
  return lines.map((line) => ({
    period: periodStartOf(line.month, view),
    item: pnlItemOfAccountingPath(line.category),
    amountMinor: convert(line.amountMinor, line.currency, line.month),
  }));
}

/** P&L entries from the categorised bank transactions (cash basis; transfers, loans, equity left out). */
async function bankEntries(
  db: Db,
  accountId: string,
  currency: Currency,
  view: PnlView,
  from: IsoDate,
  to: IsoDate,
): Promise<PnlEntry[]> {
  const flows = await convertedFlows(db, currency, await dailyCategoryFlows(db, accountId, from, to));
  return flows.flatMap((flow) => {
    const item = pnlItemOfCategory(flow.category);
    return item === null
      ? []
      : [{ period: periodStartOf(flow.day, view), item, amountMinor: flow.inflowMinor - flow.outflowMinor }];
  });
}

/**
 * GET portfolio/client/pnl: from the accounting tool when it has lines in the range, else from
 * the bank. Without dates, the last 12 full months; a range is widened to whole periods.
 */
export async function profitAndLoss(db: Db, accountId: string, request: PnlRequest, now = new Date()) {
  const thisMonth = monthOf(isoDateOf(now));
  const requestedTo = request.dateTo ?? addDays(thisMonth, -1);
  const requestedFrom = request.dateFrom ?? addMonths(thisMonth, -12);
  checkRange(requestedFrom, requestedTo);
  const { view, currency } = request;
  const periods = periodStarts(requestedFrom, requestedTo, view);
  const from = periods[0]!;
  const to = periodEnd(periods.at(-1)!, view);
  const lines = await accountingLines(db, accountId, from, monthOf(to));
  const source = lines.length > 0 ? ('accounting' as const) : ('bank' as const);
  const entries =
    source === 'accounting'
      ? await accountingEntries(db, currency, view, lines)
      : await bankEntries(db, accountId, currency, view, from, to);
  return { currency, view, source, periods, lines: buildPnl(entries, periods) };
}

/** The subscriptions' histories as the domain reads them, from rows ordered by subscription and date. */
function histories(rows: readonly TermsRow[]): SubscriptionHistory[] {
  const byId = new Map<string, SubscriptionHistory & { changes: SubscriptionHistory['changes'][number][] }>();
  for (const row of rows) {
    let history = byId.get(row.subscriptionId);
    if (!history) {
      history = {
        id: row.subscriptionId,
        customerId: row.customerExternalId,
        currency: row.currency as Currency,
        startDate: row.startDate,
        endDate: row.endDate,
        changes: [],
      };
      byId.set(row.subscriptionId, history);
    }
    history.changes.push({
      effectiveDate: row.effectiveDate,
      amountMinor: row.amountMinor,
      billingPeriodMonths: row.billingPeriodMonths as BillingPeriodMonths,
      status: row.status as SubscriptionStatus,
      tradingStatus: row.tradingStatus as TradingStatus,
    });
  }
  return [...byId.values()];
}

/**
 * GET portfolio/client/payment-grid: per customer and month (the current one and the
 * `forPastMonths` − 1 before), what its subscriptions bill by their history of terms against the
 * succeeded payments received from it; each amount at the ECB rate of its day.
 */
export async function paymentGrid(
  db: Db,
  accountId: string,
  request: { currency: Currency; forPastMonths: number },
  now = new Date(),
) {
  const today = isoDateOf(now);
  const thisMonth = monthOf(today);
  const from = addMonths(thisMonth, 1 - request.forPastMonths);
  const to = periodEnd(thisMonth, 'month');
  const months = periodStarts(from, to, 'month');
  const terms = await subscriptionTerms(db, accountId, from, to);
  const billings = histories(terms).flatMap((history) => billingsBetween(history, from, to));
  const payments = await dailyPayments(db, accountId, from, to);
  const convert: ToReportCurrency = await reportCurrencyConverter(db, request.currency, [
    ...billings.map((billing) => billing.currency),
    ...payments.map((payment) => payment.currency),
  ]);
  const names = new Map(terms.map((row) => [row.customerExternalId, row.customerName]));
  const unnamed = [...new Set(payments.map((payment) => payment.customerExternalId))].filter(
    (id) => !names.has(id),
  );
  for (const [id, name] of await invoiceCustomerNames(db, accountId, unnamed)) names.set(id, name);
  const grid = buildPaymentGrid({
    months,
    today,
    billings: billings.map(
      (billing): GridBilling => ({
        customerId: billing.customerId,
        date: billing.date,
        amountMinor: convert(billing.amountMinor, billing.currency, billing.date),
      }),
    ),
    payments: payments.map((payment) => ({
      customerId: payment.customerExternalId,
      date: payment.day,
      amountMinor: convert(payment.amountMinor, payment.currency, payment.day),
    })),
    customerNames: names,
  });
  return { currency: request.currency, months, ...grid };
}
