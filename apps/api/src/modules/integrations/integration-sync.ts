import type { Db, IntegrationSyncProgress } from '@tranche/db';
import { isoDateOf } from '@tranche/domain';
import {
  type BillingInvoice,
  type BillingSubscription,
  bankSyncAllowed,
  type IntegrationType,
  isIntegrationType,
  openProvider,
  ProviderError,
  type ProviderPayment,
  renewedCredentials,
  requestIntervalMs,
} from '@tranche/providers';
import type { Container } from '../../container';
import { bookChanged } from '../../jobs/book-changed';
import { crashPoint } from '../../lib/crash-point';
import { writeAccountingRead } from '../accounting/accounting.repo';
import { readAccounting } from '../accounting/accounting-sync';
import { writeBankRead } from '../banking/bank.repo';
import { readBank } from '../banking/bank-sync';
import { notifyAccount } from '../notifications/notify';
import { recordCurrentTerms } from '../subscriptions/subscription-history.repo';
import { subscriptionValuesOf } from '../subscriptions/subscription-values';
import { upsertSubscriptions } from '../subscriptions/subscriptions.repo';
import { integrationView, sandboxIdentity } from './integration-view';
import {
  failSync,
  findLiveIntegrationById,
  finishSync,
  type IntegrationRow,
  recordBankSync,
  saveProgress,
  startSync,
  storeCredentials,
  upsertInvoices,
  upsertPayments,
} from './integrations.repo';
import type { ProviderRuntime } from './provider-runtime';
import { readAllPages } from './read-pages';

export type SyncDeps = Pick<Container, 'database' | 'logger' | 'realtime' | 'jobs' | 'env'> & {
  providers: ProviderRuntime;
};

interface SyncedData {
  subscriptions: BillingSubscription[];
  invoices: BillingInvoice[];
  payments: ProviderPayment[];
}

/** What a sync read, and how to write it (inside the sync's one transaction). */
interface SyncRead {
  records: number;
  write(tx: Db): Promise<void>;
  /** New subscription data moves the credit rating. */
  rerate: boolean;
}

export interface SyncOptions {
  sleep?: (ms: number) => Promise<void>;
  backoffBaseMs?: number;
}

/**
 * One sync of one connection: reads everything the provider lists (with retries and within its
 * rate limit, progress pushed to the company's screens), then writes it in one transaction, so a
 * sync that fails or is killed leaves the previous data as it was; the job's rerun starts over and
 * writes the same rows (upserts by the provider's ids). Subscriptions land beside imported ones
 * (source = the provider), with their history of terms.
 */
export async function syncIntegration(deps: SyncDeps, integrationId: string, options: SyncOptions = {}) {
  const { db } = deps.database;
  const row = await findLiveIntegrationById(db, integrationId);
  if (!row || !isIntegrationType(row.type)) return;
  // The scheduled sync of a bank read as often as its aggregator allows today waits for the next.
  if (row.category === 'banking' && !bankSyncAllowed(row.bankSyncTimes, new Date().toISOString())) return;
  await startSync(db, integrationId);
  const push = (integration: IntegrationRow | null) => {
    if (integration) deps.realtime?.toCompany(row.accountId, 'integration', integrationView(integration));
  };
  const progress = async (value: IntegrationSyncProgress) => {
    await saveProgress(db, integrationId, value);
    deps.realtime?.toCompany(row.accountId, 'integration-sync', { id: integrationId, ...value });
  };
  try {
    const data = await readProvider(deps, row, row.type, progress, options);
    await progress({ phase: 'saving', read: data.records });
    const finished = await db.transaction(async (tx) => {
      await data.write(tx);
      return finishSync(tx, integrationId);
    });
    push(finished);
    if (data.rerate) await bookChanged(deps.jobs, row.accountId);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const expired = error instanceof ProviderError && error.expired;
    deps.logger.warn({ integrationId, type: row.type, err: error }, 'integration sync failed');
    const failed = await failSync(db, integrationId, expired ? 'expired' : 'try again', reason);
    push(failed);
    if (failed?.status === 'expired' && row.status !== 'expired') await tellExpired(deps, failed);
  }
}

/** The company learns that a connection expired (its consent lapsed or was withdrawn): it must reconnect. */
async function tellExpired(deps: SyncDeps, row: IntegrationRow) {
  await notifyAccount(deps, {
    accountId: row.accountId,
    type: 'INTEGRATION_EXPIRED',
    externalId: `${row.id}@${row.updatedAt.toISOString()}`,
    payload: { integrationId: row.id, type: row.type, category: row.category },
  });
}

/**
 * Invoices and payments change little once they are a few weeks old (an open invoice is paid,
 * a charge refunded): a sync after a good one reads only what was created since it, with this
 * overlap, and the first sync reads everything. Subscriptions are always read whole.
 */
export const SYNC_OVERLAP_DAYS = 35;

const sinceOf = (row: IntegrationRow): string | null =>
  row.lastSyncedAt === null
    ? null
    : new Date(row.lastSyncedAt.getTime() - SYNC_OVERLAP_DAYS * 86_400_000).toISOString();

async function readProvider(
  deps: SyncDeps,
  row: IntegrationRow,
  type: IntegrationType,
  progress: (value: IntegrationSyncProgress) => Promise<void>,
  options: SyncOptions,
): Promise<SyncRead> {
  const credentials = await currentCredentials(deps, row, type);
  const opened = {
    credentials,
    ...sandboxIdentity(row),
    onSkip: (record: { kind: string; externalId: string; reason: string }) =>
      deps.logger.info({ integrationId: row.id, ...record }, 'provider record left out'),
  };
  const read = { minIntervalMs: requestIntervalMs(type, deps.providers.settings), ...options };
  let before = 0;
  const reader =
    (phase: IntegrationSyncProgress['phase']) =>
    <T>(fetchPage: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>) =>
      readAllPages(fetchPage, { ...read, onPage: (n) => progress({ phase, read: before + n }) }).then(
        (items) => {
          before += items.length;
          return items;
        },
      );
  const provider = openProvider(type, deps.providers.settings, opened);
  const since = sinceOf(row);
  if (provider.kind === 'banking') {
    const reads = await readBank(provider, row, (phase, fetchPage) => reader(phase)(fetchPage));
    const target = { accountId: row.accountId, integrationId: row.id, bankName: row.institutionName };
    return {
      records: reads.reduce((sum, one) => sum + one.transactions.length, 0),
      write: async (tx) => {
        await writeBankRead(tx, target, reads);
        await recordBankSync(tx, row.id);
      },
      rerate: false,
    };
  }
  if (provider.kind === 'accounting' || provider.kind === 'unified') {
    const books = await readAccounting(provider, isoDateOf(new Date()), {
      reports: (read) => progress({ phase: 'reports', read }),
      invoices: (fetchPage) => reader('invoices')(fetchPage),
    });
    const target = { accountId: row.accountId, integrationId: row.id, provider: row.type };
    return {
      records: books.lines.length + 1 + books.invoices.length,
      write: async (tx) => {
        await writeAccountingRead(tx, target, books);
        await upsertInvoices(tx, target, books.invoices);
      },
      // The books' balance sheet and profit and loss move the rating (debt to asset, burn).
      rerate: true,
    };
  }
  const data: SyncedData =
    provider.kind === 'billing'
      ? {
          subscriptions: await reader('subscriptions')((cursor) => provider.subscriptions(cursor)),
          invoices: await reader('invoices')((cursor) => provider.invoices(cursor, since)),
          payments: await reader('payments')((cursor) => provider.payments(cursor, since)),
        }
      : {
          subscriptions: [],
          invoices: [],
          payments: await reader('payments')((cursor) => provider.transactions(cursor, since)),
        };
  return {
    records: data.subscriptions.length + data.invoices.length + data.payments.length,
    write: (tx) => writeProviderData(deps, tx, row, data),
    rerate: data.subscriptions.length > 0,
  };
}

/**
 * The connection's credentials, renewed first when its access token lapses soon; the renewed
 * ones are sealed and stored at once (a refresh token is often good for one use only).
 */
async function currentCredentials(deps: SyncDeps, row: IntegrationRow, type: IntegrationType) {
  if (row.credentials === null) return null;
  const credentials = deps.providers.unseal(row.credentials);
  const renewed = await renewedCredentials(type, deps.providers.settings, credentials);
  if (renewed === null) return credentials;
  await storeCredentials(deps.database.db, row.id, {
    credentials: deps.providers.seal(renewed),
    expiresAt: renewed.expiresAt === null ? null : new Date(renewed.expiresAt),
  });
  return renewed;
}

/** Subscriptions beside imported ones (source = the provider) with their terms, invoices, payments. */
async function writeProviderData(deps: SyncDeps, tx: Db, row: IntegrationRow, data: SyncedData) {
  const target = { accountId: row.accountId, integrationId: row.id, provider: row.type };
  await upsertSubscriptions(
    tx,
    row.accountId,
    row.type,
    data.subscriptions.map((item) => subscriptionValuesOf(item, item.vatPercent)),
  );
  // A power cut here (mid-transaction) must leave the previous sync's data as it was.
  crashPoint(deps.env.CRASH_AT, 'integration-sync:written');
  await recordCurrentTerms(tx, row.accountId, row.type, isoDateOf(new Date()));
  await upsertInvoices(tx, target, data.invoices);
  await upsertPayments(tx, target, data.payments);
}
