import { type Db, schema } from '@tranche/db';
import type { CsvImportRowProblems, CsvImportStatus } from '@tranche/db/schema/subscriptions';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';

export type CsvImportRow = typeof schema.csvImports.$inferSelect;
/** An import with its file's name (and, for the operator, its company's). */
export type CsvImportListRow = CsvImportRow & { fileName: string | null; companyName: string | null };

const {
  csvImports: imports,
  uploadedFiles: files,
  accounts,
  csvImportRows,
  csvImportSubscriptionRows,
} = schema;

export async function insertImport(db: Db, values: typeof imports.$inferInsert): Promise<CsvImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  return row!;
}

/** Imports of a file that keep its rows (or will): a second JSON import of that file is refused. */
const FILE_TAKEN_STATUSES: CsvImportStatus[] = ['PROCESSING', 'PENDING', 'APPROVING', 'APPROVED'];

/**
 * Inserts a JSON import unless the company already has one of this file that is not FAILED or
 * REJECTED (then: undefined). The file's row is locked for the check, so two imports of one file
 * sent at the same moment cannot both pass it.
 */
export async function insertImportOfNewFile(
  db: Db,
  values: typeof imports.$inferInsert & { uploadedFileId: string },
): Promise<CsvImportRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: files.id }).from(files).where(eq(files.id, values.uploadedFileId)).for('update');
    const [taken] = await tx
      .select({ id: imports.id })
      .from(imports)
      .where(
        and(
          eq(imports.accountId, values.accountId),
          eq(imports.uploadedFileId, values.uploadedFileId),
          inArray(imports.status, FILE_TAKEN_STATUSES),
        ),
      )
      .limit(1);
    if (taken) return undefined;
    const [row] = await tx.insert(imports).values(values).returning();
    return row!;
  });
}

/** An import by id, scoped to a company unless `accountId` is null (the operator). */
export async function findImport(
  db: Db,
  id: string,
  accountId: string | null,
): Promise<CsvImportListRow | undefined> {
  const [row] = await listImports(db, {
    where: and(eq(imports.id, id), accountId === null ? undefined : eq(imports.accountId, accountId)),
    orderBy: [],
    limit: 1,
    offset: 0,
  });
  return row;
}

/** A page of imports with file and company names; `where` already holds any company scope. */
/** The filters of a list call, within one company's imports when `accountId` is given (the operator's: all). */
const scopedImports = (where: SQL | undefined, accountId?: string) =>
  accountId === undefined ? where : and(eq(imports.accountId, accountId), where);

export async function listImports(
  db: Db,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number; accountId?: string },
): Promise<CsvImportListRow[]> {
  const rows = await db
    .select({ csvImport: imports, fileName: files.fileName, companyName: accounts.companyName })
    .from(imports)
    .leftJoin(files, eq(files.id, imports.uploadedFileId))
    .innerJoin(accounts, eq(accounts.id, imports.accountId))
    .where(scopedImports(page.where, page.accountId))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ csvImport, fileName, companyName }) => ({ ...csvImport, fileName, companyName }));
}

export async function countImports(db: Db, where: SQL | undefined, accountId?: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(imports)
    .leftJoin(files, eq(files.id, imports.uploadedFileId))
    .where(scopedImports(where, accountId));
  return row?.count ?? 0;
}

export type ImportPatch = Partial<
  Pick<
    CsvImportRow,
    | 'status'
    | 'rowCount'
    | 'rowsProcessed'
    | 'rejectedCount'
    | 'error'
    | 'problems'
    | 'options'
    | 'reviewedBy'
    | 'reviewedAt'
    | 'reviewNote'
  >
>;

/**
 * Updates an import; with `from`, only while it is in one of those statuses (the compare-and-set
 * that keeps two operators, or a retried job, from acting twice). Returns the row, or undefined
 * when the status did not match.
 */
export async function updateImport(
  db: Db,
  id: string,
  patch: ImportPatch,
  from?: readonly CsvImportStatus[],
): Promise<CsvImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(
      and(
        eq(imports.id, id),
        from
          ? sql`${imports.status} in (${sql.join(
              from.map((status) => sql`${status}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .returning();
  return row;
}

/** Drops an import's staged rows (a failed or rejected import keeps none). */
export async function deleteStagedRows(db: Db, importId: string): Promise<void> {
  await db.delete(csvImportSubscriptionRows).where(eq(csvImportSubscriptionRows.importId, importId));
  await db.delete(csvImportRows).where(eq(csvImportRows.importId, importId));
}

/** Stages normalised payment or customer records as JSON. */
export async function insertRecordRows(
  db: Db,
  importId: string,
  records: readonly { rowNumber: number; record: Record<string, unknown> }[],
): Promise<void> {
  const CHUNK = 2_000;
  for (let start = 0; start < records.length; start += CHUNK) {
    await db
      .insert(csvImportRows)
      .values(records.slice(start, start + CHUNK).map((each) => ({ importId, ...each })));
  }
}

export type { CsvImportRowProblems, CsvImportStatus };

/** Removes an import that never became visible (its staged rows go with it). */
export async function deleteImport(db: Db, id: string): Promise<void> {
  await deleteStagedRows(db, id);
  await db.delete(imports).where(eq(imports.id, id));
}

/**
 * The company's latest import of this file that a retry takes over: still PROCESSING (running or
 * stuck behind a crash) or FAILED. Newer than either (PENDING, …) means there is none.
 */
export async function findRetryableFileImport(
  db: Db,
  accountId: string,
  uploadedFileId: string,
): Promise<CsvImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.accountId, accountId), eq(imports.uploadedFileId, uploadedFileId)))
    .orderBy(sql`${imports.createdAt} desc`)
    .limit(1);
  return row && (row.status === 'PROCESSING' || row.status === 'FAILED') ? row : undefined;
}

/** A FAILED import read again from the start, as if new (its staged rows went when it failed). */
export async function restartFileImport(
  db: Db,
  id: string,
  createdBy: string,
  options: Record<string, unknown>,
): Promise<CsvImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({
      status: 'PROCESSING',
      createdBy,
      options,
      rowCount: 0,
      rowsProcessed: 0,
      rejectedCount: 0,
      error: null,
      problems: [],
      createdAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(imports.id, id), eq(imports.status, 'FAILED')))
    .returning();
  return row;
}
