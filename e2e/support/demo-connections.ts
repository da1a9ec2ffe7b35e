import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_CLIENT } from './accounts';
import { idTokenFor } from './identity';

/**
 * Waits until the demo client's sandbox bank and books have finished their first sync (jobs the
 * server starts with): a test run first after the server's start would otherwise see them pending.
 */
export async function demoConnectionsSynced(request: APIRequestContext): Promise<void> {
  const headers = {
    authorization: `Bearer ${await idTokenFor(request, DEMO_CLIENT.email, DEMO_CLIENT.password)}`,
  };
  await expect
    .poll(
      async () => {
        const rows = (await (await request.get('/api/integrations', { headers })).json()).data as {
          lastSyncedAt: string | null;
          syncing: boolean;
        }[];
        return rows.length > 0 && rows.every((row) => row.lastSyncedAt !== null && !row.syncing);
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
}
