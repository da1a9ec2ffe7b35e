import type { Actor } from './actors';
import { settledIntegration } from './integration-settled';

/** Connects a sandbox bank for a client as its screens would (consent given) and waits for its first sync. */
export async function connectSandboxBank(actor: Actor, institutionId = 'SANDBOX_DE_1') {
  const created = (
    await actor.call('POST', '/api/integrations', { type: 'nordigen', institutionId, country: 'DE' })
  ).json().data as { id: string };
  await actor.call('PATCH', `/api/nordigen/requisitionPassed/${created.id}`);
  return settledIntegration(actor, 'category=banking', (row) => row.id === created.id);
}
