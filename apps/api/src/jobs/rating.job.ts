import type { Container } from '../container';
import { approvedClientIds } from '../modules/rating/rating.repo';
import { recomputeRating } from '../modules/rating/rating.service';
import { defineJob } from './job';
import { ratingJobType } from './rating.job-type';

export type RatingJobDeps = Pick<Container, 'database' | 'logger'>;

/** Recomputes credit ratings (see ratingJobType). Idempotent: unchanged inputs add no history row. */
export const ratingJob = defineJob(ratingJobType, async (payload, deps: RatingJobDeps) => {
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
});
