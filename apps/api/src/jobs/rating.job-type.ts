import { z } from 'zod';
import { jobType } from './job';

/**
 * Recomputing credit ratings: one company when its data changed (`accountId`), every approved
 * client on the monthly schedule (the first of each month, after the previous month closed).
 * Apart from its handler so data-changing modules can enqueue it without an import circle.
 */
export const ratingJobType = jobType({
  name: 'rating',
  payload: z.object({ accountId: z.uuid().optional() }),
  retryLimit: 3,
  policy: 'singleton',
  schedule: '15 2 1 * *',
});

/** Asks for a company's rating to be recomputed after its data changed (one queued job per company). */
export const ratingRecomputeKey = (accountId: string) => `rating:${accountId}`;
