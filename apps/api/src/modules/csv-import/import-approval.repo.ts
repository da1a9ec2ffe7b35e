import { type Db, schema } from '@tranche/db';
import { sql } from 'drizzle-orm';
import { SUBSCRIPTION_INPUT_COLUMNS } from '../subscriptions/subscription-columns';
import { reimportSet } from '../subscriptions/subscriptions.repo';

/** Subscriptions imported from a CSV file carry this source. */
export const CSV_SOURCE = 'csv';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const columns = sql.raw(SUBSCRIPTION_INPUT_COLUMNS.join(', '));
const prefixed = (alias: string) =>
  sql.raw(SUBSCRIPTION_INPUT_COLUMNS.map((c) => `${alias}.${c}`).join(', '));
const assignFrom = (alias: string) =>
  sql.raw(
    SUBSCRIPTION_INPUT_COLUMNS.filter((c) => c !== 'external_id')
      .map((c) => `${c} = ${alias}.${c}`)
      .join(', '),
  );

export type Batch = { last: number | null; n: number };

/**
 * One batch of staged rows as invisible new versions (`pending_import_id`), and the live rows they
 * will replace marked (`replaced_by_import_id`). A version keeps its live row's trading status and
 * creation time, so the swap changes only what the file says. Writing a batch twice writes the
 * same versions (a subscription twice in the file: its last row wins).
 */
export async function writePendingBatch(
  db: Db,
  importId: string,
  accountId: string,
  after: number,
  size: number,
): Promise<Batch> {
  const result = await db.execute(sql`
    with batch as (
      select * from csv_import_subscription_rows
      where import_id = ${importId} and row_number > ${after}
      order by row_number limit ${size}
    ), latest as (
      select distinct on (external_id) * from batch order by external_id, row_number desc
    ), written as (
      insert into subscriptions (account_id, source, import_id, pending_import_id, trading_status, created_at, ${columns})
      select ${accountId}::uuid, ${CSV_SOURCE}, ${importId}::uuid, ${importId}::uuid,
        coalesce(live.trading_status, 'AVAILABLE'), coalesce(live.created_at, now()), ${prefixed('l')}
      from latest l
      left join subscriptions live on live.account_id = ${accountId} and live.source = ${CSV_SOURCE}
        and live.external_id = l.external_id and live.pending_import_id is null
      on conflict (pending_import_id, external_id) where pending_import_id is not null
      do update set ${reimportSet}
    ), marked as (
      update subscriptions live set replaced_by_import_id = ${importId}
      from latest l
      where live.account_id = ${accountId} and live.source = ${CSV_SOURCE}
        and live.external_id = l.external_id and live.pending_import_id is null
    )
    select max(row_number)::int as last, count(*)::int as n from batch`);
  return rowsOf<Batch>(result)[0] ?? { last: null, n: 0 };
}

/**
 * After the swap: one batch of an approved import's versions merged into the rows they replace
 * (the live row keeps its id and takes the new values; the version goes), or made live
 * themselves when new. Each subscription changes in one statement, so what a reader sees stays
 * the same. Returns how many versions were handled (0: done).
 */
export async function mergeApprovedBatch(db: Db, importId: string, accountId: string, size: number) {
  const result = await db.execute(sql`
    with batch as (
      select * from subscriptions where pending_import_id = ${importId}
      order by external_id limit ${size}
    ), merged as (
      update subscriptions live set ${assignFrom('b')}, import_id = ${importId},
        replaced_by_import_id = null, updated_at = now()
      from batch b
      where live.account_id = ${accountId} and live.source = ${CSV_SOURCE}
        and live.external_id = b.external_id and live.pending_import_id is null
      returning live.external_id
    ), dropped as (
      delete from subscriptions d using batch b, merged m
      where d.id = b.id and m.external_id = b.external_id
    ), kept as (
      update subscriptions k set pending_import_id = null
      from batch b
      where k.id = b.id and not exists (select 1 from merged m where m.external_id = b.external_id)
    )
    select count(*)::int as n from batch`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Drops up to `size` staged rows of an import; returns how many went (0: none left). */
export async function deleteStagedBatch(db: Db, importId: string, size: number): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from csv_import_subscription_rows where import_id = ${importId} and row_number in (
        select row_number from csv_import_subscription_rows where import_id = ${importId}
        order by row_number limit ${size})
      returning 1
    ) select count(*)::int as n from gone`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** A customers batch: name and country of the company's subscriptions with that customer id. */
export async function applyCustomerBatch(
  db: Db,
  importId: string,
  accountId: string,
  after: number,
  size: number,
): Promise<Batch> {
  const result = await db.execute(sql`
    with batch as (
      select row_number, record from csv_import_rows
      where import_id = ${importId} and row_number > ${after}
      order by row_number limit ${size}
    ), latest as (
      select distinct on (record->>'externalId') record from batch order by record->>'externalId', row_number desc
    ), updated as (
      update subscriptions s set customer_name = l.record->>'name', customer_country = l.record->>'country',
        updated_at = now()
      from latest l
      where s.account_id = ${accountId} and s.customer_external_id = l.record->>'externalId'
    )
    select max(row_number)::int as last, count(*)::int as n from batch`);
  return rowsOf<Batch>(result)[0] ?? { last: null, n: 0 };
}

/**
 * Approvals a crash may have left unfinished: still writing (APPROVING), or approved with
 * versions not merged or staged rows not dropped yet.
 */
export async function findUnfinishedApprovals(db: Db): Promise<{ id: string }[]> {
  const { csvImports: i } = schema;
  return db
    .select({ id: i.id })
    .from(i)
    .where(
      sql`${i.status} = 'APPROVING' or (${i.status} = 'APPROVED' and ${i.kind} = 'subscriptions' and (
        exists (select 1 from subscriptions s where s.pending_import_id = ${i.id})
        or exists (select 1 from csv_import_subscription_rows r where r.import_id = ${i.id})))`,
    );
}
