import { describe, expect, it } from 'vitest';
import { upkeepEmbedded } from './embedded-upkeep';
import { createTestDatabase, testDatabaseKind } from './testing';

const TABLE = 'public.upkeep_probe';

describe('upkeepEmbedded', () => {
  it.runIf(testDatabaseKind() === 'pglite')(
    "analyses and vacuums the embedded database's tables past autovacuum's thresholds, and only those",
    async () => {
      const database = await createTestDatabase();
      try {
        await upkeepEmbedded(database);
        const reltuples = async () =>
          Number(
            (await database.executeSql(`select reltuples from pg_class where oid = '${TABLE}'::regclass`))
              .rows[0]!.reltuples,
          );
        await database.executeSql(
          `create table ${TABLE} (id int primary key, tier int); insert into ${TABLE} select n, n % 7 from generate_series(1, 2000) n`,
        );
        // Filled and never analysed: the planner knows nothing of its rows yet.
        expect(await reltuples()).toBeLessThan(0);
        expect(await upkeepEmbedded(database)).toEqual({ analyzed: [TABLE], vacuumed: [] });
        expect(await reltuples()).toBe(2000);

        // Below the thresholds (50 + a tenth of 2,000 changed rows): nothing to do.
        await database.executeSql(`update ${TABLE} set tier = 0 where id <= 100`);
        expect(await upkeepEmbedded(database)).toEqual({ analyzed: [], vacuumed: [] });

        // 1,500 rows deleted: dead rows past 50 + a fifth, changes past 50 + a tenth.
        await database.executeSql(`delete from ${TABLE} where id > 500`);
        expect(await upkeepEmbedded(database)).toEqual({ analyzed: [TABLE], vacuumed: [TABLE] });
        expect(await reltuples()).toBe(500);
        expect(await upkeepEmbedded(database)).toEqual({ analyzed: [], vacuumed: [] });
      } finally {
        await database.dispose();
      }
    },
  );

  it.runIf(testDatabaseKind() === 'postgres')('leaves PostgreSQL to its autovacuum', async () => {
    const database = await createTestDatabase();
    try {
      await database.executeSql(
        `create table ${TABLE} (id int); insert into ${TABLE} select generate_series(1, 2000)`,
      );
      expect(await upkeepEmbedded(database)).toEqual({ analyzed: [], vacuumed: [] });
    } finally {
      await database.dispose();
    }
  });
});
