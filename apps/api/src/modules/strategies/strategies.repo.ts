import { type Db, schema } from '@tranche/db';
import { and, asc, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';

const { tradingStrategies: ts, strategyAutoBids: ab, orders, assets, accounts } = schema;
export type StrategyRow = typeof ts.$inferSelect;
export type AutoBidRow = typeof ab.$inferSelect;
export type StrategyValues = Omit<typeof ts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertStrategy(db: Db, values: StrategyValues): Promise<StrategyRow> {
  const [row] = await db.insert(ts).values(values).returning();
  return row!;
}

/** The investor's own strategy (another investor's: undefined, as if it did not exist). */
export async function findStrategy(
  db: Db,
  investorAccountId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StrategyRow | undefined> {
  const query = db
    .select()
    .from(ts)
    .where(and(eq(ts.id, id), eq(ts.investorAccountId, investorAccountId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateStrategy(
  db: Db,
  investorAccountId: string,
  id: string,
  values: Partial<StrategyValues>,
): Promise<StrategyRow | undefined> {
  const [row] = await db
    .update(ts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(ts.id, id), eq(ts.investorAccountId, investorAccountId)))
    .returning();
  return row;
}

export async function deleteStrategy(db: Db, investorAccountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(ts)
    .where(and(eq(ts.id, id), eq(ts.investorAccountId, investorAccountId)))
    .returning({ id: ts.id });
  return rows.length > 0;
}

export function listStrategies(db: Db, investorAccountId: string): Promise<StrategyRow[]> {
  return db.select().from(ts).where(eq(ts.investorAccountId, investorAccountId)).orderBy(desc(ts.createdAt));
}

/**
 * Per strategy: the prices of its live automatic bids (still bidding or accepted; a claim whose
 * order is not written yet counts too) and how many it placed in all.
 */
export async function strategyUsage(
  db: Db,
  strategyIds: readonly string[],
): Promise<Map<string, { usedMinor: number; autoBids: number }>> {
  if (strategyIds.length === 0) return new Map();
  const rows = await db
    .select({
      strategyId: ab.strategyId,
      used: sql<string>`coalesce(sum(${ab.priceMinor}) filter (where ${ab.orderId} is null or ${orders.status} in ('BIDDING', 'ACCEPTED')), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(ab)
    .leftJoin(orders, eq(orders.id, ab.orderId))
    .where(inArray(ab.strategyId, [...strategyIds]))
    .groupBy(ab.strategyId);
  return new Map(rows.map((r) => [r.strategyId, { usedMinor: Number(r.used), autoBids: Number(r.count) }]));
}

/**
 * The strategies in this currency that have not yet bid on this asset, of every investor whose
 * account the operator approved (trading is gated on approval).
 */
export async function strategiesNotYetOn(db: Db, assetId: string, currency: string): Promise<StrategyRow[]> {
  const rows = await db
    .select({ strategy: ts })
    .from(ts)
    .innerJoin(accounts, eq(accounts.id, ts.investorAccountId))
    .where(
      and(
        eq(ts.currency, currency),
        eq(accounts.reviewStatus, 'APPROVED'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ab)
            .where(and(eq(ab.strategyId, ts.id), eq(ab.assetId, assetId))),
        ),
      ),
    )
    .orderBy(asc(ts.createdAt));
  return rows.map((row) => row.strategy);
}

/** OPEN assets on the market, oldest first (optionally of one currency). */
export function openAssets(db: Db, currency?: string) {
  return db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.status, 'OPEN'),
        isNull(assets.deletedAt),
        currency ? eq(assets.currency, currency) : undefined,
      ),
    )
    .orderBy(asc(assets.createdAt), asc(assets.id));
}

/** Whether the investor already has an open bid of its own on the asset (one per investor and asset). */
export async function hasOpenBid(db: Db, investorAccountId: string, assetId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.investorAccountId, investorAccountId),
        eq(orders.assetId, assetId),
        eq(orders.status, 'BIDDING'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims the asset for the strategy: the database's unique (strategy, asset) lets exactly one of
 * concurrent workers through; undefined when it was claimed before.
 */
export async function claimAsset(
  db: Db,
  values: Omit<typeof ab.$inferInsert, 'id' | 'createdAt'>,
): Promise<AutoBidRow | undefined> {
  const [row] = await db
    .insert(ab)
    .values(values)
    .onConflictDoNothing({ target: [ab.strategyId, ab.assetId] })
    .returning();
  return row;
}

export async function setAutoBidOrder(db: Db, id: string, orderId: string): Promise<void> {
  await db.update(ab).set({ orderId }).where(eq(ab.id, id));
}

/** The investor's automatic bids, newest first, with the strategy's name and the order's status. */
export function listAutoBids(db: Db, investorAccountId: string, strategyId?: string) {
  return db
    .select({
      bid: ab,
      strategyName: ts.name,
      currency: ts.currency,
      orderStatus: orders.status,
      orderDeleted: orders.deletedAt,
    })
    .from(ab)
    .innerJoin(ts, eq(ts.id, ab.strategyId))
    .leftJoin(orders, eq(orders.id, ab.orderId))
    .where(
      and(
        eq(ab.investorAccountId, investorAccountId),
        strategyId ? eq(ab.strategyId, strategyId) : undefined,
        or(isNull(ab.orderId), isNull(orders.deletedAt)),
      ),
    )
    .orderBy(desc(ab.createdAt));
}
