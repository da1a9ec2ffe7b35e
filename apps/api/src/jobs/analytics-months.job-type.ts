import { z } from 'zod';
import { jobType } from './job';

/**
 * Keeping a company's month totals ready after its book changed (month-totals.service.ts). Apart
 * from its handler so data-changing modules can enqueue it without an import circle.
 */
export const analyticsMonthsJobType = jobType({
  name: 'analytics-months',
  payload: z.object({ accountId: z.uuid() }),
  retryLimit: 2,
  policy: 'singleton',
});

export const analyticsMonthsKey = (accountId: string) => `analytics-months:${accountId}`;
