import type { Database } from './client';

/**
 * PostgreSQL's autovacuum thresholds, as its defaults set them: a table is analysed once more rows
 * changed since its last ANALYZE than 50 plus a tenth of its rows, and vacuumed once more rows are
 * dead than 50 plus a fifth of its rows.
 */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;

export interface UpkeepDone {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * What autovacuum does on PostgreSQL, done on the embedded database, which has no autovacuum (one
 * backend, no background workers): the planner's statistics of every table past autovacuum's
 * thresholds are gathered again (ANALYZE), and its dead rows made reusable (VACUUM). Without it a
 * table filled by an import keeps the statistics of its empty start, and the planner's misjudged
 * plans made the analytics query over 25,000 imported subscriptions five times slower.
 *
 * A table never analysed counts as changed, since the change counters start at zero again after a
 * crash (they are kept only at a clean stop). One statement per table, so requests get their turns
 * in between. On PostgreSQL, autovacuum does this and nothing happens here.
 */
export async function upkeepEmbedded(database: Database): Promise<UpkeepDone> {
  const done: UpkeepDone = { analyzed: [], vacuumed: [] };
  if (database.kind !== 'pglite') return done;
  // The backend hands its counters of changed and dead rows over when idle, at most once a second.
  await database.executeSql('select pg_stat_force_next_flush()');
  const { rows } = await database.executeSql(
    `select format('%I.%I', s.schemaname, s.relname) as name,
       s.n_dead_tup > $1 + $2 * greatest(c.reltuples, 0) as vacuum,
       (c.reltuples < 0 and pg_relation_size(c.oid) > 0
         or s.n_mod_since_analyze > $3 + $4 * greatest(c.reltuples, 0)) as analyze
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     order by 1`,
    [VACUUM_THRESHOLD, VACUUM_SCALE, ANALYZE_THRESHOLD, ANALYZE_SCALE],
  );
  for (const row of rows as { name: string; vacuum: boolean; analyze: boolean }[]) {
    if (row.vacuum) {
      await database.executeSql(`vacuum ${row.name}`);
      done.vacuumed.push(row.name);
    }
    if (row.analyze) {
      await database.executeSql(`analyze ${row.name}`);
      done.analyzed.push(row.name);
    }
  }
  return done;
}
