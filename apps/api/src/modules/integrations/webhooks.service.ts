import type { Container } from '../../container';
import { findIntegrationByAccount, recordProviderEvent } from './integrations.repo';
import { queueSync } from './integrations.service';

/**
 * A verified Stripe event: recorded by its id (a second delivery of it changes nothing), then the
 * connection of its account syncs. The event's own data is not applied: the sync reads the
 * current state, so events arriving out of order cannot leave an older one standing.
 */
export async function takeStripeEvent(
  deps: Pick<Container, 'database' | 'jobs'>,
  event: { id: string; type: string; account: string | null },
): Promise<{ duplicate: boolean; syncing: boolean }> {
  const { db } = deps.database;
  const integration = event.account ? await findIntegrationByAccount(db, 'stripe', event.account) : null;
  const taken = await recordProviderEvent(db, 'stripe', event.id, integration?.id ?? null);
  if (!taken) return { duplicate: true, syncing: false };
  if (integration === null || integration.status === 'expired') return { duplicate: false, syncing: false };
  await queueSync(deps, integration.id);
  return { duplicate: false, syncing: true };
}
