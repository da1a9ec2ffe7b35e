/**
 * `npm run bench -- csv-import`: rows per second of the whole server-side import path (the
 * stored file streamed through Papa Parse, every row validated, staged by COPY, approved and
 * upserted into `subscriptions`) against a plain COPY of the same rows into the same table, on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Then a 1,000,000-row file goes the whole
 * path while the JS heap is sampled: it must stay flat (exit 1 otherwise). Prints, never times out.
 *
 * BENCH_IMPORT_ROWS (default 200000) sets the compared size; BENCH_MILLION=0 skips the big file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type Database, openDatabase, runMigrations, schema } from '@tranche/db';
import { createTestDatabase } from '@tranche/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { type Container, createContainer } from '../../container';
import { loadEnv } from '../../env';
import { fileStoreOf } from '../files/file-store';
import { SUBSCRIPTION_INPUT_COLUMNS, subscriptionInputValues } from '../subscriptions/subscription-columns';
import { type CopyValue, copyRows } from './bulk-copy';
import { FILE_IMPORT_BATCH_ROWS, runFileImport } from './file-import';
import { approveImport, CSV_SOURCE } from './import-approval';
import { csvLines, demoSubscriptions } from './import-fixtures';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 200_000);
const MILLION = process.env.BENCH_MILLION === '0' ? 0 : 1_000_000;
const HEAP_LIMIT_MB = 256;

const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
const fmt = (n: number) => n.toLocaleString('en-US');

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

interface Engine {
  name: string;
  database: Database;
  dispose(): Promise<void>;
}

async function pglite(dir: string): Promise<Engine> {
  // On disk, as `npm start` runs it: an in-memory database would hold a million rows in WASM memory.
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pg') });
  await runMigrations(database);
  return { name: 'PGlite', database, dispose: () => database.close() };
}

async function postgres(): Promise<Engine | null> {
  if (!process.env.TEST_DATABASE_URL) return null;
  try {
    const database = await createTestDatabase();
    return { name: 'PostgreSQL', database, dispose: () => database.dispose() };
  } catch (error) {
    console.log(`PostgreSQL at TEST_DATABASE_URL not reachable (${(error as Error).message}); skipped`);
    return null;
  }
}

async function openContainer(engine: Engine, dataDir: string): Promise<Container> {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  return createContainer(env, {
    database: engine.database,
    logger: pino({ level: 'silent' }),
    runWorkers: false,
  });
}

/** A company, its stored CSV file of `rows` subscriptions, and a PROCESSING import of it. */
async function prepareImport(
  container: Container,
  rows: number,
): Promise<{ accountId: string; importId: string }> {
  const { db } = container.database;
  const [account] = await db
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Bench' })
    .returning();
  const accountId = account!.id;
  const storageKey = `${accountId}/bench-${rows}`;
  const stored = await fileStoreOf(container).put(
    storageKey,
    Readable.from(
      (function* () {
        for (const line of csvLines(demoRows(rows, 'bench'))) yield `${line}\n`;
      })(),
    ),
  );
  const [file] = await db
    .insert(schema.uploadedFiles)
    .values({
      accountId,
      uploadedBy: 'bench',
      fileName: 'bench.csv',
      contentType: 'text/csv',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      storageKey,
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
      createdBy: 'bench',
      options: { delimiter: ',', skipInvalidRows: false, sendNotification: false },
    })
    .returning();
  return { accountId, importId: csvImport!.id };
}

/** demoSubscriptions without holding them all: a million rows are generated as they are written. */
function* demoRows(count: number, prefix: string) {
  const pattern = demoSubscriptions(5_000, prefix);
  for (let index = 0; index < count; index++) {
    yield { ...pattern[index % pattern.length]!, externalId: `${prefix}_${index + 1}` };
  }
}

/** The whole server-side path; returns the phase times in ms. */
async function importPath(container: Container, importId: string) {
  const [, stageMs] = await timed(() => runFileImport(container, importId));
  const [approved, approveMs] = await timed(() =>
    approveImport(container, importId, 'bench', { inline: true }),
  );
  if (approved.status !== 'APPROVED') throw new Error(`import ended ${approved.status}: ${approved.error}`);
  return { stageMs, approveMs, rows: approved.rowCount };
}

async function compare(engine: Engine, dataDir: string): Promise<void> {
  const container = await openContainer(engine, dataDir);
  try {
    const { db } = container.database;
    const { accountId, importId } = await prepareImport(container, ROWS);
    const { stageMs, approveMs, rows } = await importPath(container, importId);

    // The same rows as the import wrote (company, source, import id, MRR by the domain), by COPY
    // into the same table, emptied first so both start alike.
    const copyValues: CopyValue[][] = [];
    for (const input of demoRows(ROWS, 'bench')) {
      copyValues.push([accountId, CSV_SOURCE, importId, ...subscriptionInputValues(input)]);
    }
    await db.execute(sql`truncate subscriptions`);
    const columns = ['account_id', 'source', 'import_id', ...SUBSCRIPTION_INPUT_COLUMNS];
    const [, copyMs] = await timed(async () => {
      for (let start = 0; start < copyValues.length; start += 50_000) {
        await copyRows(container.database, 'subscriptions', columns, copyValues.slice(start, start + 50_000));
      }
    });
    await db.execute(sql`truncate subscriptions`);

    const importRate = rate(rows, stageMs + approveMs);
    const copyRate = rate(ROWS, copyMs);
    console.log(`\n${engine.name}, ${fmt(ROWS)} rows`);
    console.log(
      `  import path: ${fmt(importRate)} rows/s (stream-parse + validate + stage ${(stageMs / 1000).toFixed(1)} s, approve + upsert ${(approveMs / 1000).toFixed(1)} s)`,
    );
    console.log(`  plain COPY:  ${fmt(copyRate)} rows/s (${(copyMs / 1000).toFixed(1)} s)`);
    console.log(`import/COPY ratio: ${(importRate / copyRate).toFixed(2)}`);
  } finally {
    await container.close();
  }
}

/** A million rows through the same path while the heap is sampled; false when it grew past the limit. */
async function million(engine: Engine, dataDir: string): Promise<boolean> {
  const container = await openContainer(engine, dataDir);
  try {
    const { importId } = await prepareImport(container, MILLION);
    global.gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 50);
    const [{ rows }, ms] = await timed(() => importPath(container, importId)).finally(() =>
      clearInterval(sampler),
    );
    const grewMb = (peak - baseline) / 1024 / 1024;
    console.log(
      `\n${engine.name}, ${fmt(MILLION)}-row file: ${fmt(rows)} rows imported in ${(ms / 1000).toFixed(0)} s (${fmt(rate(rows, ms))} rows/s), batches of ${fmt(FILE_IMPORT_BATCH_ROWS)}`,
    );
    console.log(
      `  JS heap: ${(baseline / 1024 / 1024).toFixed(0)} MB before, peak +${grewMb.toFixed(0)} MB (limit +${HEAP_LIMIT_MB} MB)`,
    );
    return rows === MILLION && grewMb < HEAP_LIMIT_MB;
  } finally {
    await container.close();
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tranche-import-bench-'));
  let bounded = true;
  try {
    const engines = [await pglite(dir), await postgres()].filter(
      (engine): engine is Engine => engine !== null,
    );
    for (const engine of engines) {
      try {
        await compare(engine, path.join(dir, `${engine.name}-compare`));
        if (MILLION) bounded = (await million(engine, path.join(dir, `${engine.name}-million`))) && bounded;
      } finally {
        await engine.dispose();
      }
    }
    if (!process.env.TEST_DATABASE_URL) console.log('\n(set TEST_DATABASE_URL to compare on PostgreSQL too)');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (!bounded) {
    console.log('\nFAILED: the million-row import did not finish with a bounded heap');
    process.exit(1);
  }
}

await main();
