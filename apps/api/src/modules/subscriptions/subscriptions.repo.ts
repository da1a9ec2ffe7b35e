import { type Db, schema } from '@tranche/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  is,
  Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, unionAll } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_INPUT_COLUMNS } from './subscription-columns';
import { liveSubscription, visibleSubscription } from './subscription-visibility.repo';
import { expiredCondition, tradableCondition } from './subscriptions.resource';

const { subscriptions: s, csvImports } = schema;

/**
 * The columns a list shows (subscription-view.ts): not the company, the import bookkeeping or the
 * source's metadata, which a page of a million-row book would otherwise read, send and parse for
 * every row.
 */
const {
  accountId: _company,
  pendingImportId: _pending,
  replacedByImportId: _replaced,
  metadata: _metadata,
  ...LISTED_COLUMNS
} = getTableColumns(s);

/** A subscription as a list reads it. */
export type SubscriptionRow = Pick<typeof s.$inferSelect, keyof typeof LISTED_COLUMNS>;

const scoped = (accountId: string | Placeholder, where: SQL | undefined) =>
  and(eq(s.accountId, accountId), visibleSubscription, where);

/** One key of a list's order; `values` lists every value a few-valued column can hold. */
export interface SubscriptionOrderTerm {
  column: AnyPgColumn;
  direction: 'asc' | 'desc';
  values?: readonly (string | number)[];
}

export interface SubscriptionPage {
  /** The filters, their values as placeholders named in `values`. */
  where: SQL | undefined;
  values: Record<string, unknown>;
  /** The requested keys (at least one); the default order and the id complete it here. */
  order: readonly SubscriptionOrderTerm[];
  limit: number;
  offset: number;
}

const by = (term: SubscriptionOrderTerm) => (term.direction === 'asc' ? asc : desc)(term.column);

/**
 * The requested keys, then createdAt desc and updatedAt in createdAt's direction unless named,
 * then the id in the direction of the key before it: every order ends in the default order and is
 * total, so a batch imported with one createdAt keeps its order from page to page, and each order
 * is exactly an index of the subscriptions table read forwards or backwards (see the schema).
 */
export function completeOrder(order: readonly SubscriptionOrderTerm[]): SubscriptionOrderTerm[] {
  const terms = [...order];
  const named = (column: AnyPgColumn) => terms.find((term) => term.column === column);
  if (!named(s.createdAt)) terms.push({ column: s.createdAt, direction: 'desc' });
  const created = named(s.createdAt)!;
  if (!named(s.updatedAt)) terms.push({ column: s.updatedAt, direction: created.direction });
  terms.push({ column: s.id, direction: terms[terms.length - 1]!.direction });
  return terms;
}

const placeholder = {
  accountId: sql.placeholder('accountId'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  window: sql.placeholder('window'),
};

/**
 * The statement of a page of this shape, the company and the paging as placeholders. A
 * few-valued column sorted ascending (status, trading status, billing period, currency) is read as
 * one index range per value, merged in order: its index serves the descending order and every
 * value's rows in the default order, so no second index is needed.
 */
function subscriptionPageQuery(db: Db, page: Pick<SubscriptionPage, 'where' | 'order'>) {
  const order = completeOrder(page.order);
  const [first] = order;
  const tailIsDefault = order[1]?.column === s.createdAt;
  if (first?.values && first.direction === 'asc' && tailIsDefault && first.values.length > 1) {
    const rest = order.slice(1).map(by);
    const branches = first.values.map((value) =>
      db
        .select(LISTED_COLUMNS)
        .from(s)
        .where(and(scoped(placeholder.accountId, page.where), eq(first.column, value)))
        .orderBy(...rest)
        .limit(placeholder.window),
    );
    const [head, second, ...others] = branches;
    return unionAll(head!, second!, ...others)
      .orderBy(...order.map((term) => sql.raw(`${term.column.name} ${term.direction}`)))
      .limit(placeholder.limit)
      .offset(placeholder.offset);
  }
  return db
    .select(LISTED_COLUMNS)
    .from(s)
    .where(scoped(placeholder.accountId, page.where))
    .orderBy(...order.map(by))
    .limit(placeholder.limit)
    .offset(placeholder.offset);
}

/** What the placeholders of a page's statement stand for. */
function pageValues(accountId: string, page: SubscriptionPage): Record<string, unknown> {
  const { limit, offset } = page;
  return { ...page.values, accountId, limit, offset, window: offset + limit };
}

/** The SQL text and parameters of a page, as sent to PostgreSQL (for EXPLAIN and the benchmark's anchor). */
export function subscriptionPageSql(db: Db, accountId: string, page: SubscriptionPage) {
  const { sql: text, params } = subscriptionPageQuery(db, page).toSQL();
  return { sql: text, params: fillPlaceholders(params, pageValues(accountId, page)) };
}

type PageStatement = ReturnType<ReturnType<typeof subscriptionPageQuery>['prepare']>;

/** Built statements per database, by shape; a few hundred shapes at most in practice. */
const statements = new WeakMap<Db, Map<string, PageStatement>>();
const MAX_STATEMENTS = 1_000;
const dialect = new PgDialect();

/**
 * What decides a page's statement text: its order and its filters' SQL, where values are
 * placeholders and only constants a filter writes itself (which are part of the text) remain.
 */
function shapeOf(page: SubscriptionPage): string {
  const order = completeOrder(page.order).map((term) => [term.column.name, term.direction, term.values]);
  const where = page.where ? dialect.sqlToQuery(page.where) : undefined;
  const constants = where?.params.filter((param) => !is(param, Placeholder));
  return JSON.stringify([order, where?.sql, constants]);
}

/**
 * One page of a company's subscriptions. Its statement is built once per shape and kept (drizzle
 * otherwise rebuilds the SQL text of every request); PostgreSQL still plans each execution with its
 * values, as an unnamed statement.
 */
export async function listSubscriptions(
  db: Db,
  accountId: string,
  page: SubscriptionPage,
): Promise<SubscriptionRow[]> {
  let byShape = statements.get(db);
  if (!byShape) {
    byShape = new Map();
    statements.set(db, byShape);
  }
  const shape = shapeOf(page);
  let statement = byShape.get(shape);
  if (!statement) {
    if (byShape.size >= MAX_STATEMENTS) byShape.clear();
    // An empty name keeps the statement unnamed: planned with each request's own values, where a
    // named one may fall back to a generic plan that ignores the company and the page.
    statement = subscriptionPageQuery(db, page).prepare('');
    byShape.set(shape, statement);
  }
  return statement.execute(pageValues(accountId, page));
}

export async function countSubscriptions(db: Db, accountId: string, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(s).where(scoped(accountId, where));
  return row?.count ?? 0;
}

/**
 * A stamp that changes whenever what a company's lists show may have changed: its newest
 * subscription change, and its imports' newest change and number (an approval makes rows visible
 * by changing the import, not the rows). Two index lookups, where a count visits every row.
 */
export async function subscriptionsVersion(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({
      subscriptions: sql<string>`(select max(${s.updatedAt})::text from ${s} where ${s.accountId} = ${accountId})`,
      imports: sql<string>`(select coalesce(max(${csvImports.updatedAt})::text, '') || '/' || count(*) from ${csvImports} where ${csvImports.accountId} = ${accountId})`,
    })
    .from(sql`(select 1) as one`);
  return `${row?.subscriptions ?? ''}|${row?.imports ?? ''}`;
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

const todayUtc = sql`(now() at time zone 'UTC')::date`;

/** packages/domain's contributesToMrr in SQL: started, not PAUSED, not past its end date. */
const contributesToMrr = sql`${s.startDate} <= ${todayUtc} and ${s.status} <> 'PAUSED' and (case when ${s.endDate} is null then ${s.status} not in ('CANCELED', 'ENDED') else ${s.endDate} > ${todayUtc} end)`;

/**
 * Counts and MRR per currency and trading status in one pass; `tradable`/`expired` are the list
 * filters of the same names.
 */
export async function summariseSubscriptions(db: Db, accountId: string): Promise<SummaryGroup[]> {
  const rows = await db
    .select({
      currency: s.currency,
      tradingStatus: s.tradingStatus,
      count: count(),
      tradable: sql<number>`count(*) filter (where ${tradableCondition})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${expiredCondition})`.mapWith(Number),
      mrr: sql<number>`coalesce(sum(${s.mrrMinor}) filter (where ${contributesToMrr}), 0)`.mapWith(Number),
      tradableMrr: sql<number>`coalesce(sum(${s.mrrMinor}) filter (where ${tradableCondition}), 0)`.mapWith(
        Number,
      ),
    })
    .from(s)
    .where(scoped(accountId, undefined))
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
      .onConflictDoUpdate({
        target: [s.accountId, s.source, s.externalId],
        targetWhere: liveSubscription,
        set: REIMPORT_SET_VALUES,
      })
      .execute();
  }
}
