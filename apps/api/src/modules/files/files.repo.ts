import { type Db, schema } from '@tranche/db';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../lib/list-query';

export type UploadedFileRow = typeof schema.uploadedFiles.$inferSelect;
const { uploadedFiles } = schema;

export async function insertUploadedFile(
  db: Db,
  values: typeof uploadedFiles.$inferInsert,
): Promise<UploadedFileRow> {
  const [row] = await db.insert(uploadedFiles).values(values).returning();
  return row!;
}

/** Removes a file's row for good: only for an upload never acknowledged, which nothing refers to yet. */
export async function deleteUploadedFile(db: Db, id: string): Promise<void> {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}

/** A company's file by id (deleted ones included only when asked). */
export async function findUploadedFile(
  db: Db,
  accountId: string,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<UploadedFileRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.accountId, accountId),
        eq(uploadedFiles.id, id),
        options.includeDeleted ? undefined : eq(uploadedFiles.deleted, false),
      ),
    );
  return row;
}

export async function listUploadedFiles(
  db: Db,
  accountId: string,
  query: ListQuery,
): Promise<UploadedFileRow[]> {
  return db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.accountId, accountId), query.where))
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

export async function countUploadedFiles(db: Db, accountId: string, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.accountId, accountId), where));
  return row?.count ?? 0;
}
