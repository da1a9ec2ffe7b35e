import {
  addDays,
  addMonths,
  type Currency,
  firstOfMonth,
  type IsoDate,
  isCurrency,
  splitRange,
} from '@tranche/domain';
import type { Container } from '../../container';
import { findAccount } from '../accounts/accounts.repo';
import { kpiPeriodsFromDatabase } from './analytics.service';
import { backgroundShards } from './background-reading';

/** How many whole months back are kept ready: Observe's longest period, two years, with a year to spare. */
export const KEPT_MONTHS = 36;

/**
 * Computes and keeps a company's month totals for the last {@link KEPT_MONTHS} whole months before
 * `today`, in euros (the rating's currency) and in the company's own currency, so that the first
 * read of its KPIs after an import or sync finds them ready instead of reading the whole history.
 */
export async function keepMonthTotals(
  deps: Pick<Container, 'database'>,
  accountId: string,
  today: IsoDate,
): Promise<void> {
  const { db } = deps.database;
  const account = await findAccount(db, accountId);
  if (!account) return;
  const own = account.selfAssessmentCurrency;
  const currencies = new Set<Currency>(['EUR', ...(own && isCurrency(own) ? [own] : [])]);
  const thisMonth = firstOfMonth(today);
  const months = splitRange(
    { start: addMonths(thisMonth, -KEPT_MONTHS), end: addDays(thisMonth, -1) },
    'month',
  );
  const customerShards = await backgroundShards(deps.database, accountId);
  for (const currency of currencies)
    await kpiPeriodsFromDatabase(db, { accountId, currency }, months, { customerShards });
}
