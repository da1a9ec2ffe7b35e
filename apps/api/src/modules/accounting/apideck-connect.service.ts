import type { Integration } from '@tranche/contracts';
import { connectorFor } from '@tranche/providers';
import { notFound } from '../../lib/app-error';
import { listIntegrations } from '../integrations/integrations.repo';
import type { IntegrationDeps } from '../integrations/integrations.service';
import { setExternalAccount } from './accounting.repo';
import { atAggregator, completeLink, linkableConnection, linkOf, sandboxLink } from './accounting-link';

const TYPE = 'apideck';

function vaultConnector(deps: IntegrationDeps) {
  const connector = connectorFor(TYPE, deps.providers.settings);
  return connector?.style === 'vaultSession' ? connector : null;
}

/**
 * `POST apideck/session`: the unified API's vault session for the company (its consumer id there
 * is the company's account id), with the pending connection it completes; the sandbox's own page
 * stands in for the vault while the keys are not configured.
 */
export async function startApideckSession(deps: IntegrationDeps, accountId: string) {
  const row = await linkableConnection(deps, accountId, TYPE, accountId);
  if (row.externalAccountId !== accountId) await setExternalAccount(deps.database.db, row.id, accountId);
  const connector = vaultConnector(deps);
  if (connector === null)
    return { sessionUrl: `/integrations/consent?${new URLSearchParams({ type: TYPE, apideck: row.id })}` };
  const back = `${deps.env.PUBLIC_URL}/settings/integrations?${new URLSearchParams({ apideck: row.id })}`;
  return atAggregator(() => connector.createSession(accountId, back));
}

/**
 * `GET apideck/connect`: back from the vault; the consumer's authorised accounting connection
 * activates the company's connection and its first sync starts. No session started: 404; none
 * authorised (or the vault's `error`): 'Failed to connect accounting manager!'.
 */
export async function apideckConnect(
  deps: IntegrationDeps,
  accountId: string,
  error: string | undefined,
): Promise<Integration> {
  const [row] = await listIntegrations(deps.database.db, accountId, { types: [TYPE] });
  if (!row) throw notFound('No vault session was started.');
  const connector = vaultConnector(deps);
  return completeLink(deps, row, {
    error,
    found: async () => {
      if (connector === null) return sandboxLink(row);
      const connection = await connector.connection(accountId);
      return connection === null ? null : linkOf(connection);
    },
  });
}
