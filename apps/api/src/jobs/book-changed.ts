import { analyticsMonthsJobType, analyticsMonthsKey } from './analytics-months.job-type';
import type { JobQueue } from './queue';
import { ratingJobType, ratingRecomputeKey } from './rating.job-type';

/**
 * New subscription data (an approved import, a sync) moves the credit rating and the company's KPIs:
 * its rating is recomputed and its month totals are kept ready by their jobs (a rerun changes nothing).
 */
export async function bookChanged(jobs: Pick<JobQueue, 'send'>, accountId: string): Promise<void> {
  await jobs.send(ratingJobType, { accountId }, { singletonKey: ratingRecomputeKey(accountId) });
  await jobs.send(analyticsMonthsJobType, { accountId }, { singletonKey: analyticsMonthsKey(accountId) });
}
