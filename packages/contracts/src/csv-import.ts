import { CSV_DELIMITERS } from '@tranche/domain';
import { z } from 'zod';
import { isCleanText, multiLineText, TEXT_RULE_MESSAGES } from './text';

/**
 * CSV imports (spec §3, §4, §5, §7). The browser parses and reviews a file, saves the original
 * with `POST /api/file` first, then sends the rows it accepted; the server checks every row again
 * and keeps the import PENDING until an operator approves it. Big files are imported from the
 * stored file by a job instead (`/from-file`).
 */

export const CSV_IMPORT_KINDS = ['subscriptions', 'payments', 'customers'] as const;
export type CsvImportKind = (typeof CSV_IMPORT_KINDS)[number];

/**
 * PROCESSING: a job is reading the stored file; PENDING: waiting for the operator; APPROVING: the
 * approved rows are being written; APPROVED: they count; REJECTED by the operator; FAILED: the file
 * could not be imported (`error`, `problems` say why) and nothing of it was kept.
 */
export const CSV_IMPORT_STATUSES = [
  'PROCESSING',
  'PENDING',
  'APPROVING',
  'APPROVED',
  'REJECTED',
  'FAILED',
] as const;
export type CsvImportStatus = (typeof CSV_IMPORT_STATUSES)[number];
/** `GET /api/csv-import?where[status]=ALL` (or no status) lists every status. */
export const CSV_IMPORT_STATUS_FILTERS = ['ALL', ...CSV_IMPORT_STATUSES] as const;

/** Rows a JSON import may carry; bigger files go through `/from-file`. */
export const MAX_JSON_IMPORT_ROWS = 20_000;

/** One problem with one row, in the same shape as the browser's review table. */
export const csvRowProblemSchema = z.object({
  /** Canonical column name, or null for the whole row. */
  column: z.string().nullable(),
  /** A CSV_MESSAGES code of @tranche/domain (REQUIRED_FIELD, DATE_FORMAT, …): the web translates it. */
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** English text. */
  message: z.string(),
});
export type CsvRowProblem = z.infer<typeof csvRowProblemSchema>;

export const csvRowProblemsSchema = z.object({
  /** JSON import: 1-based position in the sent list; from a file: the record's number, the header being 1. */
  row: z.int().min(1),
  problems: z.array(csvRowProblemSchema),
});
export type CsvRowProblems = z.infer<typeof csvRowProblemsSchema>;

export const csvImportSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CSV_IMPORT_KINDS),
  status: z.enum(CSV_IMPORT_STATUSES),
  uploadedFileId: z.uuid().nullable(),
  fileName: z.string().nullable(),
  /** Rows kept for review. */
  rowCount: z.int().min(0),
  /** Progress of the running step: rows read (PROCESSING) or written (APPROVING). */
  rowsProcessed: z.int().min(0),
  /** Rows left out because they had problems (from-file with skipInvalidRows). */
  rejectedCount: z.int().min(0),
  /** Why it FAILED, in English; `errorCode` and `errorParams` say it by code for translation. */
  error: z.string().nullable(),
  /** A key of CSV_IMPORT_MESSAGES. */
  errorCode: z.string().nullable(),
  errorParams: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The first rows with problems (at most 100). */
  problems: z.array(csvRowProblemsSchema),
  reviewedAt: z.iso.datetime().nullable(),
  /** The operator's reason when rejected. */
  reviewNote: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CsvImport = z.infer<typeof csvImportSchema>;

export const csvImportResponseSchema = z.object({ data: csvImportSchema });
export const csvImportListResponseSchema = z.object({ data: z.array(csvImportSchema) });

/**
 * A row as the browser parsed it, keyed by canonical column names (`subscription_id`,
 * `start_date`, …; see CSV_COLUMNS, PAYMENT_CSV_COLUMNS, CUSTOMER_CSV_COLUMNS of @tranche/domain),
 * cells as the strings of the file. Anything else is reported per row, not as a 400.
 */
export const csvRecordSchema = z.record(
  z
    .string()
    .max(200)
    .refine((key) => isCleanText(key), { error: TEXT_RULE_MESSAGES['single-line'] }),
  // A cell is one line of a record: control and bidirectional characters refuse the import (400).
  z.unknown().refine((cell) => typeof cell !== 'string' || isCleanText(cell), {
    error: TEXT_RULE_MESSAGES['single-line'],
  }),
);
export type CsvRecordBody = z.infer<typeof csvRecordSchema>;

const rows = z.array(csvRecordSchema).min(1).max(MAX_JSON_IMPORT_ROWS);
const importFields = {
  /** The original file, saved first with `POST /api/file`. */
  uploadedFileId: z.uuid(),
  /** Spec §7: always true; the company is told when the operator decides. */
  send_notification: z.boolean().default(true),
};

/** `POST /api/csv-import/subscriptions` (spec §7). */
export const importSubscriptionsBodySchema = z.object({ subs: rows, ...importFields });
export type ImportSubscriptionsBody = z.input<typeof importSubscriptionsBodySchema>;
/** `POST /api/csv-import/payments`. */
export const importPaymentsBodySchema = z.object({ payments: rows, ...importFields });
export type ImportPaymentsBody = z.input<typeof importPaymentsBodySchema>;
/** `POST /api/csv-import/customers`. */
export const importCustomersBodySchema = z.object({ customers: rows, ...importFields });
export type ImportCustomersBody = z.input<typeof importCustomersBodySchema>;

/** The answer to the three JSON imports: 201 `{ data: { id, status: 'PENDING', rowCount } }`. */
export const importCreatedResponseSchema = z.object({
  data: z.object({ id: z.uuid(), status: z.enum(CSV_IMPORT_STATUSES), rowCount: z.int().min(0) }),
});
export type ImportCreatedResponse = z.infer<typeof importCreatedResponseSchema>;

/**
 * `POST /api/csv-import/subscriptions/from-file`: 202, the import starts PROCESSING; follow it
 * with `GET /api/csv-import/{id}` or the realtime event {@link CSV_IMPORT_PROGRESS_EVENT}.
 * Without skipInvalidRows any row with a problem fails the whole import; with it such rows are
 * left out and counted in rejectedCount.
 */
export const importFromFileBodySchema = z.object({
  uploadedFileId: z.uuid(),
  /** Detected from the file when omitted. */
  delimiter: z.enum(CSV_DELIMITERS).optional(),
  skipInvalidRows: z.boolean().default(false),
  send_notification: z.boolean().default(true),
});
export type ImportFromFileBody = z.input<typeof importFromFileBodySchema>;

/** Pushed to the company's sockets while a job reads or writes an import. */
export const CSV_IMPORT_PROGRESS_EVENT = 'csv-import:progress';
export const csvImportProgressSchema = z.object({
  id: z.uuid(),
  status: z.enum(CSV_IMPORT_STATUSES),
  rowsProcessed: z.int().min(0),
  rowCount: z.int().min(0),
  rejectedCount: z.int().min(0),
});
export type CsvImportProgress = z.infer<typeof csvImportProgressSchema>;

/**
 * 422 of the JSON imports when any row has problems; nothing is stored. The first entry's
 * `messages` are English lines ("Row 3: Required field customer_name", spec §8 shows the first
 * entry's messages); `rows` has the same facts by code for translation.
 */
export const INVALID_ROWS_CODE = 'INVALID_ROWS';
export const invalidRowsErrorSchema = z.object({
  errors: z
    .array(
      z.object({
        code: z.literal(INVALID_ROWS_CODE),
        message: z.string(),
        messages: z.array(z.string()),
        rows: z.array(csvRowProblemsSchema),
      }),
    )
    .length(1),
});
export type InvalidRowsError = z.infer<typeof invalidRowsErrorSchema>;

/** Operator review: `GET /api/admin/csv-imports` rows name the company. */
export const adminCsvImportSchema = csvImportSchema.extend({
  accountId: z.uuid(),
  companyName: z.string().nullable(),
  createdBy: z.string(),
});
export type AdminCsvImport = z.infer<typeof adminCsvImportSchema>;
export const adminCsvImportListResponseSchema = z.object({ data: z.array(adminCsvImportSchema) });

/** `POST /api/admin/csv-imports/{id}/reject`; the reason is emailed to the company. */
export const rejectImportBodySchema = z.object({ reason: multiLineText(2000).min(1) });
export type RejectImportBody = z.infer<typeof rejectImportBodySchema>;

/** Codes of the import calls' other errors (the web translates by code). */
export const CSV_IMPORT_MESSAGES = {
  IMPORT_NOT_FOUND: 'Import not found',
  IMPORT_NOT_PENDING: 'Only a pending import can be approved or rejected.',
  FILE_NOT_FOUND: 'File not found',
  FILE_ALREADY_IMPORTED: 'This file is already being imported.',
  NO_DELIMITER: 'Could not detect the delimiter; choose one.',
  HEADER_INVALID: 'The header row has problems: {{problems}}',
  EMPTY_FILE: 'The file has no rows to import.',
  FILE_NOT_TEXT: 'This file is not a text CSV file.',
  ROWS_HAVE_PROBLEMS: '{{count}} rows have problems.',
  LINE_TOO_LONG: 'A row of the file is longer than {{limitMb}} MB.',
  IMPORT_FAILED: 'The import failed. Please try again.',
} as const;
export type CsvImportMessageCode = keyof typeof CSV_IMPORT_MESSAGES;
