import type { ForecastInterval, ForecastMetric, ForecastSeries } from '@tranche/contracts/forecasting';
import { addMonths, type IsoDate, roundEstimateToMinor } from '@tranche/domain';
import { backtest, forecast } from '@tranche/domain/forecast/index';

/** The fewest months of history a forecast is made from; fewer is 'No prediction data'. */
export const MIN_HISTORY_MONTHS = 6;

/** Stocks are read at a period's end; flows add up over it. */
const FLOWS: ReadonlySet<ForecastMetric> = new Set(['collections']);
/** Never below zero: a count, MRR, money collected. Cash may go negative (an overdraft). */
const NON_NEGATIVE: ReadonlySet<ForecastMetric> = new Set(['mrr', 'customers', 'collections']);

/** One month of a series: its first day and its value (minor units or a count). */
export interface MonthValue {
  month: IsoDate;
  value: number;
}

interface Point {
  period: IsoDate;
  value: number;
  lo80: number;
  hi80: number;
  lo95: number;
  hi95: number;
}

/**
 * Months grouped into blocks of three counted back from the forecast's start, so that no block
 * mixes history and forecast; a block is named by its first month. A stock takes its last month,
 * a flow the sum (a flow's bounds add up too: wider than the sum's own interval, never narrower).
 */
function inQuarters<T extends { period: IsoDate }>(
  rows: readonly T[],
  combine: (block: readonly T[]) => Omit<T, 'period'>,
  fromEnd: boolean,
): T[] {
  const whole = rows.length - (rows.length % 3);
  const kept = fromEnd ? rows.slice(rows.length - whole) : rows.slice(0, whole);
  const blocks: T[] = [];
  for (let at = 0; at < kept.length; at += 3) {
    const block = kept.slice(at, at + 3);
    blocks.push({ ...combine(block), period: block[0]!.period } as T);
  }
  return blocks;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The backtest at the forecast's horizon, or three months ahead when the history is too short for it. */
function backtested(values: readonly number[], horizon: number): ForecastSeries['backtest'] {
  for (const ahead of horizon > 3 ? [horizon, 3] : [horizon]) {
    const result = backtest(values, { horizon: ahead });
    if (result === null || !Number.isFinite(result.smape)) continue;
    return {
      horizon: ahead,
      smape: twoDecimals(result.smape),
      mase: Number.isFinite(result.mase) ? twoDecimals(result.mase) : null,
      origins: result.origins,
    };
  }
  return null;
}

const last = <T>(block: readonly T[]) => block.at(-1)!;
const sumOf = (block: readonly Point[], key: keyof Omit<Point, 'period'>) =>
  block.reduce((sum, row) => sum + row[key], 0);

/**
 * A series forecast `horizon` months past its history (the automatic method of the domain's
 * forecast engine), rounded once to whole minor units or counts, with its 80 % and 95 % intervals
 * and its backtest on the same history; 'short' when the history, from its first month with data,
 * is too short to forecast.
 */
export function forecastSeries(
  metric: ForecastMetric,
  history: readonly MonthValue[],
  horizon: number,
  interval: ForecastInterval,
): ForecastSeries {
  const unit = metric === 'customers' ? 'count' : 'money';
  // The months before the first with data (a company that started later, a bank joined later).
  const started = history.findIndex((row) => row.value !== 0);
  const own = started < 0 ? [] : history.slice(started);
  const values = own.map((row) => row.value);
  const past = own.map((row) => ({ period: row.month, value: row.value }));
  if (values.length < MIN_HISTORY_MONTHS)
    return {
      metric,
      unit,
      status: 'short',
      method: null,
      models: [],
      seasonal: false,
      backtest: null,
      history:
        interval === 'quarter' ? inQuarters(past, (block) => ({ value: last(block).value }), true) : past,
      forecast: [],
      runsOut: null,
    };
  const result = forecast(values, { horizon, levels: [80, 95] });
  const floor = NON_NEGATIVE.has(metric) ? 0 : Number.NEGATIVE_INFINITY;
  const rounded = (estimate: number) => Math.max(floor, roundEstimateToMinor(estimate));
  const bounds = (level: number) => result.intervals.find((candidate) => candidate.level === level)!;
  const [i80, i95] = [bounds(80), bounds(95)];
  const firstMonth = addMonths(own.at(-1)!.month, 1);
  const ahead: Point[] = result.mean.map((mean, step) => ({
    period: addMonths(firstMonth, step),
    value: rounded(mean),
    lo80: rounded(i80.lower[step]!),
    hi80: rounded(i80.upper[step]!),
    lo95: rounded(i95.lower[step]!),
    hi95: rounded(i95.upper[step]!),
  }));
  const check = backtested(values, horizon);
  const firstBelowZero = (low: (point: Point) => number) =>
    ahead.find((point) => low(point) < 0)?.period ?? null;
  const flow = FLOWS.has(metric);
  return {
    metric,
    unit,
    status: 'ready',
    method: result.method,
    models: result.models,
    seasonal: result.seasonal,
    backtest: check,
    runsOut:
      metric === 'cash'
        ? { expected: firstBelowZero((point) => point.value), early: firstBelowZero((point) => point.lo80) }
        : null,
    history:
      interval === 'quarter'
        ? inQuarters(
            past,
            (block) => ({ value: flow ? block.reduce((sum, row) => sum + row.value, 0) : last(block).value }),
            true,
          )
        : past,
    forecast:
      interval === 'quarter'
        ? inQuarters(
            ahead,
            (block) =>
              flow
                ? {
                    value: sumOf(block, 'value'),
                    lo80: sumOf(block, 'lo80'),
                    hi80: sumOf(block, 'hi80'),
                    lo95: sumOf(block, 'lo95'),
                    hi95: sumOf(block, 'hi95'),
                  }
                : (({ period: _, ...rest }) => rest)(last(block)),
            false,
          )
        : ahead,
  };
}

/** A series whose source is not connected (a bank for cash and collections). */
export const notConnected = (metric: ForecastMetric): ForecastSeries => ({
  metric,
  unit: 'money',
  status: 'notConnected',
  method: null,
  models: [],
  seasonal: false,
  backtest: null,
  history: [],
  forecast: [],
  runsOut: null,
});
