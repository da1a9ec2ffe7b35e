import { isoDateOf } from '@tranche/domain';
import type { Container } from '../container';
import { keepMonthTotals } from '../modules/analytics/month-totals.service';
import { analyticsMonthsJobType } from './analytics-months.job-type';
import { defineJob } from './job';

/** Keeps a company's month totals ready (see analyticsMonthsJobType). Idempotent: a rerun reads them back. */
export const analyticsMonthsJob = defineJob(
  analyticsMonthsJobType,
  async (payload, deps: Pick<Container, 'database'>) => {
    await keepMonthTotals(deps, payload.accountId, isoDateOf(new Date()));
  },
);
