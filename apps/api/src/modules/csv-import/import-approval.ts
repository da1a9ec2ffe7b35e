import { CSV_IMPORT_MESSAGES, CSV_IMPORT_PROGRESS_EVENT } from '@tranche/contracts';
import { type Db, schema } from '@tranche/db';
import { eq, sql } from 'drizzle-orm';
import type { Container } from '../../container';
import { csvImportApproveJob } from '../../jobs/csv-import-approve.job';
import { conflict } from '../../lib/app-error';
import { notifyAccount } from '../notifications/notify';
import { reimportSet } from '../subscriptions/subscriptions.repo';
import { type CsvImportListRow, deleteStagedRows, findImport, updateImport } from './csv-import.repo';
import { importNotFound } from './csv-import.service';
import { importDecisionMail } from './import-mail';

/** Imports up to this many rows are applied during the operator's request; bigger ones in a job. */
export const INLINE_APPROVAL_ROWS = 20_000;
/** Rows per upsert statement and transaction. */
export const APPROVAL_BATCH_ROWS = 20_000;

const { csvImports, csvImportSubscriptionRows } = schema;
export const CSV_SOURCE = 'csv';

type Batch = { last: number | null; n: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * One batch of staged subscriptions into `subscriptions`: insert, or update the row with the same
 * company, source and external id. A subscription twice in one batch counts once (its last row).
 */
function upsertSubscriptionBatch(importId: string, accountId: string, after: number, size: number) {
  return sql`
    with batch as (
      select * from csv_import_subscription_rows
      where import_id = ${importId} and row_number > ${after}
      order by row_number limit ${size}
    ), upserted as (
      insert into subscriptions (account_id, source, import_id, external_id, status, billing_period_months,
        currency, amount_minor, mrr_minor, last_payment_amount_minor, next_payment_amount_minor, start_date,
        end_date, next_payment_date, customer_name, customer_external_id, customer_country)
      select distinct on (external_id) ${accountId}::uuid, ${CSV_SOURCE}, import_id, external_id, status,
        billing_period_months, currency, amount_minor, mrr_minor, last_payment_amount_minor,
        next_payment_amount_minor, start_date, end_date, next_payment_date, customer_name,
        customer_external_id, customer_country
      from batch order by external_id, row_number desc
      on conflict (account_id, source, external_id) do update set ${reimportSet}
    )
    select max(row_number)::int as last, count(*)::int as n from batch`;
}

/** A customers batch: name and country of the company's subscriptions with that customer id. */
function customerBatch(importId: string, accountId: string, after: number, size: number) {
  return sql`
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
    select max(row_number)::int as last, count(*)::int as n from batch`;
}

/** Tests: a smaller batch, and a look at each one (throwing there plays a crash between batches). */
export interface ApprovalOptions {
  batchRows?: number;
  onBatch?(rows: number): void;
}

async function runBatches(
  db: Db,
  row: CsvImportListRow,
  statement: typeof upsertSubscriptionBatch,
  options: ApprovalOptions,
) {
  const size = options.batchRows ?? APPROVAL_BATCH_ROWS;
  for (let after = 0; ; ) {
    const batch = await db.transaction(async (tx) => {
      const [result] = rowsOf<Batch>(await tx.execute(statement(row.id, row.accountId, after, size)));
      if (result && result.n > 0) {
        await tx
          .update(csvImports)
          .set({ rowsProcessed: sql`${csvImports.rowsProcessed} + ${result.n}`, updatedAt: sql`now()` })
          .where(eq(csvImports.id, row.id));
      }
      return result;
    });
    if (!batch || batch.n === 0 || batch.last === null) return;
    options.onBatch?.(batch.n);
    after = batch.last;
  }
}

/**
 * Writes an APPROVING import into the company's data, batch by batch (each its own transaction),
 * and flips it to APPROVED last: a crash anywhere re-runs from the start and upserts the same rows
 * again. Payments have no table of their own yet; their approved rows stay with the import.
 */
export async function applyApproval(
  container: Container,
  importId: string,
  options: ApprovalOptions = {},
): Promise<void> {
  const { db } = container.database;
  const row = await findImport(db, importId, null);
  if (row?.status !== 'APPROVING') return;
  await updateImport(db, importId, { rowsProcessed: 0 });
  if (row.kind === 'subscriptions') await runBatches(db, row, upsertSubscriptionBatch, options);
  if (row.kind === 'customers') await runBatches(db, row, customerBatch, options);
  const approved = await db.transaction(async (tx) => {
    const flipped = await updateImport(tx, importId, { status: 'APPROVED', rowsProcessed: row.rowCount }, [
      'APPROVING',
    ]);
    // The subscriptions now hold these rows (with import_id); payments and customers keep theirs as the record.
    if (flipped)
      await tx.delete(csvImportSubscriptionRows).where(eq(csvImportSubscriptionRows.importId, importId));
    return flipped;
  });
  if (!approved) return;
  container.realtime?.toCompany(row.accountId, CSV_IMPORT_PROGRESS_EVENT, {
    id: importId,
    status: 'APPROVED',
    rowsProcessed: approved.rowsProcessed,
    rowCount: approved.rowCount,
    rejectedCount: approved.rejectedCount,
  });
  await notifyAccount(container, {
    accountId: row.accountId,
    type: 'NEW_CSV_IMPORT',
    externalId: importId,
    payload: { importId, kind: row.kind, rowCount: row.rowCount, status: 'APPROVED' },
    ...(wantsMail(row) ? { mail: (language: string) => importDecisionMail(language, 'approved', row) } : {}),
  });
}

const wantsMail = (row: { options: unknown }) =>
  (row.options as { sendNotification?: boolean }).sendNotification !== false;

async function notPending(container: Container, importId: string): Promise<never> {
  if (!(await findImport(container.database.db, importId, null))) throw importNotFound();
  throw conflict('IMPORT_NOT_PENDING', CSV_IMPORT_MESSAGES.IMPORT_NOT_PENDING);
}

/**
 * The operator approves a PENDING import. Small ones are written before answering; big ones (or
 * any, when `inline` is false) by the approval job; `inline: true` waits whatever the size (CLI).
 */
export async function approveImport(
  container: Container,
  importId: string,
  reviewer: string,
  options: { inline?: boolean } = {},
): Promise<CsvImportListRow> {
  const { db } = container.database;
  const claimed = await updateImport(
    db,
    importId,
    { status: 'APPROVING', reviewedBy: reviewer, reviewedAt: new Date(), rowsProcessed: 0 },
    ['PENDING'],
  );
  if (!claimed) return notPending(container, importId);
  const inline = options.inline ?? claimed.rowCount <= INLINE_APPROVAL_ROWS;
  if (inline) {
    try {
      await applyApproval(container, importId);
    } catch (error) {
      // Still APPROVING: the job finishes it (every batch is an idempotent upsert).
      container.logger.error({ err: error, importId }, 'approval failed, handing it to the job');
      await container.jobs.send(csvImportApproveJob, { importId }, { singletonKey: importId });
    }
  } else {
    await container.jobs.send(csvImportApproveJob, { importId }, { singletonKey: importId });
  }
  return (await findImport(db, importId, null))!;
}

/** The operator rejects a PENDING import: its staged rows are dropped and the company is told why. */
export async function rejectImport(
  container: Container,
  importId: string,
  reviewer: string,
  reason: string,
): Promise<CsvImportListRow> {
  const { db } = container.database;
  const rejected = await updateImport(
    db,
    importId,
    { status: 'REJECTED', reviewedBy: reviewer, reviewedAt: new Date(), reviewNote: reason },
    ['PENDING'],
  );
  if (!rejected) return notPending(container, importId);
  await deleteStagedRows(db, importId);
  const row = (await findImport(db, importId, null))!;
  await notifyAccount(container, {
    accountId: row.accountId,
    type: 'CSV_IMPORT_REJECTED',
    externalId: importId,
    payload: { importId, kind: row.kind, reason },
    ...(wantsMail(row)
      ? { mail: (language: string) => importDecisionMail(language, 'rejected', { ...row, reason }) }
      : {}),
  });
  return row;
}
