import { z } from 'zod';
import { jobType } from './job';

/**
 * Syncing connections: one (`integrationId`) when it was connected or the user asked, every live
 * one on the schedule so data stays current by itself. One sync per connection at a time.
 */
export const integrationSyncJobType = jobType({
  name: 'integration-sync',
  payload: z.object({ integrationId: z.uuid().optional() }),
  retryLimit: 3,
  policy: 'singleton',
  schedule: '20 */6 * * *',
});

export const integrationSyncKey = (integrationId: string) => `integration-sync:${integrationId}`;
