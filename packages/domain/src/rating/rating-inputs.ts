import { type IsoDate, isoDateToDays } from '../dates/calendar';
import type { CashKpis } from '../kpi/cash-kpis';
import { type KpiOutcome, percentKpi, undefinedKpi } from '../kpi/kpi-outcome';
import type { KpiPeriod } from '../kpi/kpi-series';
import type { MinorUnits } from '../money/money';
import type { RatingInput } from './scorecard';

/** Months the growth and churn factors look back over (marketplace.md). */
export const RATING_LOOKBACK_MONTHS = 6;

const round2 = (value: number) => Math.round(value * 100) / 100;

function lastMonths(periods: readonly KpiPeriod[], months: number): readonly KpiPeriod[] {
  if (periods.length < months) {
    throw new RangeError(`The rating needs ${months} monthly periods, got ${periods.length}`);
  }
  return periods.slice(periods.length - months);
}

/**
 * Compound monthly MRR growth in percent over the last `months` monthly periods:
 * ((MRR at the end ÷ MRR before the first) ^ (1 ÷ months) − 1) × 100. A growth rate is not money,
 * so a float is fine here; it is rounded to two decimals like every percent KPI.
 */
export function compoundMonthlyGrowth(
  monthly: readonly KpiPeriod[],
  months: number = RATING_LOOKBACK_MONTHS,
): KpiOutcome {
  const window = lastMonths(monthly, months);
  const start = window[0]?.startMrr ?? 0;
  const end = window.at(-1)?.mrr ?? 0;
  if (start <= 0) return undefinedKpi('NO_START_MRR');
  return { kind: 'value', value: round2(((end / start) ** (1 / months) - 1) * 100) };
}

/** Mean of a percent KPI over the last `months` monthly periods, over the months where it is defined. */
export function averageMonthlyRate(
  monthly: readonly KpiPeriod[],
  pick: (period: KpiPeriod) => KpiOutcome,
  months: number = RATING_LOOKBACK_MONTHS,
): KpiOutcome {
  const outcomes = lastMonths(monthly, months).map(pick);
  const values = outcomes.flatMap((outcome) => (outcome.kind === 'value' ? [outcome.value] : []));
  if (values.length === 0) return outcomes[0] ?? undefinedKpi('NO_START_MRR');
  return { kind: 'value', value: round2(values.reduce((sum, value) => sum + value, 0) / values.length) };
}

/**
 * Net revenue retention (saas-metrics.md): the MRR now of the customers who had MRR a year ago ÷
 * their MRR then × 100. New customers are left out.
 */
export function netRevenueRetention(
  yearAgo: ReadonlyMap<string, MinorUnits>,
  now: ReadonlyMap<string, MinorUnits>,
): KpiOutcome {
  let before = 0n;
  let after = 0n;
  for (const [customer, mrr] of yearAgo) {
    if (mrr <= 0) continue;
    before += BigInt(mrr);
    after += BigInt(now.get(customer) ?? 0);
  }
  return percentKpi(after, before, 'NO_START_MRR');
}

/** Share of MRR of the `top` largest customers, percent. */
export function topCustomersShare(mrrByCustomer: ReadonlyMap<string, MinorUnits>, top = 10): KpiOutcome {
  const amounts = [...mrrByCustomer.values()].filter((mrr) => mrr > 0).sort((a, b) => b - a);
  const total = amounts.reduce((sum, mrr) => sum + BigInt(mrr), 0n);
  const largest = amounts.slice(0, top).reduce((sum, mrr) => sum + BigInt(mrr), 0n);
  return percentKpi(largest, total, 'NO_CUSTOMERS');
}

/** Average Gregorian month (365.2425 ÷ 12 days), to state an age in days as months. */
const DAYS_PER_MONTH = 365.2425 / 12;

/**
 * MRR-weighted median age in months of the active subscriptions on `day`: the age at which the
 * subscriptions younger or as old hold at least half the MRR.
 */
export function bookAgeMonths(
  active: readonly { mrrMinor: MinorUnits; startDate: IsoDate }[],
  day: IsoDate,
): KpiOutcome {
  const today = isoDateToDays(day);
  const items = active
    .filter((item) => item.mrrMinor > 0)
    .map((item) => ({ age: Math.max(0, today - isoDateToDays(item.startDate)), mrr: item.mrrMinor }))
    .sort((a, b) => a.age - b.age);
  const total = items.reduce((sum, item) => sum + item.mrr, 0);
  if (total === 0) return undefinedKpi('NO_SUBSCRIPTIONS');
  let running = 0;
  for (const item of items) {
    running += item.mrr;
    if (running * 2 >= total) return { kind: 'value', value: round2(item.age / DAYS_PER_MONTH) };
  }
  return undefinedKpi('NO_SUBSCRIPTIONS');
}

/** Failed or unpaid payments ÷ payments due in the window, percent; undefined with nothing due. */
export function paymentFailureRate(failedOrUnpaid: number, due: number): KpiOutcome {
  return percentKpi(failedOrUnpaid, due, 'NO_SUBSCRIPTIONS');
}

export interface RatingKpis {
  /** Monthly KPI periods in EUR, oldest first, at least {@link RATING_LOOKBACK_MONTHS}. */
  monthly: readonly KpiPeriod[];
  netRevenueRetention: KpiOutcome;
  concentration: KpiOutcome;
  bookAge: KpiOutcome;
  paymentReliability: KpiOutcome;
  /** Runway and debt to asset: 'unavailable' until bank and accounting data are connected. */
  cash: Pick<CashKpis, 'runway' | 'debtToAsset'>;
}

/** The scorecard's input from the KPI engine's outcomes (size: ARR of the last month, in EUR). */
export function ratingInputFromKpis(kpis: RatingKpis): RatingInput {
  const last = kpis.monthly.at(-1);
  return {
    growth: compoundMonthlyGrowth(kpis.monthly),
    grossMrrChurn: averageMonthlyRate(kpis.monthly, (period) => period.mrrChurnRateGross),
    netMrrChurn: averageMonthlyRate(kpis.monthly, (period) => period.mrrChurnRateNet),
    netRevenueRetention: kpis.netRevenueRetention,
    concentration: kpis.concentration,
    bookAge: kpis.bookAge,
    paymentReliability: kpis.paymentReliability,
    size: last && last.arr > 0 ? { kind: 'value', value: last.arr } : undefinedKpi('NO_SUBSCRIPTIONS'),
    runway: kpis.cash.runway,
    debtToAsset: kpis.cash.debtToAsset,
  };
}
