import type { Integration } from '@tranche/contracts';
import {
  type IntegrationType,
  isSandbox,
  kindOf,
  type ProviderCredentials,
  ProviderError,
} from '@tranche/providers';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { integrationView } from '../integrations/integration-view';
import {
  findIntegration,
  type IntegrationRow,
  insertIntegration,
  listIntegrations,
} from '../integrations/integrations.repo';
import { type IntegrationDeps, ONE_PER_TYPE_MESSAGE, queueSync } from '../integrations/integrations.service';
import { notifyAccount } from '../notifications/notify';
import { abandonLink, activateAccounting } from './accounting.repo';

/** Spec §8's text for an accounting connection that did not come about. */
export const ACCOUNTING_FAILED_MESSAGE = 'Failed to connect accounting manager!';

export const accountingFailed = () => badRequest('ACCOUNTING_FAILED', ACCOUNTING_FAILED_MESSAGE);

/** The aggregator failing to start a link (down, refusing Tranche's keys): told in the spec's words. */
export async function atAggregator<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError(502, 'ACCOUNTING_FAILED', ACCOUNTING_FAILED_MESSAGE);
    throw error;
  }
}

/**
 * The connection of a type a link starts from: the company's pending or expired one (kept, linked
 * anew), else a new pending one. A connection that is linked and not expired is the one allowed.
 */
export async function linkableConnection(
  deps: IntegrationDeps,
  accountId: string,
  type: IntegrationType,
  externalAccountId: string | null,
): Promise<IntegrationRow> {
  const { db } = deps.database;
  const [existing] = await listIntegrations(db, accountId, { types: [type] });
  if (existing && existing.externalConnectionId !== null && existing.status !== 'expired')
    throw conflict('INTEGRATION_EXISTS', ONE_PER_TYPE_MESSAGE);
  if (existing) return existing;
  const row = await insertIntegration(db, {
    accountId,
    type,
    category: kindOf(type),
    sandbox: isSandbox(type, deps.providers.settings),
    status: 'pending',
    credentials: null,
    externalAccountId,
    expiresAt: null,
  });
  if (!row) throw conflict('INTEGRATION_EXISTS', ONE_PER_TYPE_MESSAGE);
  return row;
}

/** The company's connection of a type by id; 404 for another company's or another type's. */
export async function connectionOf(
  deps: IntegrationDeps,
  accountId: string,
  type: IntegrationType,
  id: string,
) {
  const row = await findIntegration(deps.database.db, accountId, id);
  if (!row || row.type !== type) throw notFound();
  return row;
}

/** What a completed link gives: the aggregator's connection and its authorisation (none in a sandbox). */
export interface LinkedConnection {
  connectionId: string;
  credentials: ProviderCredentials | null;
}

/** A sandbox's link: its connection is the company's generated books, no authorisation to keep. */
export const sandboxLink = (row: IntegrationRow): LinkedConnection => ({
  connectionId: `sandbox_${row.type}_${row.id}`,
  credentials: null,
});

/** The aggregator's answer as a link: its connection id beside the credentials to seal. */
export const linkOf = ({
  connectionId,
  ...credentials
}: ProviderCredentials & { connectionId: string }): LinkedConnection => ({ connectionId, credentials });

/**
 * After the user came back from the link page or vault: the aggregator's answer (`found`: null
 * or refused when nothing was linked there) activates the connection and starts its first sync;
 * when the page reported an error or nothing was linked, the link is abandoned (see abandonLink)
 * and the user told so in the spec's words. The first link of a connection is announced
 * (NEW_INTEGRATION), as every new connection is.
 */
export async function completeLink(
  deps: IntegrationDeps,
  row: IntegrationRow,
  outcome: { error?: string | undefined; found: () => Promise<LinkedConnection | null> },
): Promise<Integration> {
  const { db } = deps.database;
  let found: LinkedConnection | null = null;
  if (outcome.error === undefined) {
    try {
      found = await outcome.found();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
    }
  }
  if (found === null) {
    await abandonLink(db, row, ACCOUNTING_FAILED_MESSAGE);
    throw accountingFailed();
  }
  const { credentials } = found;
  const updated = await activateAccounting(db, row.id, {
    credentials: credentials === null ? null : deps.providers.seal(credentials),
    externalConnectionId: found.connectionId,
    expiresAt: credentials?.expiresAt ? new Date(credentials.expiresAt) : null,
  });
  if (row.externalConnectionId === null) {
    await notifyAccount(deps, {
      accountId: row.accountId,
      type: 'NEW_INTEGRATION',
      externalId: row.id,
      payload: { integrationId: row.id, type: row.type, category: row.category },
    });
  }
  await queueSync(deps, row.id);
  return integrationView(updated);
}
