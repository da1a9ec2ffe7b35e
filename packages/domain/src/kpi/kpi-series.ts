import { addDays, type IsoDate } from '../dates/calendar';
import type { RateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { type DayRange, type Granularity, splitRange } from './analytics-periods';
import { CompanySnapshots } from './company-snapshot';
import { type KpiOutcome, percentKpi, quotientKpi, ratioKpi } from './kpi-outcome';
import { fullMonthsBefore, lifetimeValue, monthChurn } from './lifetime-value';
import { classifyMovements, type MrrMovements, netNewMrr } from './mrr-movements';
import type { SubscriptionHistory } from './subscription-history';

/** Default contract length a subscription must outlast to be tradable (spec §9). */
export const DEFAULT_TRADE_LENGTH_MONTHS = 12;

export interface KpiSeriesInput {
  subscriptions: readonly SubscriptionHistory[];
  /** Every amount is converted into this currency at the rate of its day. */
  currency: Currency;
  range: DayRange;
  granularity: Granularity;
  rates: RateTable;
  tradeLengthMonths?: number;
}

/**
 * The KPIs of one period. Stocks are as of `end` (its last day), the `start…` stocks as of the day
 * before `start`; flows are over the period. Money in minor units of the series' currency.
 */
export interface KpiPeriod {
  start: IsoDate;
  end: IsoDate;
  startMrr: MinorUnits;
  mrr: MinorUnits;
  arr: MinorUnits;
  qrr: MinorUnits;
  startCustomers: number;
  customers: number;
  /** Subscriptions (contracts) with MRR > 0. */
  activeSubscriptions: number;
  movements: MrrMovements;
  /** Customers behind each movement. */
  movementCustomers: MrrMovements;
  netNewMrr: MinorUnits;
  mrrGrowth: KpiOutcome;
  customerChurnRate: KpiOutcome;
  mrrChurnRateGross: KpiOutcome;
  mrrChurnRateNet: KpiOutcome;
  arpa: KpiOutcome;
  asp: KpiOutcome;
  acv: KpiOutcome;
  ltv: KpiOutcome;
  quickRatio: KpiOutcome;
  tradableSubscriptions: number;
}

export interface KpiSeries {
  currency: Currency;
  granularity: Granularity;
  periods: KpiPeriod[];
}

/** How many full months the LTV's average churn looks back over (saas-metrics.md). */
const LTV_CHURN_MONTHS = 6;

function periodKpis(snapshots: CompanySnapshots, period: DayRange): KpiPeriod {
  const before = snapshots.on(addDays(period.start, -1));
  const after = snapshots.on(period.end);
  const { amounts, counts } = classifyMovements(
    before.mrrByCustomer,
    after.mrrByCustomer,
    snapshots.firstActive,
    period.start,
  );
  const customers = after.mrrByCustomer.size;
  const startCustomers = before.mrrByCustomer.size;
  const losses = amounts.churn + amounts.contraction;
  const gains = amounts.new + amounts.expansion + amounts.reactivation;
  const arr = after.mrr * 12;
  const churnMonths = fullMonthsBefore(period.end, LTV_CHURN_MONTHS).map((month) =>
    monthChurn(snapshots, month),
  );
  return {
    start: period.start,
    end: period.end,
    startMrr: before.mrr,
    mrr: after.mrr,
    arr,
    qrr: after.mrr * 3,
    startCustomers,
    customers,
    activeSubscriptions: after.contributingSubscriptions,
    movements: amounts,
    movementCustomers: counts,
    netNewMrr: netNewMrr(amounts),
    mrrGrowth: percentKpi(after.mrr - before.mrr, before.mrr, 'NO_START_MRR'),
    customerChurnRate: percentKpi(counts.churn, startCustomers, 'NO_START_CUSTOMERS'),
    mrrChurnRateGross: percentKpi(losses, before.mrr, 'NO_START_MRR'),
    mrrChurnRateNet: percentKpi(
      losses - amounts.expansion - amounts.reactivation,
      before.mrr,
      'NO_START_MRR',
    ),
    arpa: quotientKpi(after.mrr, customers, 'NO_CUSTOMERS'),
    asp: quotientKpi(amounts.new, counts.new, 'NO_NEW_CUSTOMERS'),
    acv: quotientKpi(arr, after.contributingSubscriptions, 'NO_SUBSCRIPTIONS'),
    ltv: lifetimeValue(after.mrr, customers, churnMonths),
    quickRatio: ratioKpi(gains, losses, 'NO_LOSSES'),
    tradableSubscriptions: after.tradableSubscriptions,
  };
}

/**
 * The KPI series of a company over a range, one period per day, ISO week, month or quarter (the
 * first and last cut to the range). Consecutive periods chain (one's `mrr` is the next one's
 * `startMrr`), and in every period startMrr + netNewMrr = mrr to the cent.
 */
export function computeKpiSeries(input: KpiSeriesInput): KpiSeries {
  const snapshots = new CompanySnapshots(
    input.subscriptions,
    input.currency,
    input.rates,
    input.tradeLengthMonths ?? DEFAULT_TRADE_LENGTH_MONTHS,
  );
  return {
    currency: input.currency,
    granularity: input.granularity,
    periods: splitRange(input.range, input.granularity).map((period) => periodKpis(snapshots, period)),
  };
}

/** The stocks at single moments (GET analytics/current?timestamps): each day as a one-day period. */
export function computeKpisAt(
  input: Omit<KpiSeriesInput, 'range' | 'granularity'>,
  days: readonly IsoDate[],
): KpiPeriod[] {
  const snapshots = new CompanySnapshots(
    input.subscriptions,
    input.currency,
    input.rates,
    input.tradeLengthMonths ?? DEFAULT_TRADE_LENGTH_MONTHS,
  );
  return days.map((day) => periodKpis(snapshots, { start: day, end: day }));
}
