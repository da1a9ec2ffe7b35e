import { addDays, type IsoDate } from '../dates/calendar';
import type { RateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { type DayRange, type Granularity, splitRange } from './analytics-periods';
import { CompanySnapshots } from './company-snapshot';
import { type KpiOutcome, percentKpi, quotientKpi, ratioKpi } from './kpi-outcome';
import { fullMonthsBefore, lifetimeValue, type MonthChurn, monthChurn } from './lifetime-value';
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

/**
 * What a period's KPIs are computed from: the stocks on the day before it and on its last day, its
 * movements, and the churn of the full months the LTV looks back over. The pure engine gathers
 * these from in-memory histories; the analytics SQL gathers the same numbers in the database.
 */
export interface PeriodTotals {
  period: DayRange;
  before: { mrr: MinorUnits; customers: number };
  after: {
    mrr: MinorUnits;
    customers: number;
    contributingSubscriptions: number;
    tradableSubscriptions: number;
  };
  movements: { amounts: MrrMovements; counts: MrrMovements };
  /** The {@link LTV_CHURN_MONTHS} full months of {@link ltvChurnMonths}, oldest first. */
  churnMonths: MonthChurn[];
}

/** The full months whose churn the LTV of a period ending on `end` averages. */
export const ltvChurnMonths = (end: IsoDate): DayRange[] => fullMonthsBefore(end, LTV_CHURN_MONTHS);

/** The KPIs of one period from its totals: every KPI formula of a series lives here. */
export function kpiPeriodOf(totals: PeriodTotals): KpiPeriod {
  const { period, before, after } = totals;
  const { amounts, counts } = totals.movements;
  const { customers } = after;
  const startCustomers = before.customers;
  const losses = amounts.churn + amounts.contraction;
  const gains = amounts.new + amounts.expansion + amounts.reactivation;
  const arr = after.mrr * 12;
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
    ltv: lifetimeValue(after.mrr, customers, totals.churnMonths),
    quickRatio: ratioKpi(gains, losses, 'NO_LOSSES'),
    tradableSubscriptions: after.tradableSubscriptions,
  };
}

function periodKpis(snapshots: CompanySnapshots, period: DayRange): KpiPeriod {
  const before = snapshots.on(addDays(period.start, -1));
  const after = snapshots.on(period.end);
  return kpiPeriodOf({
    period,
    before: { mrr: before.mrr, customers: before.mrrByCustomer.size },
    after: {
      mrr: after.mrr,
      customers: after.mrrByCustomer.size,
      contributingSubscriptions: after.contributingSubscriptions,
      tradableSubscriptions: after.tradableSubscriptions,
    },
    movements: classifyMovements(
      before.mrrByCustomer,
      after.mrrByCustomer,
      snapshots.firstActive,
      period.start,
    ),
    churnMonths: ltvChurnMonths(period.end).map((month) => monthChurn(snapshots, month)),
  });
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
