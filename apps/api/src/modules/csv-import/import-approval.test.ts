import { Readable } from 'node:stream';
import { schema } from '@tranche/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fileStoreOf } from '../files/file-store';
import { createJsonImport } from './csv-import.service';
import { FILE_IMPORT_BATCH_ROWS, runFileImport } from './file-import';
import { applyApproval } from './import-approval';
import { csvLines, csvRecords, demoSubscriptions } from './import-fixtures';

let t: TestApp;
let accountId: string;
let uploadedFileId: string;
const db = () => t.container.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const [account] = await db()
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Crash Co' })
    .returning();
  accountId = account!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function storeFile(lines: Iterable<string>): Promise<string> {
  const key = `${accountId}/${crypto.randomUUID()}`;
  const stored = await fileStoreOf(t.container).put(
    key,
    Readable.from(
      (function* () {
        for (const line of lines) yield `${line}\n`;
      })(),
    ),
  );
  const [file] = await db()
    .insert(schema.uploadedFiles)
    .values({
      accountId,
      uploadedBy: 'test',
      fileName: 'f.csv',
      contentType: 'text/csv',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      storageKey: key,
      purpose: 'csv-import',
    })
    .returning();
  return file!.id;
}

const subscriptionCount = async () => {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.accountId, accountId));
  return row!.n;
};

describe('approval after a crash', () => {
  it('re-runs from the start without duplicates and turns APPROVED only at the end', async () => {
    uploadedFileId = await storeFile(['x']);
    const result = await createJsonImport(
      t.container,
      { accountId, sub: 'test' },
      'subscriptions',
      csvRecords(demoSubscriptions(25, 'crash')),
      {
        uploadedFileId,
        sendNotification: false,
      },
    );
    if (!result.ok) throw new Error('fixture refused');
    const id = result.csvImport.id;
    await db().update(schema.csvImports).set({ status: 'APPROVING' }).where(eq(schema.csvImports.id, id));

    let batches = 0;
    const crash = applyApproval(t.container, id, {
      batchRows: 10,
      onBatch: () => {
        batches += 1;
        if (batches === 2) throw new Error('worker died');
      },
    });
    await expect(crash).rejects.toThrow('worker died');
    // Two batches were committed; the import is still APPROVING, its staged rows still there.
    expect(await subscriptionCount()).toBe(20);
    const [during] = await db().select().from(schema.csvImports).where(eq(schema.csvImports.id, id));
    expect(during!.status).toBe('APPROVING');

    await applyApproval(t.container, id, { batchRows: 10 });
    expect(await subscriptionCount()).toBe(25);
    const [after] = await db().select().from(schema.csvImports).where(eq(schema.csvImports.id, id));
    expect(after).toMatchObject({ status: 'APPROVED', rowsProcessed: 25 });
    const notifications = await db()
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.accountId, accountId), eq(schema.notifications.externalId, id)));
    expect(notifications).toHaveLength(1);
    // A late retry of the job changes nothing.
    await applyApproval(t.container, id);
    expect(await subscriptionCount()).toBe(25);
  });
});

describe('reading a file', () => {
  it('stages in batches of at most FILE_IMPORT_BATCH_ROWS, whatever the file size', async () => {
    const rows = FILE_IMPORT_BATCH_ROWS * 3 + 1234;
    const fileId = await storeFile(csvLines(demoSubscriptions(rows, 'batched')));
    const [csvImport] = await db()
      .insert(schema.csvImports)
      .values({
        accountId,
        kind: 'subscriptions',
        uploadedFileId: fileId,
        status: 'PROCESSING',
        createdBy: 'test',
      })
      .returning();
    const sizes: number[] = [];
    await runFileImport(t.container, csvImport!.id, { onBatch: (size) => sizes.push(size) });
    expect(sizes).toEqual([FILE_IMPORT_BATCH_ROWS, FILE_IMPORT_BATCH_ROWS, FILE_IMPORT_BATCH_ROWS, 1234]);
    const [done] = await db().select().from(schema.csvImports).where(eq(schema.csvImports.id, csvImport!.id));
    expect(done).toMatchObject({ status: 'PENDING', rowCount: rows, rowsProcessed: rows });
  }, 120_000);
});
