import { type Db, schema } from '@tranche/db';
import type { IsoDate } from '@tranche/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { andInShard, type CustomerShard } from '../analytics/customer-shard';

const { ratings, ratingOverrides, subscriptions: s, accounts } = schema;
export type RatingRow = typeof ratings.$inferSelect;
export type RatingOverrideRow = typeof ratingOverrides.$inferSelect;

export interface CustomerSubscription {
  customer: string;
  currency: string;
  mrrMinor: number;
  startDate: IsoDate;
}

/**
 * The company's live subscriptions with MRR on a day (started on or before it, not ended by it,
 * not paused), from the subscriptions as they stand, visible versions only. Used for the
 * concentration, book age and retention factors.
 */
export async function liveSubscriptionsOn(
  db: Db,
  accountId: string,
  day: IsoDate,
  shard?: CustomerShard,
): Promise<CustomerSubscription[]> {
  const rows = await db
    .select({
      customer: s.customerExternalId,
      currency: s.currency,
      mrrMinor: s.mrrMinor,
      startDate: s.startDate,
    })
    .from(s)
    .where(
      and(
        eq(s.accountId, accountId),
        sql`${s.pendingImportId} is null`,
        sql`${s.mrrMinor} > 0`,
        sql`${s.status} <> 'PAUSED'`,
        sql`${s.startDate} <= ${day}`,
        sql`(${s.endDate} is null or ${s.endDate} > ${day}) ${andInShard(sql`${s.customerExternalId}`, shard)}`,
      ),
    );
  return rows.map((row) => ({ ...row, mrrMinor: Number(row.mrrMinor) }));
}

export async function latestRating(db: Db, accountId: string): Promise<RatingRow | undefined> {
  const [row] = await db
    .select()
    .from(ratings)
    .where(eq(ratings.accountId, accountId))
    .orderBy(desc(ratings.computedAt), desc(ratings.id))
    .limit(1);
  return row;
}

export async function ratingHistory(db: Db, accountId: string): Promise<RatingRow[]> {
  return db.select().from(ratings).where(eq(ratings.accountId, accountId)).orderBy(desc(ratings.computedAt));
}

export async function insertRating(db: Db, values: typeof ratings.$inferInsert): Promise<RatingRow> {
  const [row] = await db.insert(ratings).values(values).returning();
  if (!row) throw new Error('Rating not stored');
  return row;
}

export async function latestOverride(db: Db, accountId: string): Promise<RatingOverrideRow | undefined> {
  const [row] = await db
    .select()
    .from(ratingOverrides)
    .where(eq(ratingOverrides.accountId, accountId))
    .orderBy(desc(ratingOverrides.createdAt), desc(ratingOverrides.id))
    .limit(1);
  return row;
}

export async function insertOverride(db: Db, values: typeof ratingOverrides.$inferInsert): Promise<void> {
  await db.insert(ratingOverrides).values(values);
}

/** Approved client companies: whom the monthly run rates. */
export async function approvedClientIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, 'CLIENT'), eq(accounts.reviewStatus, 'APPROVED')));
  return rows.map((row) => row.id);
}
