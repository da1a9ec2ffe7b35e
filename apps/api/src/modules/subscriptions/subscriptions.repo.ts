import { type Db, schema } from '@tranche/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { SUBSCRIPTION_INPUT_COLUMNS } from './subscription-columns';

export type SubscriptionRow = typeof schema.subscriptions.$inferSelect;
const { subscriptions: s } = schema;

const scoped = (accountId: string, where: SQL | undefined) => and(eq(s.accountId, accountId), where);

/** One page of a company's subscriptions. */
export async function listSubscriptions(
  db: Db,
  accountId: string,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(s)
    .where(scoped(accountId, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSubscriptions(db: Db, accountId: string, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(s).where(scoped(accountId, where));
  return row?.count ?? 0;
}

export interface SummaryGroup {
  currency: string;
  tradingStatus: string;
  count: number;
  tradable: number;
  expired: number;
  /** MRR of the rows that count now (started, not ended, not paused), minor units. */
  mrr: number;
  tradableMrr: number;
}

/**
 * Counts and MRR per currency and trading status in one pass; `contributes` is the SQL form of
 * packages/domain's contributesToMrr, `tradable`/`expired` those of the list filters.
 */
export async function summariseSubscriptions(
  db: Db,
  accountId: string,
  conditions: { contributes: SQL; tradable: SQL; expired: SQL },
): Promise<SummaryGroup[]> {
  const rows = await db
    .select({
      currency: s.currency,
      tradingStatus: s.tradingStatus,
      count: count(),
      tradable: sql<number>`count(*) filter (where ${conditions.tradable})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${conditions.expired})`.mapWith(Number),
      mrr: sql<number>`coalesce(sum(${s.mrrMinor}) filter (where ${conditions.contributes}), 0)`.mapWith(
        Number,
      ),
      tradableMrr: sql<number>`coalesce(sum(${s.mrrMinor}) filter (where ${conditions.tradable}), 0)`.mapWith(
        Number,
      ),
    })
    .from(s)
    .where(eq(s.accountId, accountId))
    .groupBy(s.currency, s.tradingStatus)
    .orderBy(s.currency, s.tradingStatus);
  return rows;
}

/**
 * Columns a re-import overwrites (same company, source and external id). The trading status is
 * ours, not the source's: a SOLD subscription stays SOLD when its CSV row comes again.
 */
export const REIMPORT_COLUMNS = [
  ...SUBSCRIPTION_INPUT_COLUMNS.filter((column) => column !== 'external_id'),
  'import_id',
] as const;

/** `on conflict … do update set` for a re-import: the new values, and updated_at now. */
export const reimportSet = sql.raw(
  [...REIMPORT_COLUMNS.map((column) => `${column} = excluded.${column}`), 'updated_at = now()'].join(', '),
);

const REIMPORT_SET_VALUES = {
  ...Object.fromEntries(
    Object.entries(s)
      .filter(([, column]) =>
        (REIMPORT_COLUMNS as readonly string[]).includes((column as { name?: string }).name ?? ''),
      )
      .map(([key, column]) => [key, sql.raw(`excluded.${(column as { name: string }).name}`)]),
  ),
  updatedAt: sql`now()`,
};

export type SubscriptionValues = Omit<
  typeof s.$inferInsert,
  'id' | 'accountId' | 'source' | 'tradingStatus' | 'metadata' | 'createdAt' | 'updatedAt'
>;

/** Inserts or updates (same company, source and external id) a few thousand subscriptions. */
export async function upsertSubscriptions(
  db: Db,
  accountId: string,
  source: string,
  values: readonly SubscriptionValues[],
): Promise<void> {
  const CHUNK = 1_000;
  for (let start = 0; start < values.length; start += CHUNK) {
    await db
      .insert(s)
      .values(values.slice(start, start + CHUNK).map((row) => ({ ...row, accountId, source })))
      .onConflictDoUpdate({ target: [s.accountId, s.source, s.externalId], set: REIMPORT_SET_VALUES })
      .execute();
  }
}
