import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DatabaseUnavailableError, isConnectionLost, isReadOnlyStatement } from './connection-loss';
import { yieldBeforeEachStatement } from './pglite-turns';
import { tracePglite, tracePostgresQueries } from './query-spans';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access shared by migrations, pg-boss and health checks. */
export interface SqlExecutor {
  /** Runs one statement with parameters, or a parameterless script of several statements. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database extends SqlExecutor {
  kind: 'pglite' | 'postgres';
  db: Db;
  ping(): Promise<void>;
  /** Runs `work` while holding a PostgreSQL advisory lock, so only one process at a time does it. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Calls `listener` with the text of every statement sent from now on, until the returned stop. */
  observeQueries(listener: (sql: string) => void): () => void;
  close(): Promise<void>;
}

/** Listeners for the statements a database runs (tests count the queries a request costs). */
function queryObservers() {
  const listeners = new Set<(sql: string) => void>();
  return {
    notify(sql: string) {
      for (const listener of listeners) listener(sql);
    },
    logger: {
      logQuery(sql: string) {
        for (const listener of listeners) listener(sql);
      },
    },
    observe(listener: (sql: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url, config.poolSize) : openPglite(config);
}

type PlainQuery = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;

/**
 * Statements sent through the pool (not inside a transaction) survive a lost connection: a read
 * runs once more on another connection, a write fails with DatabaseUnavailableError (it may or
 * may not have committed, so it is never repeated here). A transaction's connection is not
 * retried: PostgreSQL rolls the transaction back, and the error reaches the caller.
 */
function retryReadsOnLostConnections(pool: pg.Pool): void {
  const plain = pool.query.bind(pool) as unknown as PlainQuery;
  const resilient = async (config: unknown, values?: unknown) => {
    try {
      return await plain(config, values);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      const text = typeof config === 'string' ? config : String((config as { text?: unknown }).text ?? '');
      if (!isReadOnlyStatement(text)) throw new DatabaseUnavailableError(error);
      try {
        return await plain(config, values);
      } catch (again) {
        throw isConnectionLost(again) ? new DatabaseUnavailableError(again) : again;
      }
    }
  };
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) =>
    // The callback form is not used by drizzle or this package; leave it to the driver untouched.
    callback !== undefined || typeof values === 'function'
      ? (plain as (...args: unknown[]) => unknown)(config, values, callback)
      : resilient(config, values);
}

/**
 * The settings of the app's PostgreSQL sessions (and of the benchmarks' anchors, so they time the
 * same work). JIT compilation is off: it pays off for long analytical scans, but a count over a
 * company's rows crossed jit_above_cost and spent ~360 ms compiling for an 80 ms query, the
 * largest share of the database's CPU under the mixed load.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: POSTGRES_SESSION_OPTIONS });
  // An idle connection the server ends (restart, failover, terminate) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => undefined);
  pool.on('connect', tracePostgresQueries);
  retryReadsOnLostConnections(pool);
  tracePostgresQueries(pool);
  const observers = queryObservers();
  const db = drizzlePg(pool, { schema, logger: observers.logger }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    observeQueries: observers.observe,
    async executeSql(text, values) {
      observers.notify(text);
      const result = await pool.query(text, values);
      // A multi-statement script returns one result per statement; the last one is the answer.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    },
    async ping() {
      await pool.query('select 1');
    },
    async withAdvisoryLock(key, work) {
      // A session lock lives on one connection: hold a dedicated one for the whole critical section.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(config: { dataDir?: string; pglite?: PGlite }): Promise<Database> {
  const client = config.pglite ?? (await PGlite.create(config.dataDir ? { dataDir: config.dataDir } : {}));
  tracePglite(client);
  yieldBeforeEachStatement(client);
  const observers = queryObservers();
  const db = drizzlePglite(client, { schema, logger: observers.logger }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    observeQueries: observers.observe,
    async executeSql(text, values) {
      observers.notify(text);
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    async ping() {
      await client.query('select 1');
    },
    // PGlite belongs to one process: there is nobody to exclude.
    withAdvisoryLock: (_key, work) => work(),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
