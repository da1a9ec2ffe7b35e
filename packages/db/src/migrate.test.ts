import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { createTestDatabase } from './testing';

describe('runMigrations', () => {
  it('is idempotent: a second run on a migrated database changes nothing', async () => {
    const database = await createTestDatabase();
    try {
      await runMigrations(database);
      const { rows } = await database.executeSql(
        "select count(*)::int as n from information_schema.tables where table_name = 'app_events'",
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await database.dispose();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets several processes migrate one PostgreSQL database at once',
    async () => {
      const target = await createTestDatabase();
      // A fresh, empty database beside the test one, migrated by three connections pools at once.
      const url = new URL(target.url!);
      const name = `${url.pathname.slice(1)}_race`;
      const admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      url.pathname = `/${name}`;
      const pools = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString() })),
      );
      try {
        await Promise.all(pools.map((database) => runMigrations(database)));
        const { rows } = await pools[0]!.executeSql(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(rows[0]?.n).toBeGreaterThan(0);
      } finally {
        await Promise.all(pools.map((database) => database.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        await target.dispose();
      }
    },
  );
});
