import { upkeepEmbedded } from '@tranche/db';
import { isoDateOf } from '@tranche/domain';
import type { Container } from '../container';
import { keepMonthTotals } from '../modules/analytics/month-totals.service';
import { analyticsMonthsJobType } from './analytics-months.job-type';
import { defineJob } from './job';

/**
 * Keeps a company's month totals ready (see analyticsMonthsJobType). Idempotent: a rerun reads them back.
 * First, on the embedded database, which has no autovacuum, the planner learns of the book's new rows
 * (upkeepEmbedded): planned blind, each statement over an imported book took several times as long.
 */
export const analyticsMonthsJob = defineJob(
  analyticsMonthsJobType,
  async (payload, deps: Pick<Container, 'database'>) => {
    await upkeepEmbedded(deps.database);
    await keepMonthTotals(deps, payload.accountId, isoDateOf(new Date()));
  },
);
