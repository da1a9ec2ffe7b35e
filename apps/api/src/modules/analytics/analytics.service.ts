import { setImmediate } from 'node:timers/promises';
import type { Db } from '@tranche/db';
import {
  addDays,
  addMonths,
  type Currency,
  type DayRange,
  DEFAULT_TRADE_LENGTH_MONTHS,
  type Granularity,
  type IsoDate,
  type KpiPeriod,
  type KpiSeries,
  kpiPeriodOf,
  ltvChurnMonths,
  MOVEMENT_KINDS,
  type MrrMovements,
  splitRange,
} from '@tranche/domain';
import { ratesOn } from '../currency-exchange/ecb-rates.repo';
import { ensureRates, noRateError } from '../currency-exchange/exchange-rates.service';
import { type StockDay, type TradableFilter, tradableOn, type Window, windowTotals } from './analytics.repo';
import {
  bookState,
  readMonthTotals,
  saveMonthTotals,
  stampOf,
  type WindowReading,
} from './month-totals.repo';

export interface SeriesRequest {
  accountId: string;
  currency: Currency;
  range: DayRange;
  granularity: Granularity;
  tradeLengthMonths?: number;
}

const keyOf = (window: Window) => `${window.start}|${window.end}`;

/** The stock days of a set of windows (each one's day before and last day) with their contract ends. */
function stockDays(windows: readonly Window[], tradeLengthMonths: number): StockDay[] {
  const days = new Set<IsoDate>();
  for (const window of windows) {
    days.add(addDays(window.start, -1));
    days.add(window.end);
  }
  return [...days].sort().map((day) => ({ day, contractEnd: addMonths(day, tradeLengthMonths) }));
}

/** Refuses days before the first ECB rate the database holds (the domain cannot convert them either). */
async function requireRates(db: Db, days: readonly StockDay[]): Promise<void> {
  await ensureRates(db);
  const first = days[0]?.day;
  if (first !== undefined && (await ratesOn(db, first)).length < 4) throw noRateError(first);
}

type Totals = Awaited<ReturnType<typeof windowTotals>>;

function addTotals(sum: Totals, part: Totals): Totals {
  const windows = sum.windows.map((w, i) => {
    const p = part.windows[i]!;
    const add = (a: MrrMovements, b: MrrMovements): MrrMovements => {
      const out = { ...a };
      for (const kind of MOVEMENT_KINDS) out[kind] = a[kind] + b[kind];
      return out;
    };
    return {
      startMrr: w.startMrr + p.startMrr,
      endMrr: w.endMrr + p.endMrr,
      startCustomers: w.startCustomers + p.startCustomers,
      endCustomers: w.endCustomers + p.endCustomers,
      amounts: add(w.amounts, p.amounts),
      counts: add(w.counts, p.counts),
    };
  });
  const days = new Map(sum.days);
  for (const [day, t] of part.days) {
    const before = days.get(day);
    days.set(day, {
      subscriptions: (before?.subscriptions ?? 0) + t.subscriptions,
      tradable: (before?.tradable ?? 0) + t.tradable,
    });
  }
  return { windows, days };
}

/** How a KPI request reads the book: in how many shares of customers, and whether all at once. */
export interface ShardedReading {
  customerShards?: number;
  /**
   * All shares at once, each on its own connection: PostgreSQL runs them on as many cores. Else one
   * after the other with a turn of the event loop between them, for background work on the
   * embedded database, whose statements hold the server's only thread: each statement reads a share
   * of the book, so other requests wait at most that long.
   */
  atOnce?: boolean;
}

/** The totals of {@link windowTotals} read in `shards` statements over disjoint groups of customers, added up. */
async function windowTotalsInShards(
  db: Db,
  request: Omit<SeriesRequest, 'range' | 'granularity'>,
  windows: readonly Window[],
  days: readonly StockDay[],
  shards: number,
  atOnce: boolean,
): Promise<Totals> {
  const read = (index: number) =>
    windowTotals(db, request.accountId, request.currency, windows, days, { count: shards, index });
  const indexes = Array.from({ length: shards }, (_, index) => index);
  if (atOnce) return (await Promise.all(indexes.map(read))).reduce(addTotals);
  let sum: Totals | undefined;
  for (const index of indexes) {
    await setImmediate();
    const part = await read(index);
    sum = sum ? addTotals(sum, part) : part;
  }
  return sum!;
}

/** The calendar month a window is, if it is one whole month: such windows' totals are kept. */
function wholeMonth(window: Window): IsoDate | null {
  const whole = window.start.endsWith('-01') && window.end === addDays(addMonths(window.start, 1), -1);
  return whole ? window.start : null;
}

/**
 * Each window's totals: whole months from the kept month totals while the book and the rates they
 * were computed from are unchanged, the others computed over the history (in `options`' shares)
 * and, where they are whole months, kept for the next read.
 */
async function windowReadings(
  db: Db,
  request: Omit<SeriesRequest, 'range' | 'granularity'> & { tradeLengthMonths: number },
  list: readonly Window[],
  options: ShardedReading,
): Promise<Map<string, WindowReading>> {
  const state = await bookState(db, request.accountId);
  const key = {
    accountId: request.accountId,
    currency: request.currency,
    tradeLengthMonths: request.tradeLengthMonths,
  };
  const months = new Map<IsoDate, Window>();
  const stamps = new Map<IsoDate, string>();
  for (const window of list) {
    const month = wholeMonth(window);
    if (!month) continue;
    months.set(month, window);
    stamps.set(month, stampOf(state, window.end));
  }
  const readings = new Map<string, WindowReading>();
  for (const [month, reading] of await readMonthTotals(db, key, stamps))
    readings.set(keyOf(months.get(month)!), reading);
  const missing = list.filter((window) => !readings.has(keyOf(window)));
  if (missing.length === 0) return readings;

  const days = stockDays(missing, request.tradeLengthMonths);
  const shards = options.customerShards ?? 1;
  const totals =
    shards > 1
      ? await windowTotalsInShards(db, request, missing, days, shards, options.atOnce ?? false)
      : await windowTotals(db, request.accountId, request.currency, missing, days);
  const computed = new Map<IsoDate, { stamp: string; reading: WindowReading }>();
  missing.forEach((window, index) => {
    const reading = {
      totals: totals.windows[index]!,
      end: totals.days.get(window.end) ?? { subscriptions: 0, tradable: 0 },
    };
    readings.set(keyOf(window), reading);
    const month = wholeMonth(window);
    if (month) computed.set(month, { stamp: stamps.get(month)!, reading });
  });
  await saveMonthTotals(db, key, computed);
  return readings;
}

/**
 * The KPIs of periods computed by the database: SQL gathers each period's totals (stocks on the
 * day before it and on its last day, movements per customer, the LTV's churn months) over the
 * subscription history in one query, or reads those of whole months kept from an earlier read of
 * the same book (month-totals.repo.ts); the domain's kpiPeriodOf turns them into KPIs. Gives the
 * same numbers as the pure computeKpiSeries over the same history (analytics.service.test.ts).
 */
export async function kpiPeriodsFromDatabase(
  db: Db,
  request: Omit<SeriesRequest, 'range' | 'granularity'>,
  periods: readonly DayRange[],
  options: ShardedReading = {},
): Promise<KpiPeriod[]> {
  const tradeLengthMonths = request.tradeLengthMonths ?? DEFAULT_TRADE_LENGTH_MONTHS;
  const windows = new Map<string, Window>();
  for (const period of periods) {
    windows.set(keyOf(period), { start: period.start, end: period.end });
    for (const month of ltvChurnMonths(period.end)) windows.set(keyOf(month), month);
  }
  const list = [...windows.values()];
  await requireRates(db, stockDays(list, tradeLengthMonths));
  const readings = await windowReadings(db, { ...request, tradeLengthMonths }, list, options);
  return periods.map((period) => {
    const { totals: own, end } = readings.get(keyOf(period))!;
    return kpiPeriodOf({
      period,
      before: { mrr: own.startMrr, customers: own.startCustomers },
      after: {
        mrr: own.endMrr,
        customers: own.endCustomers,
        contributingSubscriptions: end.subscriptions,
        tradableSubscriptions: end.tradable,
      },
      movements: { amounts: own.amounts, counts: own.counts },
      churnMonths: ltvChurnMonths(period.end).map((month) => {
        const churn = readings.get(keyOf(month))!.totals;
        return { month, churned: churn.counts.churn, startCustomers: churn.startCustomers };
      }),
    });
  });
}

/** A KPI series (GET analytics): one period per day, ISO week, month or quarter of the range. */
export async function kpiSeriesFromDatabase(db: Db, request: SeriesRequest): Promise<KpiSeries> {
  const periods = splitRange(request.range, request.granularity);
  return {
    currency: request.currency,
    granularity: request.granularity,
    periods: await kpiPeriodsFromDatabase(db, request, periods),
  };
}

/** Tradable subscriptions and their MRR on each day (GET analytics/{id}/tradable). */
export async function tradableAt(
  db: Db,
  request: { accountId: string; currency: Currency; tradeLengthMonths: number; days: readonly IsoDate[] },
  filter: TradableFilter,
) {
  const days = [...new Set(request.days)]
    .sort()
    .map((day) => ({ day, contractEnd: addMonths(day, request.tradeLengthMonths) }));
  await requireRates(db, days);
  const found = await tradableOn(db, request.accountId, request.currency, days, filter);
  return request.days.map((day) => ({
    date: day,
    tradableSubscriptions: found.get(day)?.subscriptions ?? 0,
    tradableMrr: found.get(day)?.mrr ?? 0,
  }));
}
