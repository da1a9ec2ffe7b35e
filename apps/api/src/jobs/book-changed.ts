import { upkeepEmbedded } from '@tranche/db';
import type { Container } from '../container';
import { analyticsMonthsJobType, analyticsMonthsKey } from './analytics-months.job-type';
import { ratingJobType, ratingRecomputeKey } from './rating.job-type';

/**
 * New subscription data (an approved import, a sync) moves the credit rating and the company's KPIs:
 * its rating is recomputed and its month totals are kept ready by their jobs (a rerun changes nothing).
 * First, on the embedded database, which has no autovacuum, the planner learns of the new rows
 * (upkeepEmbedded), so that those jobs and the next requests plan their reads over the book as it is.
 */
export async function bookChanged(
  deps: Pick<Container, 'jobs' | 'database'>,
  accountId: string,
): Promise<void> {
  await upkeepEmbedded(deps.database);
  await deps.jobs.send(ratingJobType, { accountId }, { singletonKey: ratingRecomputeKey(accountId) });
  await deps.jobs.send(
    analyticsMonthsJobType,
    { accountId },
    { singletonKey: analyticsMonthsKey(accountId) },
  );
}
