import { ANALYTICS_PERIODS, CURRENCIES } from '@tranche/domain';
import { z } from 'zod';

/**
 * `GET /api/analytics/forecasting` (spec §2 Predict): the company's series forecast from their
 * monthly history. Money is integer minor units of `currency` (rounded once, from the model's
 * estimate); periods are named by their first day (`yyyy-mm-01`, a quarter by its first month).
 */

const isoDate = z.iso.date();

/** How far ahead, in months (spec §9: 3, 6, 12). */
export const FORECAST_HORIZONS = [3, 6, 12] as const;
export type ForecastHorizon = (typeof FORECAST_HORIZONS)[number];
/** Forecasts are monthly; a quarter shows the months it holds added up (flows) or its last (stocks). */
export const FORECAST_INTERVALS = ['month', 'quarter'] as const;
export type ForecastInterval = (typeof FORECAST_INTERVALS)[number];
export const FORECAST_METRICS = ['mrr', 'customers', 'collections', 'cash'] as const;
export type ForecastMetric = (typeof FORECAST_METRICS)[number];

export const forecastingQuerySchema = z.object({
  id_client: z.uuid().optional(),
  horizon: z.coerce
    .number()
    .int()
    .refine((months) => (FORECAST_HORIZONS as readonly number[]).includes(months), 'must be 3, 6 or 12')
    .default(12),
  interval: z.enum(FORECAST_INTERVALS).default('month'),
  /** The history the models learn from: a period ending today, or start…end. Default: two years. */
  period: z.enum(ANALYTICS_PERIODS).optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  currency: z.enum(CURRENCIES).optional(),
});
export type ForecastingQuery = z.infer<typeof forecastingQuerySchema>;

const pointSchema = z.object({ period: isoDate, value: z.number() });
const forecastPointSchema = pointSchema.extend({
  lo80: z.number(),
  hi80: z.number(),
  lo95: z.number(),
  hi95: z.number(),
});

/**
 * One series: `ready` with its forecast; `short` when the history holds too few months to
 * forecast (the 'No prediction data' message: change the dates); `notConnected` when its source
 * (a bank for cash and collections) is missing.
 */
export const forecastSeriesSchema = z.object({
  metric: z.enum(FORECAST_METRICS),
  unit: z.enum(['money', 'count']),
  status: z.enum(['ready', 'short', 'notConnected']),
  /** The chosen method in plain words, and the models it combines. */
  method: z.string().nullable(),
  models: z.array(z.string()),
  seasonal: z.boolean(),
  /** How far off the method was on the company's own history (rolling origin, `horizon` months ahead). */
  backtest: z
    .object({ horizon: z.int(), smape: z.number(), mase: z.number().nullable(), origins: z.int() })
    .nullable(),
  history: z.array(pointSchema),
  forecast: z.array(forecastPointSchema),
  /**
   * Cash only: the first forecast period whose cash is below zero, by the forecast (`expected`)
   * and by its 80 % range's low end (`early`); null where it stays above within the horizon.
   */
  runsOut: z.object({ expected: isoDate.nullable(), early: isoDate.nullable() }).nullable(),
});
export type ForecastSeries = z.infer<typeof forecastSeriesSchema>;

export const forecastingSchema = z.object({
  currency: z.enum(CURRENCIES),
  interval: z.enum(FORECAST_INTERVALS),
  horizon: z.int(),
  start: isoDate,
  end: isoDate,
  /** The fewest months of history a forecast needs. */
  minimumMonths: z.int(),
  series: z.array(forecastSeriesSchema),
  /**
   * Contracted MRR: of today's subscriptions, those whose end date or current paid term runs past
   * each forecast period — revenue that needs no new sale and no renewal.
   */
  contracted: z.array(pointSchema),
});
export type Forecasting = z.infer<typeof forecastingSchema>;
export const forecastingResponseSchema = z.object({ data: forecastingSchema });
