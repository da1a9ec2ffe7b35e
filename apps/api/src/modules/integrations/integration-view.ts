import type { Integration } from '@tranche/contracts';
import { isoDateOf } from '@tranche/domain';
import type { IntegrationRow } from './integrations.repo';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A connection as the web sees it: never its credentials. */
export const integrationView = (row: IntegrationRow): Integration => ({
  id: row.id,
  type: row.type,
  category: row.category as Integration['category'],
  status: row.status,
  sandbox: row.sandbox,
  vanityUrl: row.vanityUrl,
  connectedAt: iso(row.connectedAt),
  lastSyncedAt: iso(row.lastSyncedAt),
  lastError: row.lastError,
  expiresAt: iso(row.expiresAt),
  syncing: row.syncStartedAt !== null,
  syncProgress: row.syncStartedAt === null ? null : row.syncProgress,
  institutionName: row.institutionName,
  institutionLogo: row.institutionLogo,
  country: row.country,
  transactionTotalDays: row.transactionTotalDays,
  ...(row.type === 'codat'
    ? { companyId: row.externalAccountId, companyConnectionId: row.externalConnectionId }
    : {}),
});

/**
 * What a sandbox generates its company from: the company (seed), so its sandbox bank receives the
 * payments its sandbox billing tool collects, and the day it was connected, so every sync and
 * every invoice PDF of one connection sees the same records.
 */
export const sandboxIdentity = (row: IntegrationRow) => ({
  seed: row.accountId,
  asOf: isoDateOf(row.connectedAt ?? row.createdAt),
});
