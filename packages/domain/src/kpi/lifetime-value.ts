import { addDays, addMonths, firstOfMonth, type IsoDate, parseIsoDate } from '../dates/calendar';
import type { MinorUnits } from '../money/money';
import type { DayRange } from './analytics-periods';
import type { CompanySnapshots } from './company-snapshot';
import { type KpiOutcome, quotientKpi, undefinedKpi } from './kpi-outcome';

/** Customers churned in a month and customers at its start (the day before its first day). */
export interface MonthChurn {
  month: DayRange;
  churned: number;
  startCustomers: number;
}

/**
 * The `count` full calendar months that end on or before `day`, oldest first: if `day` is a
 * month's last day that month is the newest, otherwise the month before.
 */
export function fullMonthsBefore(day: IsoDate, count: number): DayRange[] {
  const civil = parseIsoDate(day);
  if (civil === null) throw new RangeError(`Not an ISO date: ${day}`);
  const monthStart = firstOfMonth(day);
  const newestStart = addDays(addMonths(monthStart, 1), -1) === day ? monthStart : addMonths(monthStart, -1);
  return Array.from({ length: count }, (_, index) => {
    const start = addMonths(newestStart, index - count + 1);
    return { start, end: addDays(addMonths(start, 1), -1) };
  });
}

/** A month's customer churn: customers with MRR the day before it began and none on its last day. */
export function monthChurn(snapshots: CompanySnapshots, month: DayRange): MonthChurn {
  const before = snapshots.on(addDays(month.start, -1)).mrrByCustomer;
  const after = snapshots.on(month.end).mrrByCustomer;
  let churned = 0;
  for (const customer of before.keys()) if (!after.has(customer)) churned += 1;
  return { month, churned, startCustomers: before.size };
}

/**
 * LTV = ARPA ÷ average monthly customer churn rate (as a fraction) of the previous 6 full months
 * (saas-metrics.md). Months without customers at their start have no rate and are left out of
 * the average. Computed exactly, rounded once:
 *   LTV = (MRR ÷ customers) ÷ (Σ churnedᵢ/startᵢ ÷ k) = MRR · k ÷ (customers · Σ churnedᵢ/startᵢ).
 * No gross-margin factor until accounting data gives one.
 */
export function lifetimeValue(mrr: MinorUnits, customers: number, months: readonly MonthChurn[]): KpiOutcome {
  if (customers === 0) return undefinedKpi('NO_CUSTOMERS');
  const rated = months.filter((month) => month.startCustomers > 0);
  if (rated.length === 0) return undefinedKpi('NO_CHURN_HISTORY');
  const denominator = rated.reduce((product, month) => product * BigInt(month.startCustomers), 1n);
  const numerator = rated.reduce(
    (sum, month) => sum + (BigInt(month.churned) * denominator) / BigInt(month.startCustomers),
    0n,
  );
  if (numerator === 0n) return undefinedKpi('NO_CHURN');
  return quotientKpi(
    BigInt(mrr) * BigInt(rated.length) * denominator,
    BigInt(customers) * numerator,
    'NO_CHURN',
  );
}
