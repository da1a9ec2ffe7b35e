import {
  FORECAST_HORIZONS,
  FORECAST_INTERVALS,
  type ForecastHorizon,
  type ForecastInterval,
} from '@tranche/contracts/forecasting';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, CURRENCIES, type Currency } from '@tranche/domain';

/**
 * What Predict shows: the history the models learn from (spec §9's data periods), how far ahead
 * (3, 6 or 12 months), by month or quarter, and the currency; kept in the address like Observe's.
 */
export interface PredictState {
  period: AnalyticsPeriod;
  horizon: ForecastHorizon;
  interval: ForecastInterval;
  currency: Currency | null;
}

export const DEFAULT_HISTORY: AnalyticsPeriod = 'LAST_2_YEARS';
export const DEFAULT_HORIZON: ForecastHorizon = 12;

/** A forecast learns from months: the periods of whole months (days-long ones hold none). */
export const HISTORY_PERIODS = ANALYTICS_PERIODS.filter((period) => !period.endsWith('_DAYS'));

export function readPredictState(params: URLSearchParams): PredictState {
  const horizon = Number(params.get('horizon'));
  return {
    period: HISTORY_PERIODS.find((period) => period === params.get('period')) ?? DEFAULT_HISTORY,
    horizon: FORECAST_HORIZONS.find((candidate) => candidate === horizon) ?? DEFAULT_HORIZON,
    interval: FORECAST_INTERVALS.find((interval) => interval === params.get('interval')) ?? 'month',
    currency: CURRENCIES.find((currency) => currency === params.get('currency')) ?? null,
  };
}

/** The query of `GET /api/analytics/forecasting` for a state. */
export function forecastingQuery(state: PredictState, clientId: string | null): URLSearchParams {
  const query = new URLSearchParams();
  if (clientId) query.set('id_client', clientId);
  query.set('period', state.period);
  query.set('horizon', String(state.horizon));
  query.set('interval', state.interval);
  if (state.currency) query.set('currency', state.currency);
  return query;
}
