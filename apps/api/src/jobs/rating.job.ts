import { z } from 'zod';
import type { Container } from '../container';
import { approvedClientIds } from '../modules/rating/rating.repo';
import { recomputeRating } from '../modules/rating/rating.service';
import { defineJob, jobType } from './job';

export type RatingJobDeps = Pick<Container, 'database' | 'logger'>;

/**
 * Recomputes credit ratings: one company when its data changed (`accountId`), every approved
 * client on the monthly schedule (the first of each month, after the previous month closed).
 * Idempotent: unchanged inputs add no history row.
 */
export const ratingJob = defineJob(
  jobType({
    name: 'rating',
    payload: z.object({ accountId: z.uuid().optional() }),
    retryLimit: 3,
    policy: 'singleton',
    schedule: '15 2 1 * *',
  }),
  async (payload, deps: RatingJobDeps) => {
    const ids = payload.accountId ? [payload.accountId] : await approvedClientIds(deps.database.db);
    for (const accountId of ids) {
      try {
        await recomputeRating(deps, accountId, payload.accountId ? 'data-change' : 'monthly');
      } catch (error) {
        // One company without enough history (or rates) must not stop the monthly run for the others.
        if (payload.accountId) throw error;
        deps.logger.warn({ accountId, err: error }, 'rating not recomputed');
      }
    }
  },
);
