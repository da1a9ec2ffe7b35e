import type { Actor } from './actors';

/**
 * Waits until a connection's sync is over, as its screen sees it (GET /api/integrations with
 * `query`): the first one matching `pick` that synced, or that failed ('try again').
 */
export async function settledIntegration(
  actor: Actor,
  query: string,
  pick: (row: { id: string }) => boolean = () => true,
) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const found = (await actor.call('GET', `/api/integrations?${query}`)).json().data.find(pick);
    if (found && !found.syncing && (found.lastSyncedAt !== null || found.status === 'try again'))
      return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the connection (${query}) never finished its sync`);
}
