import { randomBytes } from 'node:crypto';
import type { Integration } from '@tranche/contracts';
import { connectorFor, type IntegrationType, isSandbox, kindOf, ProviderError } from '@tranche/providers';
import type { Container } from '../../container';
import { integrationSyncJobType, integrationSyncKey } from '../../jobs/integration-sync.job-type';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { notifyAccount } from '../notifications/notify';
import { integrationView } from './integration-view';
import {
  byId,
  byTypeAndAccount,
  deleteIntegration,
  findIntegration,
  type IntegrationFilter,
  insertIntegration,
  listExpiries,
  listIntegrations,
  renewIntegration,
  updateRaw,
} from './integrations.repo';
import type { ProviderRuntime } from './provider-runtime';

export type IntegrationDeps = Pick<Container, 'database' | 'jobs' | 'realtime' | 'env'> & {
  providers: ProviderRuntime;
};

export const ONE_PER_TYPE_MESSAGE = 'Only one connection per integration type is allowed.';
export const CODE_REQUIRED_MESSAGE = 'Required field authorizationCode';
/** Connections whose authorisation lapses within this many days are listed as expiring. */
export const EXPIRY_WARNING_DAYS = 14;

/** Where the provider (or the sandbox's consent page) sends the browser back to. */
const callbackUrl = (deps: IntegrationDeps, type: IntegrationType) =>
  `${deps.env.PUBLIC_URL}/settings/integrations?connect=${type}`;

/**
 * The consent page to send the browser to: the provider's own, or, while its keys are not
 * configured, the sandbox's local page where any authorisation connects.
 */
export function authorization(deps: IntegrationDeps, type: IntegrationType) {
  const state = randomBytes(18).toString('base64url');
  const connector = connectorFor(type, deps.providers.settings);
  if (connector === null) {
    const query = new URLSearchParams({ type, state });
    // Relative: the sandbox's page is part of this app, whichever address the browser uses.
    return { url: `/integrations/consent?${query}`, state, sandbox: true };
  }
  return { url: connector.authorizationUrl(state, callbackUrl(deps, type)), state, sandbox: false };
}

async function credentialsFor(deps: IntegrationDeps, type: IntegrationType, code: string) {
  const connector = connectorFor(type, deps.providers.settings);
  if (connector === null) return { credentials: null, externalAccountId: `sandbox_${type}`, expiresAt: null };
  try {
    const credentials = await connector.exchangeCode(code, callbackUrl(deps, type));
    return {
      credentials: deps.providers.seal(credentials),
      externalAccountId: credentials.externalAccountId,
      expiresAt: credentials.expiresAt === null ? null : new Date(credentials.expiresAt),
    };
  } catch (error) {
    if (error instanceof ProviderError) throw badRequest('PROVIDER_REFUSED', error.message);
    throw error;
  }
}

/**
 * `POST integrations`: connects a provider with the code its consent page returned (the sandbox
 * takes any code), or renews an expired connection of that type. Only one connection per type;
 * the first sync starts at once.
 */
export async function connectIntegration(
  deps: IntegrationDeps,
  accountId: string,
  body: { type: IntegrationType; authorizationCode?: string },
): Promise<Integration> {
  const { db } = deps.database;
  if (!body.authorizationCode) throw badRequest('VALIDATION', CODE_REQUIRED_MESSAGE);
  const [existing] = await listIntegrations(db, accountId, { types: [body.type] });
  if (existing && existing.status !== 'expired') throw conflict('INTEGRATION_EXISTS', ONE_PER_TYPE_MESSAGE);
  const authorised = await credentialsFor(deps, body.type, body.authorizationCode);
  const row = existing
    ? await renewIntegration(db, existing.id, authorised)
    : await insertIntegration(db, {
        accountId,
        type: body.type,
        category: kindOf(body.type),
        sandbox: isSandbox(body.type, deps.providers.settings),
        status: 'pending',
        ...authorised,
      });
  if (!row) throw conflict('INTEGRATION_EXISTS', ONE_PER_TYPE_MESSAGE);
  if (!existing) {
    await notifyAccount(deps, {
      accountId,
      type: 'NEW_INTEGRATION',
      externalId: row.id,
      payload: { integrationId: row.id, type: row.type, category: row.category },
    });
  }
  await queueSync(deps, row.id);
  return integrationView(row);
}

export async function queueSync(deps: Pick<IntegrationDeps, 'jobs'>, integrationId: string) {
  await deps.jobs.send(
    integrationSyncJobType,
    { integrationId },
    { singletonKey: integrationSyncKey(integrationId) },
  );
}

export async function integrationsOf(deps: IntegrationDeps, accountId: string, filter: IntegrationFilter) {
  return (await listIntegrations(deps.database.db, accountId, filter)).map(integrationView);
}

export async function patchIntegration(
  deps: IntegrationDeps,
  accountId: string,
  id: string,
  raw: Record<string, unknown>,
) {
  const row = await updateRaw(deps.database.db, accountId, id, raw);
  if (!row) throw notFound();
  return integrationView(row);
}

/** Deletes a connection (by id, or the card-payment provider's by type and its account id). */
export async function removeIntegration(
  deps: IntegrationDeps,
  accountId: string,
  which: { id: string } | { type: string; integrationNameId: string },
) {
  const where = 'id' in which ? byId(which.id) : byTypeAndAccount(which.type, which.integrationNameId);
  const row = await deleteIntegration(deps.database.db, accountId, where);
  if (!row) throw notFound();
  deps.realtime?.toCompany(accountId, 'integration', { ...integrationView(row), deleted: true });
  return integrationView(row);
}

/** `POST integrations/sync` and `POST subscriptions/sync`: queues a sync of the company's connections. */
export async function requestSync(
  deps: IntegrationDeps,
  accountId: string,
  which: { type?: string; category?: string; id?: string },
): Promise<Integration[]> {
  const { db } = deps.database;
  const rows = which.id
    ? [await findIntegration(db, accountId, which.id)].filter((row) => row !== null)
    : await listIntegrations(db, accountId, {
        ...(which.type ? { types: [which.type] } : {}),
        ...(which.category ? { category: which.category } : {}),
      });
  if (rows.length === 0) throw notFound('No such integration');
  const expired = rows.find((row) => row.status === 'expired');
  if (expired && rows.length === 1)
    throw new AppError(409, 'INTEGRATION_EXPIRED', 'This connection has expired: reconnect it first.');
  for (const row of rows) if (row.status !== 'expired') await queueSync(deps, row.id);
  return rows.map(integrationView);
}

export async function expiriesOf(deps: IntegrationDeps, accountId: string) {
  const rows = await listExpiries(deps.database.db, accountId, EXPIRY_WARNING_DAYS);
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt?.toISOString() ?? null }));
}
