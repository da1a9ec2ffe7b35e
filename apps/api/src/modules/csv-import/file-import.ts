import { type Duplex, Readable } from 'node:stream';
import { CSV_IMPORT_PROGRESS_EVENT, type CsvImportProgress, type CsvRowProblems } from '@tranche/contracts';
import {
  type CsvDelimiter,
  checkHeader,
  detectDelimiter,
  isBlankRow,
  LineEndingNormaliser,
  NORMALISED_NEWLINE,
  validateCells,
} from '@tranche/domain';
import Papa from 'papaparse';
import type { Container } from '../../container';
import { crashPoint } from '../../lib/crash-point';
import { fileStoreOf } from '../files/file-store';
import { findUploadedFile } from '../files/files.repo';
import type { CopyValue } from './bulk-copy';
import { type CsvImportRow, deleteStagedRows, findImport, updateImport } from './csv-import.repo';
import { failureMessage, type ImportFailure } from './csv-import-view';
import { stagedRow, stageSubscriptionRows } from './subscription-staging';

/** Rows per COPY batch: large enough for COPY's speed, small enough to keep memory flat. */
export const FILE_IMPORT_BATCH_ROWS = 10_000;
/**
 * A record longer than this (an endless line, an unclosed quote) fails the import instead of
 * filling memory. Papa Parse re-reads an unfinished record with every chunk, so its cost grows
 * with the square of the length: 16 MB keeps the worst case to seconds and still reads a 10 MB cell.
 */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;
/** Rows with problems kept for the report; the rest are only counted. */
export const MAX_REPORTED_ROWS = 100;
const SAMPLE_BYTES = 64 * 1024;

export interface FileImportOptions {
  delimiter?: CsvDelimiter | null;
  skipInvalidRows?: boolean;
}

/** What reading a file uses: the database, the file store (env), progress pushes and the log. */
export type FileImportDeps = Pick<Container, 'database' | 'env' | 'logger' | 'realtime'>;

/** Observers for tests and the benchmark: each staged batch's size. */
export interface FileImportHooks {
  onBatch?(rows: number): void;
}

class ImportFailed extends Error {
  constructor(
    readonly failure: ImportFailure,
    readonly problems: CsvRowProblems[] = [],
  ) {
    super(failureMessage(failure));
  }
}

function pushProgress(container: FileImportDeps, row: CsvImportRow): void {
  const progress: CsvImportProgress = {
    id: row.id,
    status: row.status === 'UPLOADED' ? 'PROCESSING' : row.status,
    rowsProcessed: row.rowsProcessed,
    rowCount: row.rowCount,
    rejectedCount: row.rejectedCount,
  };
  container.realtime?.toCompany(row.accountId, CSV_IMPORT_PROGRESS_EVENT, progress);
}

async function readSample(stream: Readable): Promise<string> {
  stream.setEncoding('utf8');
  let sample = '';
  for await (const chunk of stream) sample += chunk as string;
  return sample;
}

/**
 * Decoded text of the file: UTF-8 (bytes that are not become U+FFFD, which the row rules refuse
 * by name), counting characters since the parser last gave a record so one endless record
 * cannot take all memory.
 */
async function* guardedText(stream: Readable, sinceRecord: { chars: number }): AsyncGenerator<string> {
  stream.setEncoding('utf8');
  // Mixed CRLF/LF/CR line ends become LF, so each line is one record (the parser is told LF).
  const lineEnds = new LineEndingNormaliser();
  for await (const chunk of stream) {
    sinceRecord.chars += (chunk as string).length;
    if (sinceRecord.chars > MAX_RECORD_CHARS) {
      stream.destroy();
      throw new ImportFailed({ code: 'LINE_TOO_LONG', params: { limitMb: MAX_RECORD_CHARS / 1024 / 1024 } });
    }
    const text = lineEnds.push(chunk as string);
    if (text) yield text;
  }
  const rest = lineEnds.end();
  if (rest) yield rest;
}

/**
 * Streams one import's stored file through Papa Parse, checks the header and every row with
 * packages/domain's rules, and stages valid rows by COPY in batches, reporting progress. Memory
 * stays at one batch whatever the file's size. Without skipInvalidRows any bad row fails the
 * import; a failure of any kind leaves no staged row and the import FAILED with its reason.
 * Runs again from the start when retried (staged rows of an earlier attempt are dropped first).
 */
export async function runFileImport(
  container: FileImportDeps,
  importId: string,
  hooks: FileImportHooks = {},
) {
  const { db } = container.database;
  const csvImport = await findImport(db, importId, null);
  if (csvImport?.status !== 'PROCESSING') return;
  await deleteStagedRows(db, importId);
  try {
    const result = await stageFile(container, csvImport, hooks);
    const pending = await updateImport(db, importId, { status: 'PENDING', ...result, error: null }, [
      'PROCESSING',
    ]);
    if (pending) pushProgress(container, pending);
  } catch (error) {
    if (!(error instanceof ImportFailed))
      container.logger.error({ err: error, importId }, 'file import failed');
    const failed =
      error instanceof ImportFailed ? error : new ImportFailed({ code: 'IMPORT_FAILED', params: {} });
    await deleteStagedRows(db, importId);
    const row = await updateImport(
      db,
      importId,
      {
        status: 'FAILED',
        error: failed.message,
        problems: failed.problems,
        rowCount: 0,
        // The failure's code and params, for translation (see csv-import-view).
        options: { ...csvImport.options, failure: failed.failure },
      },
      ['PROCESSING'],
    );
    if (row) pushProgress(container, row);
  }
}

async function stageFile(container: FileImportDeps, csvImport: CsvImportRow, hooks: FileImportHooks) {
  const { db } = container.database;
  const options = csvImport.options as FileImportOptions;
  const file = csvImport.uploadedFileId
    ? await findUploadedFile(db, csvImport.accountId, csvImport.uploadedFileId)
    : undefined;
  if (!file) throw new ImportFailed({ code: 'FILE_NOT_FOUND', params: {} });
  const store = fileStoreOf(container);
  const delimiter =
    options.delimiter ??
    detectDelimiter(await readSample(await store.open(file.storageKey, { end: SAMPLE_BYTES - 1 })));
  if (delimiter === null) throw new ImportFailed({ code: 'NO_DELIMITER', params: {} });

  const sinceRecord = { chars: 0 };
  const text = Readable.from(guardedText(await store.open(file.storageKey), sinceRecord));
  const parser: Duplex = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter,
    newline: NORMALISED_NEWLINE,
    skipEmptyLines: false,
  });
  // pipe() does not pass errors on: without this a failing read would leave the loop waiting.
  text.once('error', (error) => parser.destroy(error));
  text.pipe(parser);
  const now = new Date();
  const problems: CsvRowProblems[] = [];
  let columns: ReturnType<typeof checkHeader>['columns'] | null = null;
  let batch: CopyValue[][] = [];
  let record = 0;
  let staged = 0;
  let rejected = 0;

  const report = async () => {
    const row = await updateImport(db, csvImport.id, {
      rowsProcessed: Math.max(record - 1, 0),
      rowCount: staged,
      rejectedCount: rejected,
    });
    if (row) pushProgress(container, row);
  };
  // One COPY may run while the next batch is parsed (PostgreSQL works in parallel with us), never
  // two: memory stays at two batches. A failed COPY surfaces at the next flush or at the end.
  let inFlight: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await inFlight;
    inFlight = (async () => {
      await stageSubscriptionRows(container.database, rows);
      staged += rows.length;
      hooks.onBatch?.(rows.length);
      await report();
      crashPoint(container.env.CRASH_AT, 'file-import:batch');
    })();
    inFlight.catch(() => undefined);
  };

  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      sinceRecord.chars = 0;
      record += 1;
      if (columns === null) {
        const header = checkHeader(cells);
        if (!header.ok) {
          throw new ImportFailed(
            {
              code: 'HEADER_INVALID',
              params: { problems: header.problems.map((p) => p.message).join('; ') },
            },
            [
              {
                row: 1,
                problems: header.problems.map((p) => ({
                  column: p.column,
                  code: p.code,
                  params: p.params,
                  message: p.message,
                })),
              },
            ],
          );
        }
        columns = header.columns;
        continue;
      }
      if (isBlankRow(cells)) continue;
      const result = validateCells(columns, cells, { now });
      if (result.ok) {
        batch.push(stagedRow(csvImport.id, record, result.value));
        if (batch.length >= FILE_IMPORT_BATCH_ROWS) await flush();
      } else {
        rejected += 1;
        if (problems.length < MAX_REPORTED_ROWS) problems.push({ row: record, problems: result.problems });
        if (rejected % FILE_IMPORT_BATCH_ROWS === 0) await report();
      }
    }
    await flush();
  } finally {
    // Never leave a COPY running behind a failure: its rows would outlive the cleanup.
    await inFlight.catch(() => undefined);
  }
  await inFlight;
  if (columns === null || (staged === 0 && rejected === 0))
    throw new ImportFailed({ code: 'EMPTY_FILE', params: {} });
  if (rejected > 0 && !options.skipInvalidRows) {
    throw new ImportFailed({ code: 'ROWS_HAVE_PROBLEMS', params: { count: rejected } }, problems);
  }
  if (staged === 0)
    throw new ImportFailed({ code: 'ROWS_HAVE_PROBLEMS', params: { count: rejected } }, problems);
  return { rowCount: staged, rowsProcessed: record - 1, rejectedCount: rejected, problems };
}
