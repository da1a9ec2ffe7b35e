import { ANALYTICS_PERIODS, CURRENCIES, GRANULARITIES, KPI_IDS } from '@tranche/domain';
import { z } from 'zod';
import { singleLineText } from './text';

/**
 * Analytics as the API returns them (spec §7, reference/saas-metrics.md). Money is an integer of
 * minor units of the response's `currency`; dates are `yyyy-mm-dd`; percent and ratio values carry
 * two decimals (12.35 means 12.35 %). A KPI that is not always a number is a `kpiOutcome`.
 */

const isoDate = z.iso.date();
const minor = z.int();

export const granularitySchema = z.enum(GRANULARITIES);
export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS);
export const kpiIdSchema = z.enum(KPI_IDS as [string, ...string[]]);

/** Why a KPI has no number: a zero denominator (undefined) or a data source not connected yet. */
export const kpiOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('value'), value: z.number() }),
  z.object({ kind: z.literal('undefined'), reason: z.string() }),
  z.object({ kind: z.literal('unavailable'), reason: z.string() }),
  z.object({ kind: z.literal('unlimited') }),
]);
export type KpiOutcomeDto = z.infer<typeof kpiOutcomeSchema>;

export const mrrMovementsSchema = z.object({
  new: minor,
  expansion: minor,
  contraction: minor,
  churn: minor,
  reactivation: minor,
});

/** One period of a series: stocks as of `end`, `start…` stocks as of the day before `start`, flows over it. */
export const analyticsPeriodDataSchema = z.object({
  start: isoDate,
  end: isoDate,
  startMrr: minor,
  mrr: minor,
  arr: minor,
  qrr: minor,
  startCustomers: z.int(),
  customers: z.int(),
  activeSubscriptions: z.int(),
  movements: mrrMovementsSchema,
  /** Customers behind each movement. */
  movementCustomers: mrrMovementsSchema,
  netNewMrr: minor,
  mrrGrowth: kpiOutcomeSchema,
  customerChurnRate: kpiOutcomeSchema,
  mrrChurnRateGross: kpiOutcomeSchema,
  mrrChurnRateNet: kpiOutcomeSchema,
  arpa: kpiOutcomeSchema,
  asp: kpiOutcomeSchema,
  acv: kpiOutcomeSchema,
  ltv: kpiOutcomeSchema,
  quickRatio: kpiOutcomeSchema,
  tradableSubscriptions: z.int(),
});
export type AnalyticsPeriodData = z.infer<typeof analyticsPeriodDataSchema>;

/** The cash KPIs: `unavailable` until a bank or accounting connection fills their data. */
export const cashKpisSchema = z.object({
  cashLiquidity: kpiOutcomeSchema,
  monthlyInflow: kpiOutcomeSchema,
  monthlyOutflow: kpiOutcomeSchema,
  monthlyBurn: kpiOutcomeSchema,
  runway: kpiOutcomeSchema,
  debtToAsset: kpiOutcomeSchema,
  grossMargin: kpiOutcomeSchema,
  ltvToCac: kpiOutcomeSchema,
});
export type CashKpisDto = z.infer<typeof cashKpisSchema>;

/**
 * `GET /api/analytics?id_client&interval&start&end&currency` (or `period` instead of start and end).
 * `id_client` is the caller's own company (a client) — any other is refused like every foreign id.
 */
export const analyticsQuerySchema = z.object({
  id_client: z.uuid().optional(),
  interval: granularitySchema.default('month'),
  period: analyticsPeriodSchema.optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  currency: z.enum(CURRENCIES).optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsSeriesSchema = z.object({
  currency: z.enum(CURRENCIES),
  interval: granularitySchema,
  start: isoDate,
  end: isoDate,
  periods: z.array(analyticsPeriodDataSchema),
  cash: cashKpisSchema,
});
export type AnalyticsSeries = z.infer<typeof analyticsSeriesSchema>;
export const analyticsResponseSchema = z.object({ data: analyticsSeriesSchema });

/** `GET /api/analytics/current?timestamps=…&currency`: the KPIs today and at each given day. */
export const analyticsCurrentQuerySchema = z.object({
  timestamps: z.string().optional(),
  currency: z.enum(CURRENCIES).optional(),
});
export const analyticsCurrentResponseSchema = z.object({
  data: z.object({
    currency: z.enum(CURRENCIES),
    now: analyticsPeriodDataSchema,
    at: z.array(analyticsPeriodDataSchema),
    cash: cashKpisSchema,
  }),
});
export type AnalyticsCurrent = z.infer<typeof analyticsCurrentResponseSchema>['data'];

/** `GET /api/currency-exchange?date`: the ECB reference rates used for that day (EUR base). */
export const currencyExchangeResponseSchema = z.object({
  data: z.object({
    base: z.literal('EUR'),
    /** The day asked for. */
    date: isoDate,
    /** The ECB publication day whose rates apply (the last one on or before `date`). */
    publishedOn: isoDate,
    rates: z.record(z.enum(CURRENCIES), z.number().positive()),
  }),
});
export type CurrencyExchange = z.infer<typeof currencyExchangeResponseSchema>['data'];

/** `GET /api/analytics/definitions`: every KPI's unit and definition in English and German. */
export const kpiDefinitionsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: kpiIdSchema,
      unit: z.enum(['money', 'count', 'percent', 'ratio', 'months']),
      nature: z.enum(['stock', 'flow']),
      source: z.enum(['subscriptions', 'bank', 'accounting']),
      en: z.string(),
      de: z.string(),
    }),
  ),
});

/**
 * Days to read KPIs at (`timestamps`): comma-separated `yyyy-mm-dd` days, ISO date-times or epoch
 * milliseconds, each read as its UTC day; at most 50.
 */
export const timestampsSchema = z.string().max(2_000).optional().meta({
  description: 'Comma-separated days (yyyy-mm-dd), ISO date-times or epoch milliseconds',
  example: '2026-01-31,2026-06-30',
});

/**
 * `GET /api/analytics/{id}/tradable`: the tradable subscriptions of the caller's company at each
 * timestamp (today without), for contracts of `trade_length` months, narrowed by the trading
 * filters of the tradable list (billing periods and currencies comma-separated, net amount per
 * billing period above a value in minor units).
 */
export const analyticsTradableQuerySchema = z.object({
  timestamps: timestampsSchema,
  trade_length: z.coerce.number().int().min(1).max(120).default(12),
  currency: z.enum(CURRENCIES).optional(),
  'where[billingPeriod]': z.string().max(20).optional().meta({ example: '1,12' }),
  'where[currency]': z.string().max(30).optional().meta({ example: 'EUR,USD' }),
  'where[amount][gt]': z.coerce.number().int().min(0).optional(),
});
export const analyticsTradablePointSchema = z.object({
  date: isoDate,
  tradableSubscriptions: z.int(),
  /** Their MRR, converted into `currency` at the rate of the day. */
  tradableMrr: minor,
});
export const analyticsTradableResponseSchema = z.object({
  data: z.object({
    currency: z.enum(CURRENCIES),
    tradeLengthMonths: z.int(),
    points: z.array(analyticsTradablePointSchema),
  }),
});
export type AnalyticsTradable = z.infer<typeof analyticsTradableResponseSchema>['data'];

/**
 * `GET /api/analytics/file?exporting=data&filename&jwt`: the series of GET analytics as a CSV
 * file. A browser download cannot send a header, so the id token may come as `jwt` (this route
 * only; it is never written to a log).
 */
export const analyticsFileQuerySchema = analyticsQuerySchema.extend({
  exporting: z.literal('data'),
  filename: singleLineText(120).optional(),
  jwt: z.string().max(8_000).optional(),
});
