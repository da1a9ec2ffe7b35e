import { upkeepEmbedded } from '@tranche/db';
import { z } from 'zod';
import type { Container } from '../container';
import { defineJob, jobType } from './job';

/**
 * Every ten minutes, what PostgreSQL's autovacuum would do, on the embedded database, which has none:
 * tables past autovacuum's thresholds are analysed and vacuumed (upkeepEmbedded), so the job queue's
 * and the notifications' churn is reclaimed and the planner knows the tables as they are. A book
 * change does it at once as well (the analytics-months job it enqueues). On PostgreSQL it does nothing.
 */
export const embeddedUpkeepJob = defineJob(
  jobType({
    name: 'embedded-upkeep',
    payload: z.object({}),
    retryLimit: 0,
    policy: 'singleton',
    schedule: '*/10 * * * *',
  }),
  async (_payload, deps: Pick<Container, 'database' | 'logger'>) => {
    const done = await upkeepEmbedded(deps.database);
    if (done.analyzed.length > 0 || done.vacuumed.length > 0)
      deps.logger.info(done, 'embedded database upkeep');
  },
);
