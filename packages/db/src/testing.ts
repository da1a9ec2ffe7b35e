import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from './client';
import { migrationsFolder, runMigrations } from './migrate';

export interface TestDatabase extends Database {
  /** Closes the connection and drops what the test created. */
  dispose(): Promise<void>;
  /** The URL of the throwaway PostgreSQL database, when on PostgreSQL. */
  url?: string;
}

/** Which engine the database tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDatabaseKind = (): 'postgres' | 'pglite' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** `load` once per process; after a failure the next call tries again (and reports its own). */
function oncePerProcess<T, A extends unknown[]>(
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let loaded: Promise<T> | undefined;
  return (...args) => {
    if (!loaded) {
      loaded = load(...args);
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
}

/**
 * A dump of a migrated PGlite data folder. Creating a PGlite runs initdb and then every migration,
 * seconds of CPU per test file; loading a dumped folder skips both.
 */
const pgliteTemplate = oncePerProcess(async () => {
  const pglite = await PGlite.create();
  try {
    await runMigrations(await openDatabase({ kind: 'pglite', pglite }));
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
});

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or on PostgreSQL a new
 * database created beside TEST_DATABASE_URL's and dropped afterwards, so test files never share rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const pglite = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    const database = await openDatabase({ kind: 'pglite', pglite });
    return { ...database, dispose: () => database.close() };
  }
  const template = await postgresTemplate(adminUrl);
  const name = `tranche_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return {
    ...database,
    url,
    async dispose() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** An arbitrary constant naming the lock under which one process builds the template database. */
const TEMPLATE_LOCK_KEY = 7_340_012;

/**
 * The name of a PostgreSQL database migrated once and copied for each test file (CREATE DATABASE …
 * TEMPLATE), named by a hash of the migrations so a changed migration builds a new one. One process
 * builds it under a lock, under a temporary name renamed when done, so nobody copies half of one.
 */
const postgresTemplate = oncePerProcess(async (adminUrl: string): Promise<string> => {
  const name = `tranche_template_${migrationsHash()}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building) });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
  });
  return name;
});

function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to TEST_DATABASE_URL's database (the session lock ends with it). */
async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
