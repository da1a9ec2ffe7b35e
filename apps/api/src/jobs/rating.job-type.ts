import { z } from 'zod';
import { jobType } from './job';

/**
 * Recomputing credit ratings: one company (`accountId`), or every approved client on the monthly
 * schedule (the first of each month, after the previous month closed). Apart from its handler so
 * other modules can enqueue it without an import circle. Not yet enqueued on each approved
 * import: over 25,000 subscriptions its KPI reads held the server's other answers for 3–4 s.
 */
export const ratingJobType = jobType({
  name: 'rating',
  payload: z.object({ accountId: z.uuid().optional() }),
  retryLimit: 3,
  policy: 'singleton',
  schedule: '15 2 1 * *',
});
