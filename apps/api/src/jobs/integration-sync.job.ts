import { type SyncDeps, syncIntegration } from '../modules/integrations/integration-sync';
import { listLiveIntegrationIds } from '../modules/integrations/integrations.repo';
import { integrationSyncJobType, integrationSyncKey } from './integration-sync.job-type';
import { defineJob } from './job';

/** Runs one connection's sync, or on the schedule queues one sync per live connection. */
export const integrationSyncJob = defineJob(integrationSyncJobType, async (payload, deps: SyncDeps) => {
  if (payload.integrationId) {
    await syncIntegration(deps, payload.integrationId);
    return;
  }
  for (const integrationId of await listLiveIntegrationIds(deps.database.db)) {
    await deps.jobs.send(
      integrationSyncJobType,
      { integrationId },
      { singletonKey: integrationSyncKey(integrationId) },
    );
  }
});
