import { CSV_IMPORT_MESSAGES, CSV_IMPORT_PROGRESS_EVENT, type CsvImportProgress } from '@tranche/contracts';
import type { Container } from '../../container';
import { bookChanged } from '../../jobs/book-changed';
import { csvImportApproveJobType } from '../../jobs/csv-import.job-types';
import { conflict } from '../../lib/app-error';
import { crashPoint } from '../../lib/crash-point';
import { type NotifyDeps, notifyAccount } from '../notifications/notify';
import { mergeRecordingHistory } from '../subscriptions/subscription-history.repo';
import { withApprovalLock } from './approval-lock';
import {
  type CsvImportListRow,
  type CsvImportRow,
  deleteStagedRows,
  findImport,
  updateImport,
} from './csv-import.repo';
import { importNotFound } from './csv-import.service';
import {
  applyCustomerBatch,
  type Batch,
  deleteStagedBatch,
  findUnfinishedApprovals,
  mergeApprovedBatch,
  writePendingBatch,
} from './import-approval.repo';
import { importDecisionMail } from './import-mail';

export { CSV_SOURCE } from './import-approval.repo';

/** What an approval uses: the database, the company's notification and mail, the crash-test hook. */
export type ApprovalDeps = NotifyDeps & Pick<Container, 'database' | 'logger' | 'env'>;

/**
 * Rows per statement. PGlite runs each statement on this thread: a batch must stay well under the
 * second that any other request may wait, also on a machine whose cores are shared (a process that
 * gets a quarter of a core needs four times as long: 1,000 rows then took over a second); between
 * batches the event loop runs. PostgreSQL works beside the server, so its batches can be larger.
 */
function approvalBatchRows(kind: ApprovalDeps['database']['kind']): number {
  return kind === 'pglite' ? 500 : 2_000;
}
/** Imports up to this many rows are written while the operator's request waits; bigger ones only by the job. */
export const INLINE_APPROVAL_ROWS = 20_000;

/** Tests: a smaller batch, and a look at each one (throwing there plays a crash between batches). */
export interface ApprovalOptions {
  batchRows?: number;
  onBatch?(rows: number): void;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function pushProgress(deps: ApprovalDeps, row: CsvImportRow) {
  const progress: CsvImportProgress = {
    id: row.id,
    status: row.status === 'UPLOADED' ? 'PROCESSING' : row.status,
    rowsProcessed: row.rowsProcessed,
    rowCount: row.rowCount,
    rejectedCount: row.rejectedCount,
  };
  deps.realtime?.toCompany(row.accountId, CSV_IMPORT_PROGRESS_EVENT, progress);
}

/** Phase 1: every staged row as an invisible version, batch by batch; a retry writes them again. */
async function writePendingVersions(deps: ApprovalDeps, row: CsvImportListRow, options: ApprovalOptions) {
  const { db } = deps.database;
  const size = options.batchRows ?? approvalBatchRows(deps.database.kind);
  let done = 0;
  for (let after = 0; ; ) {
    const batch: Batch = await writePendingBatch(db, row.id, row.accountId, after, size);
    if (batch.n === 0 || batch.last === null) return;
    done += batch.n;
    const progress = await updateImport(db, row.id, { rowsProcessed: Math.min(done, row.rowCount) });
    if (progress) pushProgress(deps, progress);
    options.onBatch?.(batch.n);
    crashPoint(deps.env.CRASH_AT, 'approval:batch');
    after = batch.last;
    await yieldToEventLoop();
  }
}

/** Phase 3: versions merged into the rows they replace, then the staged rows dropped. */
async function mergeVersions(deps: ApprovalDeps, row: CsvImportListRow, options: ApprovalOptions) {
  const { db } = deps.database;
  const size = options.batchRows ?? approvalBatchRows(deps.database.kind);
  const merge = (tx: typeof db) => mergeApprovedBatch(tx, row.id, row.accountId, size);
  while ((await mergeRecordingHistory(db, row.id, row.accountId, size, merge)) > 0) {
    crashPoint(deps.env.CRASH_AT, 'approval:merge');
    await yieldToEventLoop();
  }
  while ((await deleteStagedBatch(db, row.id, size * 5)) > 0) await yieldToEventLoop();
}

/**
 * Customer and payment imports change no subscription's existence, only customers' names and
 * countries: written batch by batch with a turn of the event loop between (one long transaction
 * would hold the embedded database, and with it every other request), then marked APPROVED. Each
 * batch sets values from the file, so a retry after a crash writes the same again from the start.
 */
async function applyRecords(deps: ApprovalDeps, row: CsvImportListRow, options: ApprovalOptions) {
  const { db } = deps.database;
  // A customer row rewrites every subscription of that customer: a quarter of a subscription batch.
  const size = options.batchRows ?? approvalBatchRows(deps.database.kind) / 4;
  if (row.kind === 'customers') {
    for (let after = 0; ; ) {
      const batch = await applyCustomerBatch(db, row.id, row.accountId, after, size);
      if (batch.n === 0 || batch.last === null) break;
      after = batch.last;
      crashPoint(deps.env.CRASH_AT, 'approval:batch');
      await yieldToEventLoop();
    }
  }
  return updateImport(db, row.id, { status: 'APPROVED', rowsProcessed: row.rowCount }, ['APPROVING']);
}

/**
 * Writes an APPROVING import into the company's data, all or nothing: its rows are written as
 * invisible versions (phase 1), the import turns APPROVED in one statement, which makes all of
 * them visible at once (phase 2), then the versions are merged into the live rows in batches
 * (phase 3, invisible to readers). A crash in phase 1 leaves nothing visible, one after it
 * everything; a retry (the job, or the restart's sweep) continues from where it stands.
 */
export async function applyApproval(
  deps: ApprovalDeps,
  importId: string,
  options: ApprovalOptions = {},
): Promise<void> {
  const { db } = deps.database;
  const first = await findImport(db, importId, null);
  if (!first || (first.status !== 'APPROVING' && first.status !== 'APPROVED')) return;
  await withApprovalLock(deps.database, first.accountId, async () => {
    const row = await findImport(db, importId, null);
    if (!row) return;
    let approved: CsvImportRow | undefined;
    if (row.status === 'APPROVING') {
      if (row.kind === 'subscriptions') {
        await updateImport(db, importId, { rowsProcessed: 0 });
        await writePendingVersions(deps, row, options);
        approved = await updateImport(db, importId, { status: 'APPROVED', rowsProcessed: row.rowCount }, [
          'APPROVING',
        ]);
      } else {
        approved = await applyRecords(deps, row, options);
      }
      if (!approved) return;
      crashPoint(deps.env.CRASH_AT, 'approval:flipped');
      pushProgress(deps, approved);
    }
    if (row.kind === 'subscriptions') await mergeVersions(deps, row, options);
    else await deleteStagedRows(db, importId);
    const options_ = (approved ?? row).options as { notified?: boolean; sendNotification?: boolean };
    await bookChanged(deps.jobs, row.accountId);
    if (options_.notified) return;
    await notifyAccount(deps, {
      accountId: row.accountId,
      type: 'NEW_CSV_IMPORT',
      externalId: importId,
      payload: { importId, kind: row.kind, rowCount: row.rowCount, status: 'APPROVED' },
      ...(options_.sendNotification !== false
        ? { mail: (language: string) => importDecisionMail(language, 'approved', row) }
        : { mail: false as const }),
    });
    await updateImport(db, importId, { options: { ...options_, notified: true } });
  });
}

/**
 * Enqueues the approval job of every approval a crash left unfinished (a process that died
 * writing it inline, a job out of retries): at start, so an approval completes by itself.
 */
export async function resumeUnfinishedApprovals(deps: Pick<Container, 'database' | 'jobs' | 'logger'>) {
  for (const { id } of await findUnfinishedApprovals(deps.database.db)) {
    deps.logger.warn({ importId: id }, 'resuming an unfinished approval');
    await deps.jobs.send(csvImportApproveJobType, { importId: id }, { singletonKey: id });
  }
}

async function notPending(deps: ApprovalDeps, importId: string): Promise<never> {
  if (!(await findImport(deps.database.db, importId, null))) throw importNotFound();
  throw conflict('IMPORT_NOT_PENDING', CSV_IMPORT_MESSAGES.IMPORT_NOT_PENDING);
}

const WAIT_POLL_MS = 250;

/**
 * The operator approves a PENDING import. The job is enqueued first, so the approval finishes
 * whatever happens to this process. In the server (`inline`, small imports) the rows are then
 * written during the request, under the same lock as the job, which then finds nothing to do.
 * `waitMs` (the CLI) waits for the job instead: the command never does the work itself.
 */
export async function approveImport(
  deps: ApprovalDeps,
  importId: string,
  reviewer: string,
  options: { inline?: boolean; waitMs?: number } = {},
): Promise<CsvImportListRow> {
  const { db } = deps.database;
  const claimed = await updateImport(
    db,
    importId,
    { status: 'APPROVING', reviewedBy: reviewer, reviewedAt: new Date(), rowsProcessed: 0 },
    ['PENDING'],
  );
  if (!claimed) return notPending(deps, importId);
  await deps.jobs.send(csvImportApproveJobType, { importId }, { singletonKey: importId });
  const inline = options.inline ?? claimed.rowCount <= INLINE_APPROVAL_ROWS;
  if (inline) {
    try {
      await applyApproval(deps, importId);
    } catch (error) {
      // Still APPROVING or merging: the job finishes it.
      deps.logger.error({ err: error, importId }, 'approval failed in the request; the job finishes it');
    }
  }
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    const row = (await findImport(db, importId, null))!;
    if (row.status !== 'APPROVING' || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}

/** The operator rejects a PENDING import: its staged rows are dropped and the company is told why. */
export async function rejectImport(
  deps: ApprovalDeps,
  importId: string,
  reviewer: string,
  reason: string,
): Promise<CsvImportListRow> {
  const { db } = deps.database;
  const rejected = await updateImport(
    db,
    importId,
    { status: 'REJECTED', reviewedBy: reviewer, reviewedAt: new Date(), reviewNote: reason },
    ['PENDING'],
  );
  if (!rejected) return notPending(deps, importId);
  await deleteStagedRows(db, importId);
  const row = (await findImport(db, importId, null))!;
  await notifyAccount(deps, {
    accountId: row.accountId,
    type: 'CSV_IMPORT_REJECTED',
    externalId: importId,
    payload: { importId, kind: row.kind, reason },
    ...(wantsMail(row)
      ? { mail: (language: string) => importDecisionMail(language, 'rejected', { ...row, reason }) }
      : { mail: false as const }),
  });
  return row;
}

const wantsMail = (row: { options: unknown }) =>
  (row.options as { sendNotification?: boolean }).sendNotification !== false;
