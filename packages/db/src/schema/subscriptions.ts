import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  type ExtraConfigColumn,
  type IndexBuilder,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Files a company uploaded (CSV imports first; later the file room). Bytes live in the file store. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Key in the file store (DATA_DIR/files or the bucket). */
    storageKey: text('storage_key').notNull(),
    purpose: text('purpose').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    /** File room: a path-like folder ('' is the top) and free tags. */
    folder: text('folder').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_account_idx').on(t.accountId, t.createdAt)],
);

export type CsvImportStatus =
  | 'UPLOADED'
  | 'PROCESSING'
  | 'PENDING'
  | 'APPROVING'
  | 'APPROVED'
  | 'REJECTED'
  | 'FAILED';

/** A row the import left out or refused, as reported to the company (at most the first 100). */
export interface CsvImportRowProblems {
  row: number;
  problems: {
    column: string | null;
    code: string;
    params: Record<string, string | number>;
    message: string;
  }[];
}

/** One CSV import: validated rows wait (PENDING) for the operator's review before they count. */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'subscriptions' | 'payments' | 'customers'>().notNull(),
    uploadedFileId: uuid('uploaded_file_id').references(() => uploadedFiles.id),
    status: text('status').$type<CsvImportStatus>().notNull(),
    createdBy: text('created_by').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    rowsProcessed: integer('rows_processed').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    error: text('error'),
    problems: jsonb('problems').$type<CsvImportRowProblems[]>().notNull().default(sql`'[]'::jsonb`),
    /** How the job reads the stored file (from-file imports): delimiter, skipInvalidRows, notify. */
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('csv_imports_account_idx').on(t.accountId, t.status, t.createdAt)],
);

/** Rows of an import waiting for review: the validated, normalised record as JSON. */
export const csvImportRows = pgTable(
  'csv_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('csv_import_rows_pk').on(t.importId, t.rowNumber)],
);

/**
 * What one subscription record holds, the same in the live table and in an import's staging rows
 * (a function: every table needs column builders of its own).
 */
const subscriptionRecordColumns = () => ({
  externalId: text('external_id').notNull(),
  status: text('status').notNull(),
  billingPeriodMonths: integer('billing_period_months').notNull(),
  currency: text('currency').notNull(),
  /** Per billing period, VAT included, minor units. */
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  /** Normalised monthly recurring revenue, minor units (net basis per packages/domain). */
  mrrMinor: bigint('mrr_minor', { mode: 'number' }).notNull(),
  lastPaymentAmountMinor: bigint('last_payment_amount_minor', { mode: 'number' }),
  nextPaymentAmountMinor: bigint('next_payment_amount_minor', { mode: 'number' }),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  nextPaymentDate: date('next_payment_date', { mode: 'string' }),
  customerName: text('customer_name').notNull(),
  customerExternalId: text('customer_external_id').notNull(),
  customerCountry: text('customer_country').notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Where it came from: 'csv' or a provider name; with externalId it identifies the subscription. */
    source: text('source').notNull(),
    tradingStatus: text('trading_status').notNull().default('AVAILABLE'),
    ...subscriptionRecordColumns(),
    importId: uuid('import_id').references(() => csvImports.id, { onDelete: 'set null' }),
    /**
     * An approval writes an import's rows invisibly before they count: a new version of a
     * subscription carries `pending_import_id` (it shows once that import is APPROVED), the live
     * row it replaces carries `replaced_by_import_id` (it hides then). One status change makes
     * the whole import visible; the approval then merges the versions and clears both columns.
     * Reads go through the subscriptions repo's `visibleSubscription`.
     */
    pendingImportId: uuid('pending_import_id'),
    replacedByImportId: uuid('replaced_by_import_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Importing the same subscription again updates it (versions an approval has not merged yet aside).
    uniqueIndex('subscriptions_source_external_idx')
      .on(t.accountId, t.source, t.externalId)
      .where(sql`${t.pendingImportId} is null`),
    uniqueIndex('subscriptions_pending_import_idx')
      .on(t.pendingImportId, t.externalId)
      .where(sql`${t.pendingImportId} is not null`),
    // A customers import renames the subscriptions of each customer id, batch by batch.
    index('subscriptions_customer_idx').on(t.accountId, t.customerExternalId),
    index('subscriptions_replaced_by_import_idx')
      .on(t.replacedByImportId)
      .where(sql`${t.replacedByImportId} is not null`),
    ...subscriptionListIndexes(t),
  ],
);

type ListIndexColumns = Record<
  | 'accountId'
  | 'createdAt'
  | 'updatedAt'
  | 'id'
  | 'status'
  | 'tradingStatus'
  | 'billingPeriodMonths'
  | 'currency'
  | 'amountMinor'
  | 'mrrMinor'
  | 'endDate'
  | 'customerCountry'
  | 'startDate'
  | 'nextPaymentDate'
  | 'externalId'
  | 'customerName',
  ExtraConfigColumn
>;

/**
 * Indexes that let every sort and filter of the Subscriptions screen and the tradable list read
 * one page from a company of a million subscriptions without sorting them (see
 * subscriptions.repo.ts for the orders they serve). Every list order ends in the default order
 * (created_at, updated_at desc, then id) so that a batch imported with one created_at never needs
 * a sort of its own:
 * - `(account, created, updated, id)`: the default order and createdAt either way;
 * - `(account, X, created, updated, id)`: X descending (read backwards), and for the few-valued
 *   columns (status, trading status, billing period, currency) X ascending too, one branch per value,
 *   plus their filters in the default order;
 * - `(account, X, created desc, updated desc, id desc)`: X ascending, the header's first click.
 */
function subscriptionListIndexes(t: ListIndexColumns): IndexBuilder[] {
  // asc()/desc() set the order on the shared column object: call them anew for every index.
  const tail = () => [t.createdAt.asc(), t.updatedAt.asc(), t.id.asc()];
  const tailDesc = () => [t.createdAt.desc(), t.updatedAt.desc(), t.id.desc()];
  const byDesc = (name: string, column: ExtraConfigColumn) =>
    index(`subscriptions_list_${name}_idx`).on(t.accountId.asc(), column.asc(), ...tail());
  const byAsc = (name: string, column: ExtraConfigColumn) =>
    index(`subscriptions_list_${name}_asc_idx`).on(t.accountId.asc(), column.asc(), ...tailDesc());
  return [
    index('subscriptions_list_created_idx').on(t.accountId.asc(), ...tail()),
    // The newest change of a company's subscriptions: kept list counts are valid until it moves.
    index('subscriptions_account_updated_idx').on(t.accountId.asc(), t.updatedAt.asc()),
    byDesc('status', t.status),
    byDesc('trading', t.tradingStatus),
    byDesc('period', t.billingPeriodMonths),
    byDesc('currency', t.currency),
    byDesc('amount', t.amountMinor),
    byAsc('amount', t.amountMinor),
    byDesc('mrr', t.mrrMinor),
    byAsc('mrr', t.mrrMinor),
    byDesc('end', t.endDate),
    byAsc('end', t.endDate),
    byDesc('country', t.customerCountry),
    byAsc('country', t.customerCountry),
    byAsc('start', t.startDate),
    byAsc('next_payment', t.nextPaymentDate),
    byAsc('external', t.externalId),
    byAsc('customer', t.customerName),
  ];
}

/**
 * Rows of a subscriptions import waiting for review, typed like `subscriptions` (csv_import_rows
 * holds the other kinds as JSON): staged with COPY and approved with one INSERT … SELECT … ON
 * CONFLICT per batch, which is several times faster than going through JSON for big files.
 * Deliberately without a foreign key to csv_imports: its check on every row made COPY 2–3 times
 * slower. The import code removes staged rows when an import fails, is rejected or approved.
 */
export const csvImportSubscriptionRows = pgTable(
  'csv_import_subscription_rows',
  {
    importId: uuid('import_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    ...subscriptionRecordColumns(),
  },
  (t) => [uniqueIndex('csv_import_subscription_rows_pk').on(t.importId, t.rowNumber)],
);
