import { type Db, type IntegrationSyncProgress, schema } from '@tranche/db';
import type { BillingInvoice, ProviderPayment } from '@tranche/providers';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

const i = schema.integrations;
export type IntegrationRow = typeof i.$inferSelect;

const live = (accountId: string) => and(eq(i.accountId, accountId), isNull(i.deletedAt));

export interface IntegrationFilter {
  category?: string;
  status?: string;
  types?: string[];
}

/** A company's connections that are not deleted, oldest first. */
export function listIntegrations(db: Db, accountId: string, filter: IntegrationFilter = {}) {
  const conditions: (SQL | undefined)[] = [live(accountId)];
  if (filter.category) conditions.push(eq(i.category, filter.category));
  if (filter.status) conditions.push(eq(i.status, filter.status as IntegrationRow['status']));
  if (filter.types && filter.types.length > 0) conditions.push(inArray(i.type, filter.types));
  return db
    .select()
    .from(i)
    .where(and(...conditions))
    .orderBy(asc(i.createdAt));
}

export async function findIntegration(db: Db, accountId: string, id: string): Promise<IntegrationRow | null> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(live(accountId), eq(i.id, id)));
  return row ?? null;
}

/** The live connection of a provider's account (a webhook names the account, not the company). */
export async function findIntegrationByAccount(db: Db, type: string, externalAccountId: string) {
  const [row] = await db
    .select()
    .from(i)
    .where(and(isNull(i.deletedAt), eq(i.type, type), eq(i.externalAccountId, externalAccountId)));
  return row ?? null;
}

/** Any live integration by id, for the sync job (which runs for every company). */
export async function findLiveIntegrationById(db: Db, id: string): Promise<IntegrationRow | null> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.id, id), isNull(i.deletedAt)));
  return row ?? null;
}

export type NewIntegration = Pick<
  typeof i.$inferInsert,
  | 'accountId'
  | 'type'
  | 'category'
  | 'sandbox'
  | 'credentials'
  | 'externalAccountId'
  | 'expiresAt'
  | 'status'
  | 'vanityUrl'
  | 'institutionId'
  | 'institutionName'
  | 'institutionLogo'
  | 'country'
  | 'transactionTotalDays'
>;

/**
 * Stores a new connection, or answers null when the company already has one of that type (the
 * partial unique index decides, so two requests at once cannot both connect).
 */
export async function insertIntegration(db: Db, values: NewIntegration): Promise<IntegrationRow | null> {
  const [row] = await db
    .insert(i)
    .values({ ...values, connectedAt: sql`now()` })
    // The only unique index besides the id: one live connection per type (per bank for banking).
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Renews a connection's authorisation (reconnect after expiry). */
export async function renewIntegration(
  db: Db,
  id: string,
  values: Pick<NewIntegration, 'credentials' | 'externalAccountId' | 'expiresAt' | 'vanityUrl'>,
) {
  const [row] = await db
    .update(i)
    .set({ ...values, status: 'pending', lastError: null, connectedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(i.id, id))
    .returning();
  return row ?? null;
}

/** Stores a connection's renewed tokens (a refresh), nothing else changed. */
export async function storeCredentials(
  db: Db,
  id: string,
  values: Pick<NewIntegration, 'credentials' | 'expiresAt'>,
) {
  await db
    .update(i)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(i.id, id));
}

export async function updateRaw(db: Db, accountId: string, id: string, raw: Record<string, unknown>) {
  const [row] = await db
    .update(i)
    .set({ raw, updatedAt: sql`now()` })
    .where(and(live(accountId), eq(i.id, id)))
    .returning();
  return row ?? null;
}

/** Notes a bank sync's time, keeping the last day's (the aggregator's reads-a-day limit). */
export async function recordBankSync(db: Db, id: string) {
  await db
    .update(i)
    .set({
      bankSyncTimes: sql`(
        select coalesce(jsonb_agg(t), '[]'::jsonb) from jsonb_array_elements_text(${i.bankSyncTimes}) t
        where t::timestamptz > now() - interval '1 day'
      ) || jsonb_build_array(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    })
    .where(eq(i.id, id));
}

/** Marks a connection deleted and forgets its credentials; its synced records stay. */
export async function deleteIntegration(db: Db, accountId: string, where: SQL) {
  const [row] = await db
    .update(i)
    .set({ deletedAt: sql`now()`, credentials: null, updatedAt: sql`now()` })
    .where(and(live(accountId), where))
    .returning();
  return row ?? null;
}

export const byId = (id: string) => eq(i.id, id);
export const byTypeAndAccount = (type: string, externalAccountId: string) =>
  and(eq(i.type, type), eq(i.externalAccountId, externalAccountId))!;

/**
 * Marks a sync as started. Syncs of one connection run one at a time (the job queue's singleton
 * policy), so a rerun after a crash simply starts again.
 */
export async function startSync(db: Db, id: string) {
  await db
    .update(i)
    .set({
      syncStartedAt: sql`now()`,
      syncProgress: { phase: 'subscriptions', read: 0 },
      updatedAt: sql`now()`,
    })
    .where(eq(i.id, id));
}

/** Every live connection, for the scheduled syncs. */
export async function listLiveIntegrationIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: i.id })
    .from(i)
    .where(and(isNull(i.deletedAt), sql`${i.status} <> 'expired'`));
  return rows.map((row) => row.id);
}

export async function saveProgress(db: Db, id: string, progress: IntegrationSyncProgress) {
  await db.update(i).set({ syncProgress: progress }).where(eq(i.id, id));
}

/** The end of a sync that failed: the reason, and the state the user sees ('try again' or 'expired'). */
export async function failSync(db: Db, id: string, status: 'try again' | 'expired', reason: string) {
  const [row] = await db
    .update(i)
    .set({ status, lastError: reason, syncStartedAt: null, syncProgress: null, updatedAt: sql`now()` })
    .where(eq(i.id, id))
    .returning();
  return row ?? null;
}

/** The end of a good sync, in the transaction that wrote its records. */
export async function finishSync(db: Db, id: string) {
  const [row] = await db
    .update(i)
    .set({
      status: 'active',
      lastError: null,
      lastSyncedAt: sql`now()`,
      syncStartedAt: null,
      syncProgress: { phase: 'done', read: 0 },
      updatedAt: sql`now()`,
    })
    .where(eq(i.id, id))
    .returning();
  return row ?? null;
}

/** Connections whose authorisation has lapsed or lapses within `days` days. */
export function listExpiries(db: Db, accountId: string, days: number) {
  return db
    .select({ id: i.id, type: i.type, status: i.status, expiresAt: i.expiresAt })
    .from(i)
    .where(
      and(
        live(accountId),
        sql`(${i.status} = 'expired' or ${i.expiresAt} < now() + make_interval(days => ${days}))`,
      ),
    )
    .orderBy(asc(i.expiresAt));
}

const CHUNK = 1_000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Upserts synced invoices by the provider's id: a second sync of the same data changes nothing. */
export async function upsertInvoices(
  db: Db,
  target: { accountId: string; integrationId: string; provider: string },
  invoices: readonly BillingInvoice[],
) {
  const p = schema.providerInvoices;
  for (let from = 0; from < invoices.length; from += CHUNK) {
    await db
      .insert(p)
      .values(invoices.slice(from, from + CHUNK).map((invoice) => ({ ...target, ...invoice })))
      .onConflictDoUpdate({
        target: [p.integrationId, p.externalId],
        set: {
          number: sql`excluded.number`,
          customerName: sql`excluded.customer_name`,
          status: sql`excluded.status`,
          totalMinor: sql`excluded.total_minor`,
          amountDueMinor: sql`excluded.amount_due_minor`,
          dueOn: sql`excluded.due_on`,
          paidOn: sql`excluded.paid_on`,
          pdf: sql`excluded.pdf`,
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function upsertPayments(
  db: Db,
  target: { accountId: string; integrationId: string; provider: string },
  payments: readonly ProviderPayment[],
) {
  const p = schema.providerPayments;
  for (let from = 0; from < payments.length; from += CHUNK) {
    await db
      .insert(p)
      .values(
        payments.slice(from, from + CHUNK).map((payment) => ({
          ...target,
          ...payment,
          occurredAt: new Date(payment.occurredAt),
        })),
      )
      .onConflictDoUpdate({
        target: [p.integrationId, p.externalId],
        set: { status: sql`excluded.status`, failureReason: sql`excluded.failure_reason` },
      });
  }
}

/** Records a webhook event id; false when it was recorded before (a duplicate delivery). */
export async function recordProviderEvent(
  db: Db,
  provider: string,
  eventId: string,
  integrationId: string | null,
) {
  const result = await db.execute(sql`
    insert into provider_events (provider, event_id, integration_id) values (${provider}, ${eventId}, ${integrationId})
    on conflict do nothing returning 1 as taken`);
  return rowsOf<{ taken: number }>(result).length > 0;
}
