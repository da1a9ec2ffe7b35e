import type { Forecasting, ForecastingQuery } from '@tranche/contracts/forecasting';
import type { Db } from '@tranche/db';
import {
  addDays,
  addMonths,
  type Currency,
  type DayRange,
  type IsoDate,
  monthOf,
  periodRange,
} from '@tranche/domain';
import type { Container } from '../../container';
import type { AccountCaller } from '../accounts/account-context';
import { bankFlowsByMonth } from '../banking/bank.repo';
import { dailyCategoryFlows } from '../discover/discover.repo';
import { reportCurrencyConverter } from '../discover/discover-money';
import { committedMrrOn } from './analytics.repo';
import { kpiPeriodsFromDatabase } from './analytics.service';
import { currencyFor, rangeOf, today } from './analytics-query';
import { ownCompany } from './analytics-request.service';
import { balancesAt } from './cash-data.repo';
import { forecastSeries, MIN_HISTORY_MONTHS, type MonthValue, notConnected } from './forecast-series';

/** Without a period or dates, the models learn from the last two years. */
const DEFAULT_HISTORY = 'LAST_2_YEARS' as const;
/** Money collected from customers: subscription payments and the payment providers' payouts. */
const COLLECTION_CATEGORIES = ['revenue.subscriptions', 'revenue.payouts'];

const monthEnd = (month: IsoDate) => addDays(addMonths(month, 1), -1);

/** The whole months of a range: from the first that starts in it to the last that ends in it. */
export function wholeMonths(range: DayRange): IsoDate[] {
  const first = range.start === monthOf(range.start) ? range.start : addMonths(monthOf(range.start), 1);
  const lastMonth = monthOf(range.end);
  const last = monthEnd(lastMonth) === range.end ? lastMonth : addMonths(lastMonth, -1);
  const months: IsoDate[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** MRR and customers at each month's end. */
async function kpiHistory(db: Db, accountId: string, currency: Currency, months: readonly IsoDate[]) {
  if (months.length === 0) return { mrr: [], customers: [] };
  const periods = await kpiPeriodsFromDatabase(
    db,
    { accountId, currency },
    months.map((month) => ({ start: month, end: monthEnd(month) })),
  );
  return {
    mrr: periods.map((period, n) => ({ month: months[n]!, value: period.mrr })),
    customers: periods.map((period, n) => ({ month: months[n]!, value: period.customers })),
  };
}

/** Money collected from customers each month, as the bank saw it arrive. */
async function collectionsHistory(
  db: Db,
  accountId: string,
  currency: Currency,
  months: readonly IsoDate[],
): Promise<MonthValue[]> {
  if (months.length === 0) return [];
  const flows = (await dailyCategoryFlows(db, accountId, months[0]!, monthEnd(months.at(-1)!))).filter(
    (flow) => COLLECTION_CATEGORIES.some((prefix) => flow.category.startsWith(`${prefix}.`)),
  );
  const convert = await reportCurrencyConverter(
    db,
    currency,
    flows.map((flow) => flow.currency),
  );
  const byMonth = new Map(months.map((month) => [month, 0]));
  for (const flow of flows) {
    const month = monthOf(flow.day);
    byMonth.set(month, (byMonth.get(month) ?? 0) + convert(flow.inflowMinor, flow.currency, flow.day));
  }
  return months.map((month) => ({ month, value: byMonth.get(month)! }));
}

/**
 * Cash at each month's end: today's balance of every bank account less what was booked after that
 * day, per currency, converted at the month end's rate.
 */
async function cashHistory(
  db: Db,
  accountId: string,
  currency: Currency,
  months: readonly IsoDate[],
  now: IsoDate,
): Promise<MonthValue[]> {
  const balances = await balancesAt(db, accountId, now);
  const flows =
    months.length === 0 ? [] : await bankFlowsByMonth(db, accountId, { from: months[0]!, to: now });
  const convert = await reportCurrencyConverter(
    db,
    currency,
    balances.map((balance) => balance.currency),
  );
  return months.map((month) => {
    const end = monthEnd(month);
    const value = balances.reduce((sum, balance) => {
      const later = flows
        .filter((row) => row.currency === balance.currency && row.month > month)
        .reduce((net, row) => net + row.inflowMinor - row.outflowMinor, 0);
      return sum + convert(balance.amountMinor - later, balance.currency, end);
    }, 0);
    return { month, value };
  });
}

/** Contracted MRR in each forecast period: today's, where its commitment runs past the period's end. */
async function contractedIn(
  db: Db,
  accountId: string,
  currency: Currency,
  now: IsoDate,
  periods: readonly { period: IsoDate; end: IsoDate }[],
) {
  const committed = await committedMrrOn(db, accountId, currency, now);
  return periods.map(({ period, end }) => ({
    period,
    value: committed.filter((row) => row.committedUntil > end).reduce((sum, row) => sum + row.mrr, 0),
  }));
}

/**
 * GET analytics/forecasting: MRR, customers, money collected and cash (the last two from the
 * bank) forecast `horizon` months past the whole months of the chosen history, each with its
 * method and backtest, beside the contracted MRR.
 */
export async function forecasting(
  container: Container,
  caller: AccountCaller,
  query: ForecastingQuery,
  now: IsoDate = today(),
): Promise<Forecasting> {
  const accountId = ownCompany(caller, query.id_client);
  const currency = currencyFor(caller, query.currency);
  const range =
    query.period || query.start || query.end ? rangeOf(query, now) : periodRange(DEFAULT_HISTORY, now);
  const months = wholeMonths(range);
  const { db } = container.database;
  const banked = (await balancesAt(db, accountId, now)).length > 0;
  const kpis = await kpiHistory(db, accountId, currency, months);
  const { horizon, interval } = query;
  const series = [
    forecastSeries('mrr', kpis.mrr, horizon, interval),
    forecastSeries('customers', kpis.customers, horizon, interval),
    banked
      ? forecastSeries(
          'collections',
          await collectionsHistory(db, accountId, currency, months),
          horizon,
          interval,
        )
      : notConnected('collections'),
    banked
      ? forecastSeries('cash', await cashHistory(db, accountId, currency, months, now), horizon, interval)
      : notConnected('cash'),
  ];
  const step = interval === 'quarter' ? 3 : 1;
  const first = addMonths(months.at(-1) ?? monthOf(now), 1);
  const periods = Array.from({ length: horizon / step }, (_, n) => {
    const period = addMonths(first, n * step);
    return { period, end: monthEnd(addMonths(period, step - 1)) };
  });
  return {
    currency,
    interval,
    horizon,
    start: range.start,
    end: range.end,
    minimumMonths: MIN_HISTORY_MONTHS,
    series,
    contracted: await contractedIn(db, accountId, currency, now, periods),
  };
}
