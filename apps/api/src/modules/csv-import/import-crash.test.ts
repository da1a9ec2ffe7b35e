import { Readable } from 'node:stream';
import { schema } from '@tranche/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../container';
import { csvImportApproveJobType, csvImportFileJobType } from '../../jobs/csv-import.job-types';
import { type CrashHarness, crashDatabaseKind, createCrashHarness } from '../../test/crash-harness';
import { insertBenchBook } from '../analytics/testing/analytics-bench.repo';
import { fileStoreOf } from '../files/file-store';
import { visibleSubscription } from '../subscriptions/subscription-visibility.repo';
import { csvLines, demoSubscriptions } from './import-fixtures';

/** Enough rows for several batches of reading (10,000) and of approving (2,000). */
const ROWS = 25_000;
/** Every other request is answered within this while the work runs (spec: within a second). */
const RESPONSIVE_MS = 1_000;

async function seedFileImport(container: Container): Promise<{ accountId: string; importId: string }> {
  const { db } = container.database;
  const [account] = await db
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Crash GmbH' })
    .returning();
  const accountId = account!.id;
  const key = `${accountId}/${crypto.randomUUID()}`;
  const stored = await fileStoreOf(container).put(
    key,
    Readable.from(
      (function* () {
        for (const line of csvLines(demoSubscriptions(ROWS, 'crash'))) yield `${line}\n`;
      })(),
    ),
  );
  const [file] = await db
    .insert(schema.uploadedFiles)
    .values({
      accountId,
      uploadedBy: 'test',
      fileName: 'subs.csv',
      contentType: 'text/csv',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      storageKey: key,
      purpose: 'csv-import',
    })
    .returning();
  const [csvImport] = await db
    .insert(schema.csvImports)
    .values({
      accountId,
      kind: 'subscriptions',
      uploadedFileId: file!.id,
      status: 'PROCESSING',
      createdBy: 'test',
      options: { delimiter: ',', skipInvalidRows: false, sendNotification: false },
    })
    .returning();
  await container.jobs.send(
    csvImportFileJobType,
    { importId: csvImport!.id },
    { singletonKey: csvImport!.id },
  );
  return { accountId, importId: csvImport!.id };
}

async function state(container: Container, accountId: string, importId: string) {
  const { db } = container.database;
  const count = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.subscriptions).where(where);
    return row!.n;
  };
  const [csvImport] = await db.select().from(schema.csvImports).where(eq(schema.csvImports.id, importId));
  const [staged] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.csvImportSubscriptionRows)
    .where(eq(schema.csvImportSubscriptionRows.importId, importId));
  const [distinct] = await db
    .select({ n: sql<number>`count(distinct ${schema.subscriptions.externalId})::int` })
    .from(schema.subscriptions)
    .where(and(eq(schema.subscriptions.accountId, accountId), visibleSubscription));
  return {
    status: csvImport!.status,
    staged: staged!.n,
    visible: await count(and(eq(schema.subscriptions.accountId, accountId), visibleSubscription)),
    visibleDistinct: distinct!.n,
    rows: await count(and(eq(schema.subscriptions.accountId, accountId))),
  };
}

/** A book of subscriptions (about three per customer) and an APPROVING import renaming every customer. */
async function seedCustomerImport(container: Container): Promise<{ accountId: string; importId: string }> {
  const { db } = container.database;
  const [account] = await db
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Customers GmbH' })
    .returning();
  const accountId = account!.id;
  await insertBenchBook(db, accountId, CUSTOMER_BOOK);
  const customers = Math.floor(CUSTOMER_BOOK / 3) + 1;
  const [csvImport] = await db
    .insert(schema.csvImports)
    .values({
      accountId,
      kind: 'customers',
      status: 'APPROVING',
      rowCount: customers,
      createdBy: 'test',
      options: { delimiter: ',', skipInvalidRows: false, sendNotification: false },
    })
    .returning();
  await db.insert(schema.csvImportRows).values(
    Array.from({ length: customers }, (_, n) => ({
      importId: csvImport!.id,
      rowNumber: n + 1,
      record: { externalId: `cus-${n}`, name: `Renamed ${n}`, country: 'FR' },
    })),
  );
  await container.jobs.send(
    csvImportApproveJobType,
    { importId: csvImport!.id },
    { singletonKey: csvImport!.id },
  );
  return { accountId, importId: csvImport!.id };
}

/** Subscriptions whose customer a customers import renames: enough for several batches. */
const CUSTOMER_BOOK = 24_000;

describe(`an import killed with SIGKILL on ${crashDatabaseKind}`, () => {
  let harness: CrashHarness;
  beforeAll(async () => {
    harness = await createCrashHarness(crashDatabaseKind);
  }, 120_000);
  afterAll(async () => harness?.dispose());

  it('resumes reading and approving after each crash: all or nothing, no duplicates, responsive', async () => {
    const { accountId, importId } = await harness.withContainer(seedFileImport);
    const check = () => harness.withContainer((container) => state(container, accountId, importId));

    // Killed while reading the file (after its second batch was staged).
    let server = await harness.start({ CRASH_AT: 'file-import:batch#2' });
    expect(await server.exited).toBe('SIGKILL');
    expect(await check()).toMatchObject({ status: 'PROCESSING', visible: 0 });

    // Restarted: the job is taken up again at once and reads the file to the end, once.
    const restarted = Date.now();
    server = await harness.start();
    await server.waitForIdleJobs();
    expect(Date.now() - restarted).toBeLessThan(60_000);
    expect(server.takeSlowestProbe()).toBeLessThan(RESPONSIVE_MS);
    await server.stop();
    expect(await check()).toMatchObject({ status: 'PENDING', staged: ROWS, visible: 0 });

    // Approved, killed while writing (third batch): nothing shows.
    await harness.withContainer(async (container) => {
      await container.database.db
        .update(schema.csvImports)
        .set({ status: 'APPROVING' })
        .where(eq(schema.csvImports.id, importId));
      await container.jobs.send(csvImportApproveJobType, { importId }, { singletonKey: importId });
    });
    server = await harness.start({ CRASH_AT: 'approval:batch#3' });
    expect(await server.exited).toBe('SIGKILL');
    expect(await check()).toMatchObject({ status: 'APPROVING', visible: 0 });

    // Restarted, killed again after the swap, while merging: everything shows, once.
    server = await harness.start({ CRASH_AT: 'approval:merge#2' });
    expect(await server.exited).toBe('SIGKILL');
    expect(await check()).toMatchObject({ status: 'APPROVED', visible: ROWS, visibleDistinct: ROWS });

    // Restarted: the merge finishes by itself; no version, no staged row, no duplicate is left.
    server = await harness.start();
    await server.waitForIdleJobs();
    expect(server.takeSlowestProbe()).toBeLessThan(RESPONSIVE_MS);
    await server.stop();
    expect(await check()).toEqual({
      status: 'APPROVED',
      staged: 0,
      visible: ROWS,
      visibleDistinct: ROWS,
      rows: ROWS,
    });
  }, 600_000);

  it('finishes a customers import killed while approving, responsive meanwhile', async () => {
    const { accountId, importId } = await harness.withContainer(seedCustomerImport);
    const check = () =>
      harness.withContainer(async ({ database: { db } }) => {
        const [csvImport] = await db
          .select()
          .from(schema.csvImports)
          .where(eq(schema.csvImports.id, importId));
        const [renamed] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.subscriptions)
          .where(and(eq(schema.subscriptions.accountId, accountId), sql`customer_name like 'Renamed %'`));
        return { status: csvImport!.status, renamed: renamed!.n };
      });

    let server = await harness.start({ CRASH_AT: 'approval:batch#2' });
    expect(await server.exited).toBe('SIGKILL');
    expect((await check()).status).toBe('APPROVING');

    server = await harness.start();
    await server.waitForIdleJobs();
    expect(server.takeSlowestProbe()).toBeLessThan(RESPONSIVE_MS);
    await server.stop();
    expect(await check()).toEqual({ status: 'APPROVED', renamed: CUSTOMER_BOOK });
  }, 600_000);
});
