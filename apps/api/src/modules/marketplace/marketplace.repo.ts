import { type Db, schema } from '@tranche/db';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';

const { assets, assetSubscriptions, orders, assetPayments, subscriptions: s, accounts, profiles } = schema;
export type AssetRow = typeof assets.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type AssetPaymentRow = typeof assetPayments.$inferSelect;
export type SubscriptionRow = typeof s.$inferSelect;

/** Serialises a client's asset creations (its trade limit is checked against what is committed). */
export async function lockAccount(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`select id from ${accounts} where id = ${accountId} for update`);
}

/** The company's visible subscriptions with these ids, locked for the transaction (unless a read). */
export async function lockCompanySubscriptions(
  db: Db,
  accountId: string,
  ids: readonly string[],
  options: { lock: boolean } = { lock: true },
): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(s)
    .where(and(eq(s.accountId, accountId), inArray(s.id, [...ids]), isNull(s.pendingImportId)))
    .orderBy(asc(s.id));
  return options.lock ? query.for('update') : query;
}

/** The company's tradable subscriptions (both statuses AVAILABLE, not ended): the trade limit's base. */
export function tradableSubscriptions(db: Db, accountId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(s)
    .where(
      and(
        eq(s.accountId, accountId),
        isNull(s.pendingImportId),
        eq(s.status, 'AVAILABLE'),
        eq(s.tradingStatus, 'AVAILABLE'),
        sql`(${s.endDate} is null or ${s.endDate} > current_date)`,
      ),
    );
}

/** Face value still committed per currency: open assets' face plus completed assets' unpaid rates. */
export async function committedFaceByCurrency(db: Db, accountId: string): Promise<Map<string, number>> {
  const rows = await db.execute(sql`
    select currency, sum(amount)::text as amount from (
      select currency, face_minor as amount from ${assets}
        where account_id = ${accountId} and status = 'OPEN' and deleted_at is null
      union all
      select currency, rate_minor from ${assetPayments}
        where account_id = ${accountId} and payment_status <> 'PAID'
    ) committed group by currency`);
  const list = (rows as unknown as { rows: { currency: string; amount: string }[] }).rows;
  return new Map(list.map((row) => [row.currency, Number(row.amount)]));
}

export async function insertAsset(db: Db, values: typeof assets.$inferInsert): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning();
  if (!row) throw new Error('Asset not stored');
  return row;
}

export async function insertAssetSubscriptions(
  db: Db,
  rows: (typeof assetSubscriptions.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(assetSubscriptions).values(rows);
}

export async function setTradingStatus(db: Db, ids: readonly string[], tradingStatus: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(s)
    .set({ tradingStatus, updatedAt: sql`now()` })
    .where(inArray(s.id, [...ids]));
}

/** The subscriptions of an asset by role. */
export function assetSubscriptionRows(db: Db, assetId: string) {
  return db.select().from(assetSubscriptions).where(eq(assetSubscriptions.assetId, assetId));
}

export async function findAsset(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AssetRow | undefined> {
  const query = db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), isNull(assets.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateAsset(
  db: Db,
  id: string,
  patch: Partial<typeof assets.$inferInsert>,
): Promise<AssetRow> {
  const [row] = await db
    .update(assets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(assets.id, id))
    .returning();
  if (!row) throw new Error('Asset vanished');
  return row;
}

export interface AssetCounts {
  subscriptions: number;
  pledgedSubscriptions: number;
  bids: number;
  bestBid: number | null;
}

/** Per asset: sold and pledged subscription counts, open bids and the best open bid. */
export async function assetCounts(db: Db, ids: readonly string[]): Promise<Map<string, AssetCounts>> {
  if (ids.length === 0) return new Map();
  const subs = await db
    .select({
      assetId: assetSubscriptions.assetId,
      sold: sql<number>`count(*) filter (where ${assetSubscriptions.role} = 'SOLD')::int`,
      pledged: sql<number>`count(*) filter (where ${assetSubscriptions.role} = 'PLEDGED')::int`,
    })
    .from(assetSubscriptions)
    .where(inArray(assetSubscriptions.assetId, [...ids]))
    .groupBy(assetSubscriptions.assetId);
  const bids = await db
    .select({
      assetId: orders.assetId,
      bids: sql<number>`count(*)::int`,
      best: sql<string | null>`max(${orders.priceMinor})::text`,
    })
    .from(orders)
    .where(and(inArray(orders.assetId, [...ids]), eq(orders.status, 'BIDDING')))
    .groupBy(orders.assetId);
  const result = new Map<string, AssetCounts>();
  for (const id of ids) result.set(id, { subscriptions: 0, pledgedSubscriptions: 0, bids: 0, bestBid: null });
  for (const row of subs) {
    const entry = result.get(row.assetId);
    if (entry)
      Object.assign(entry, { subscriptions: Number(row.sold), pledgedSubscriptions: Number(row.pledged) });
  }
  for (const row of bids) {
    const entry = result.get(row.assetId);
    if (entry)
      Object.assign(entry, { bids: Number(row.bids), bestBid: row.best === null ? null : Number(row.best) });
  }
  return result;
}

export function listClientAssets(
  db: Db,
  accountId: string,
  filter: { status?: string; currency?: string; active?: boolean },
): Promise<AssetRow[]> {
  const conditions: SQL[] = [eq(assets.accountId, accountId), isNull(assets.deletedAt)];
  if (filter.status) conditions.push(eq(assets.status, filter.status as AssetRow['status']));
  if (filter.currency) conditions.push(eq(assets.currency, filter.currency));
  // Active: on the market, or sold and still being repaid.
  if (filter.active) {
    conditions.push(
      sql`(${assets.status} = 'OPEN' or (${assets.status} = 'COMPLETED' and exists (select 1 from ${assetPayments} where ${assetPayments.assetId} = ${assets.id} and ${assetPayments.paymentStatus} <> 'PAID')))`,
    );
  }
  return db
    .select()
    .from(assets)
    .where(and(...conditions))
    .orderBy(desc(assets.createdAt), desc(assets.id));
}

export const INVESTOR_ASSET_SORTS = {
  createdAt: assets.createdAt,
  faceValue: assets.faceMinor,
  guidePrice: assets.guidePriceMinor,
  contractLengthMonths: assets.contractLengthMonths,
  grade: assets.grade,
} as const;
export type InvestorAssetSort = keyof typeof INVESTOR_ASSET_SORTS;

/** How many assets the client has on the market (spec §7 assets/countEnabledAssets). */
export async function countOpenAssets(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(assets)
    .where(and(eq(assets.accountId, accountId), eq(assets.status, 'OPEN'), isNull(assets.deletedAt)));
  return Number(row?.count ?? 0);
}

/** The market: OPEN assets of every client, one page. */
export function listOpenAssets(
  db: Db,
  query: {
    currency?: string;
    sort: InvestorAssetSort;
    direction: 'asc' | 'desc';
    page: number;
    size: number;
  },
): Promise<AssetRow[]> {
  const conditions: SQL[] = [eq(assets.status, 'OPEN'), isNull(assets.deletedAt)];
  if (query.currency) conditions.push(eq(assets.currency, query.currency));
  const column = INVESTOR_ASSET_SORTS[query.sort];
  return db
    .select()
    .from(assets)
    .where(and(...conditions))
    .orderBy(query.direction === 'asc' ? asc(column) : desc(column), desc(assets.createdAt), desc(assets.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('Order not stored');
  return row;
}

export async function findOrder(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateOrder(
  db: Db,
  id: string,
  patch: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error('Order vanished');
  return row;
}

/** The open bids of an asset other than one, locked (they are declined when that one is accepted). */
export function otherOpenOrders(db: Db, assetId: string, exceptId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.assetId, assetId), eq(orders.status, 'BIDDING'), ne(orders.id, exceptId)))
    .orderBy(asc(orders.id))
    .for('update');
}

export function ordersOfAsset(db: Db, assetId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.assetId, assetId))
    .orderBy(desc(orders.priceMinor), asc(orders.createdAt));
}

/** An investor's own bids on the given assets (never anyone else's). */
export function investorOrdersOn(
  db: Db,
  investorAccountId: string,
  assetIds: readonly string[],
): Promise<OrderRow[]> {
  if (assetIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.investorAccountId, investorAccountId),
        inArray(orders.assetId, [...assetIds]),
        eq(orders.status, 'BIDDING'),
      ),
    );
}

export function listInvestorOrders(
  db: Db,
  investorAccountId: string,
  filter: { status?: string; assetStatus?: string },
): Promise<{ order: OrderRow; asset: AssetRow }[]> {
  const conditions: SQL[] = [eq(orders.investorAccountId, investorAccountId), isNull(orders.deletedAt)];
  if (filter.status) conditions.push(eq(orders.status, filter.status as OrderRow['status']));
  if (filter.assetStatus) conditions.push(eq(assets.status, filter.assetStatus as AssetRow['status']));
  return db
    .select({ order: orders, asset: assets })
    .from(orders)
    .innerJoin(assets, eq(assets.id, orders.assetId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Bids on the client's own assets (the client never learns who placed them). */
export function listClientOrders(
  db: Db,
  accountId: string,
  filter: { accepted?: boolean; assetStatus?: string },
): Promise<{ order: OrderRow; asset: AssetRow }[]> {
  const conditions: SQL[] = [eq(assets.accountId, accountId), isNull(assets.deletedAt)];
  if (filter.accepted !== undefined) {
    conditions.push(filter.accepted ? eq(orders.status, 'ACCEPTED') : ne(orders.status, 'ACCEPTED'));
  }
  if (filter.assetStatus) conditions.push(eq(assets.status, filter.assetStatus as AssetRow['status']));
  return db
    .select({ order: orders, asset: assets })
    .from(orders)
    .innerJoin(assets, eq(assets.id, orders.assetId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function insertAssetPayments(
  db: Db,
  rows: (typeof assetPayments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(assetPayments).values(rows);
}

export interface AssetPaymentFilter {
  paymentStatus?: string;
  assetId?: string;
  orderId?: string;
  overdue?: boolean;
}

function paymentConditions(accountId: string, filter: AssetPaymentFilter): SQL[] {
  const conditions: SQL[] = [eq(assetPayments.accountId, accountId)];
  if (filter.paymentStatus) conditions.push(eq(assetPayments.paymentStatus, filter.paymentStatus as 'PAID'));
  if (filter.assetId) conditions.push(eq(assetPayments.assetId, filter.assetId));
  if (filter.orderId) conditions.push(eq(assetPayments.orderId, filter.orderId));
  if (filter.overdue !== undefined) {
    const overdue = sql`(${assetPayments.paymentStatus} <> 'PAID' and ${assetPayments.paymentDueDate} < current_date)`;
    conditions.push(filter.overdue ? overdue : sql`not ${overdue}`);
  }
  return conditions;
}

export const ASSET_PAYMENT_SORTS = {
  id_order: assetPayments.orderId,
  rate: assetPayments.rateMinor,
  paymentDueDate: assetPayments.paymentDueDate,
} as const;

export function listAssetPayments(
  db: Db,
  accountId: string,
  query: AssetPaymentFilter & {
    sort: keyof typeof ASSET_PAYMENT_SORTS;
    direction: 'asc' | 'desc';
    page: number;
    size: number;
  },
): Promise<AssetPaymentRow[]> {
  const column = ASSET_PAYMENT_SORTS[query.sort];
  return db
    .select()
    .from(assetPayments)
    .where(and(...paymentConditions(accountId, query)))
    .orderBy(
      query.direction === 'asc' ? asc(column) : desc(column),
      asc(assetPayments.paymentDueDate),
      asc(assetPayments.number),
      asc(assetPayments.id),
    )
    .limit(query.size)
    .offset((query.page - 1) * query.size);
}

export async function countAssetPayments(
  db: Db,
  accountId: string,
  filter: AssetPaymentFilter,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(assetPayments)
    .where(and(...paymentConditions(accountId, filter)));
  return Number(row?.count ?? 0);
}

/** Active users' email and language of a company (for the acceptance mails). */
export function companyMailboxes(db: Db, accountId: string) {
  return db
    .select({ email: profiles.email, language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), eq(profiles.status, 'ACTIVE')));
}

/** Open assets (status OPEN, not deleted, of every client) per currency: how many, and their guide prices added up. */
export async function openAssetsByCurrency(db: Db) {
  return db
    .select({
      currency: assets.currency,
      count: sql<number>`count(*)::int`,
      guide: sql<string>`sum(${assets.guidePriceMinor})::text`,
    })
    .from(assets)
    .where(and(eq(assets.status, 'OPEN'), isNull(assets.deletedAt)))
    .groupBy(assets.currency);
}
