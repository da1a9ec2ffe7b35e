import {
  CSV_IMPORT_MESSAGES,
  type CsvImport,
  type CsvImportKind,
  type CsvRowProblems,
  type ImportFromFileBody,
} from '@tranche/contracts';
import type { Container } from '../../container';
import { csvImportFileJobType } from '../../jobs/csv-import.job-types';
import { AppError, conflict } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { getCompanyFile } from '../files/files.service';
import {
  type CsvImportRow,
  countImports,
  deleteImport,
  findImport,
  findRetryableFileImport,
  insertImport,
  insertImportOfNewFile,
  insertRecordRows,
  listImports,
  restartFileImport,
  updateImport,
} from './csv-import.repo';
import { csvImportList } from './csv-import.resource';
import { toCsvImport } from './csv-import-view';
import { checkRecords } from './import-records';
import { stageSubscriptionRows } from './subscription-staging';

export interface ImportCaller {
  accountId: string;
  sub: string;
}

export const importNotFound = () =>
  new AppError(404, 'IMPORT_NOT_FOUND', CSV_IMPORT_MESSAGES.IMPORT_NOT_FOUND);

export type JsonImportResult = { ok: true; csvImport: CsvImportRow } | { ok: false; rows: CsvRowProblems[] };

const STAGE_CHUNK = 10_000;

/**
 * A JSON import (spec §7 csv-import/subscriptions, payments, customers): the original file must
 * be the caller's and not imported already (409 unless that import FAILED or was REJECTED), every
 * row is checked again (any problem refuses all, nothing is stored), then
 * the rows are staged and the import waits for the operator as PENDING.
 */
export async function createJsonImport(
  container: Container,
  caller: ImportCaller,
  kind: CsvImportKind,
  records: readonly Record<string, unknown>[],
  options: { uploadedFileId: string; sendNotification: boolean },
): Promise<JsonImportResult> {
  await getCompanyFile(container, caller.accountId, options.uploadedFileId);
  const checked = checkRecords(kind, records, new Date());
  if (!checked.ok) return { ok: false, rows: checked.rows };
  const { db } = container.database;
  // PROCESSING while the rows are written, so no one reviews half of them.
  const created = await insertImportOfNewFile(db, {
    accountId: caller.accountId,
    kind,
    uploadedFileId: options.uploadedFileId,
    status: 'PROCESSING',
    createdBy: caller.sub,
    rowCount: checked.count,
    options: { sendNotification: options.sendNotification },
  });
  // The same file twice would count its subscriptions twice in review.
  if (!created) throw conflict('FILE_ALREADY_IMPORTED', CSV_IMPORT_MESSAGES.FILE_ALREADY_IMPORTED);
  try {
    if (checked.staged.kind === 'subscriptions') {
      const rows = checked.staged.rows(created.id);
      for (let start = 0; start < rows.length; start += STAGE_CHUNK) {
        await stageSubscriptionRows(container.database, rows.slice(start, start + STAGE_CHUNK));
      }
    } else {
      await insertRecordRows(db, created.id, checked.staged.rows);
    }
  } catch (error) {
    await deleteImport(db, created.id);
    throw error;
  }
  const pending = await updateImport(db, created.id, { status: 'PENDING', rowsProcessed: checked.count }, [
    'PROCESSING',
  ]);
  return { ok: true, csvImport: pending! };
}

/**
 * Starts reading a stored file in a job (big files); the import is PROCESSING until the job ends.
 * The same file again while an import of it is PROCESSING (running, or stuck behind a crash)
 * follows that import and makes sure its job is queued; after a FAILED one it restarts that
 * import in place, with the new options: a retry never refuses and never makes a second import.
 */
export async function startFileImport(
  container: Container,
  caller: ImportCaller,
  body: ImportFromFileBody,
): Promise<CsvImportRow> {
  const file = await getCompanyFile(container, caller.accountId, body.uploadedFileId);
  const { db } = container.database;
  const options = {
    delimiter: body.delimiter ?? null,
    skipInvalidRows: body.skipInvalidRows ?? false,
    sendNotification: body.send_notification ?? true,
  };
  const earlier = await findRetryableFileImport(db, caller.accountId, file.id);
  const row =
    earlier?.status === 'PROCESSING'
      ? earlier
      : earlier?.status === 'FAILED'
        ? await restartFileImport(db, earlier.id, caller.sub, options)
        : undefined;
  const csvImport =
    row ??
    (await insertImport(db, {
      accountId: caller.accountId,
      kind: 'subscriptions',
      uploadedFileId: file.id,
      status: 'PROCESSING',
      createdBy: caller.sub,
      options,
    }));
  // One job per import runs at a time (singleton queue): a second send only waits behind it.
  await container.jobs.send(csvImportFileJobType, { importId: csvImport.id }, { singletonKey: csvImport.id });
  return csvImport;
}

export async function getCompanyImport(
  container: Container,
  accountId: string,
  id: string,
): Promise<CsvImport> {
  const row = await findImport(container.database.db, id, accountId);
  if (!row) throw importNotFound();
  return toCsvImport(row);
}

export async function listCompanyImports(container: Container, accountId: string, rawQuery: unknown) {
  const query = parseListQuery(csvImportList, rawQuery);
  const rows = await listImports(container.database.db, { ...query, accountId });
  return rows.map(toCsvImport);
}

export async function countCompanyImports(container: Container, accountId: string, rawQuery: unknown) {
  const { where } = parseListQuery(csvImportList, rawQuery);
  return countImports(container.database.db, where, accountId);
}
