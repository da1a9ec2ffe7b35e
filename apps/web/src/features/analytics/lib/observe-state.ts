import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  CURRENCIES,
  type Currency,
  GRANULARITIES,
  type Granularity,
} from '@tranche/domain';

/**
 * What Observe shows: the data period (spec §9), its granularity and the currency of every amount;
 * without a chosen currency the API answers in the company's own.
 */
export interface ObserveState {
  period: AnalyticsPeriod;
  interval: Granularity;
  currency: Currency | null;
}

export const DEFAULT_PERIOD: AnalyticsPeriod = 'LAST_1_YEAR';
export const DEFAULT_INTERVAL: Granularity = 'month';

/** The currencies in the order the switch offers them. */
export const OBSERVE_CURRENCIES: readonly Currency[] = ['EUR', 'USD', 'GBP', 'CZK', 'PLN'];

const pick = <T extends string, F extends T | null>(
  allowed: readonly T[],
  value: string | null,
  fallback: F,
): T | F => allowed.find((candidate) => candidate === value) ?? fallback;

/**
 * The state kept in the address (`?period=LAST_1_YEAR&interval=month&currency=EUR`), so a view
 * survives a reload and can be shared; anything unknown falls back to the defaults.
 */
export function readObserveState(params: URLSearchParams): ObserveState {
  return {
    period: pick(ANALYTICS_PERIODS, params.get('period'), DEFAULT_PERIOD),
    interval: pick(GRANULARITIES, params.get('interval'), DEFAULT_INTERVAL),
    currency: pick(CURRENCIES, params.get('currency'), null),
  };
}

/** The address's query with some of a tab's state changed (null removes a key: its default). */
export function withQueryChange(
  params: URLSearchParams,
  change: Readonly<Record<string, string | number | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The query of `GET /api/analytics` and of its CSV export for a state. */
export function analyticsQuery(state: ObserveState, clientId: string | null): URLSearchParams {
  const query = new URLSearchParams();
  if (clientId) query.set('id_client', clientId);
  query.set('interval', state.interval);
  query.set('period', state.period);
  if (state.currency) query.set('currency', state.currency);
  return query;
}
