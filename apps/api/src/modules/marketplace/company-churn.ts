import type { Db } from '@tranche/db';
import { addDays, addMonths, type IsoDate, monthOf } from '@tranche/domain';
import { kpiPeriodsFromDatabase } from '../analytics/analytics.service';

/** How many whole months of churn an asset's collections forecast reads. */
export const CHURN_HISTORY_MONTHS = 12;

/**
 * A company's gross MRR churn of each of its last whole months, in percent (months without MRR at
 * their start are left out: they have no rate).
 */
export async function monthlyGrossChurn(db: Db, accountId: string, today: IsoDate): Promise<number[]> {
  const thisMonth = monthOf(today);
  const periods = Array.from({ length: CHURN_HISTORY_MONTHS }, (_, n) => {
    const start = addMonths(thisMonth, n - CHURN_HISTORY_MONTHS);
    return { start, end: addDays(addMonths(start, 1), -1) };
  });
  const monthly = await kpiPeriodsFromDatabase(db, { accountId, currency: 'EUR' }, periods);
  return monthly.flatMap((period) =>
    period.mrrChurnRateGross.kind === 'value' ? [period.mrrChurnRateGross.value] : [],
  );
}
