import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './client';
import { runMigrations } from './migrate';

export interface TestDatabase extends Database {
  /** Closes the connection and drops what the test created. */
  dispose(): Promise<void>;
  /** The URL of the throwaway PostgreSQL database, when on PostgreSQL. */
  url?: string;
}

/** Which engine the database tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDatabaseKind = (): 'postgres' | 'pglite' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or on PostgreSQL a new
 * database created beside TEST_DATABASE_URL's and dropped afterwards, so test files never share rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    return { ...database, dispose: () => database.close() };
  }
  const name = `tranche_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
