import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@tranche/db';

/** What the file store answered for a stored file; tests that never read the file leave it out. */
interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

/**
 * An uploaded CSV file of a company, as the file route records it, for a JSON or from-file import.
 * Each import names a file of its own: a file already imported is refused (409).
 */
export async function insertImportFile(db: Db, accountId: string, stored?: StoredFile): Promise<string> {
  const [file] = await db
    .insert(schema.uploadedFiles)
    .values({
      accountId,
      uploadedBy: 'test',
      fileName: 'subscriptions.csv',
      contentType: 'text/csv',
      sizeBytes: stored?.size ?? 1,
      sha256: stored?.sha256 ?? 'x',
      storageKey: stored?.key ?? `${accountId}/${randomUUID()}`,
      purpose: 'csv-import',
    })
    .returning();
  return file!.id;
}
