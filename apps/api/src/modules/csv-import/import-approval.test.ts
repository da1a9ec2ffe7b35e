import { Readable } from 'node:stream';
import { schema } from '@tranche/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImportFile } from '../../test/import-file';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fileStoreOf } from '../files/file-store';
import { visibleSubscription } from '../subscriptions/subscription-visibility.repo';
import { createJsonImport } from './csv-import.service';
import { FILE_IMPORT_BATCH_ROWS, runFileImport } from './file-import';
import { applyApproval } from './import-approval';
import { csvLines, csvRecords, demoSubscriptions } from './import-fixtures';

let t: TestApp;
let accountId: string;
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
  return insertImportFile(db(), accountId, { key, size: stored.size, sha256: stored.sha256 });
}

/** Subscriptions the company sees (what every read of the subscriptions repo counts). */
const subscriptionCount = async () => {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.subscriptions)
    .where(and(eq(schema.subscriptions.accountId, accountId), visibleSubscription));
  return row!.n;
};
const rowCount = async () => {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.accountId, accountId));
  return row!.n;
};

async function approvingImport(count: number, prefix: string): Promise<string> {
  // Each JSON import has a file of its own: the same file again is refused (409).
  const uploadedFileId = await storeFile(['x']);
  const result = await createJsonImport(
    t.container,
    { accountId, sub: 'test' },
    'subscriptions',
    csvRecords(demoSubscriptions(count, prefix)),
    { uploadedFileId, sendNotification: false },
  );
  if (!result.ok) throw new Error('fixture refused');
  const id = result.csvImport.id;
  await db().update(schema.csvImports).set({ status: 'APPROVING' }).where(eq(schema.csvImports.id, id));
  return id;
}

describe('approval after a crash', () => {
  it('shows nothing until the last batch is written, then all at once, with no duplicates', async () => {
    const id = await approvingImport(25, 'crash');
    let batches = 0;
    const crash = applyApproval(t.container, id, {
      batchRows: 10,
      onBatch: () => {
        batches += 1;
        if (batches === 2) throw new Error('worker died');
      },
    });
    await expect(crash).rejects.toThrow('worker died');
    // Two batches were written, invisibly: the company sees none of them.
    expect(await subscriptionCount()).toBe(0);
    expect(await rowCount()).toBe(20);
    const [during] = await db().select().from(schema.csvImports).where(eq(schema.csvImports.id, id));
    expect(during!.status).toBe('APPROVING');

    await applyApproval(t.container, id, { batchRows: 10 });
    expect(await subscriptionCount()).toBe(25);
    expect(await rowCount()).toBe(25);
    const [after] = await db().select().from(schema.csvImports).where(eq(schema.csvImports.id, id));
    expect(after).toMatchObject({ status: 'APPROVED', rowsProcessed: 25 });
    const notifications = await db()
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.accountId, accountId), eq(schema.notifications.externalId, id)));
    expect(notifications).toHaveLength(1);
    // A late retry of the job changes nothing.
    await applyApproval(t.container, id);
    expect(await rowCount()).toBe(25);
    expect(
      await db()
        .select()
        .from(schema.notifications)
        .where(and(eq(schema.notifications.accountId, accountId), eq(schema.notifications.externalId, id))),
    ).toHaveLength(1);
  });

  it('re-imports in place: a crash while writing leaves the old values, the retry swaps all of them', async () => {
    const before = await db()
      .select({ id: schema.subscriptions.id, externalId: schema.subscriptions.externalId })
      .from(schema.subscriptions)
      .where(and(eq(schema.subscriptions.accountId, accountId), visibleSubscription));
    const id = await approvingImport(25, 'crash');
    // The same 25 subscriptions with new amounts, 5 more.
    await db().execute(
      sql`update csv_import_subscription_rows set amount_minor = amount_minor + 1 where import_id = ${id}`,
    );
    const extra = await approvingImport(5, 'extra');
    await expect(
      applyApproval(t.container, id, {
        batchRows: 10,
        onBatch: () => {
          throw new Error('worker died');
        },
      }),
    ).rejects.toThrow('worker died');
    expect(await subscriptionCount()).toBe(25);
    await applyApproval(t.container, id, { batchRows: 10 });
    await applyApproval(t.container, extra, { batchRows: 10 });
    const after = await db()
      .select({
        id: schema.subscriptions.id,
        externalId: schema.subscriptions.externalId,
        importId: schema.subscriptions.importId,
        pending: schema.subscriptions.pendingImportId,
        replaced: schema.subscriptions.replacedByImportId,
      })
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.accountId, accountId));
    expect(after).toHaveLength(30);
    // Replaced rows keep their ids (whatever refers to a subscription still does).
    const ids = new Map(after.map((row) => [row.externalId, row]));
    for (const row of before) expect(ids.get(row.externalId)).toMatchObject({ id: row.id, importId: id });
    expect(after.every((row) => row.pending === null && row.replaced === null)).toBe(true);
    const staged = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.csvImportSubscriptionRows)
      .where(eq(schema.csvImportSubscriptionRows.importId, id));
    expect(staged[0]!.n).toBe(0);
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
