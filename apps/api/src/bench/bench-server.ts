/**
 * What the HTTP benchmarks share: a PostgreSQL database that keeps its bulk-loaded companies
 * between runs, a signed-in client of one of them, and the API as its own process (as `npm start`
 * runs it), so the load generator never shares the server's event loop.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase, runMigrations } from '@tranche/db';
import pg from 'pg';
import pino from 'pino';
import { createContainer } from '../container';
import { loadEnv } from '../env';
import { updateProfile } from '../modules/accounts/profiles.repo';
import {
  findSyntheticCompany,
  insertSyntheticCompany,
  insertSyntheticSubscriptions,
  vacuumSubscriptions,
} from '../modules/subscriptions/testing/synthetic-subscriptions.repo';
import { buildServer } from '../server';
import { createActor } from '../test/actors';
import type { TestApp } from '../test/test-app';
import { waitForAnswer } from './load';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** BENCH_DATABASE_URL names the server (default: local PostgreSQL); the database is `tranche_bench`. */
export function benchDatabaseUrl(): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/tranche_bench';
  return url.toString();
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      'tranche_bench',
    ]);
    if (!rowCount) await client.query('create database tranche_bench');
  } finally {
    await client.end();
  }
}

/**
 * The migrated bench database with a company of `size` subscriptions (loaded once, then kept:
 * a million rows take a few minutes to load and index). Returns the company's id.
 */
export async function benchCompany(size: number): Promise<{ url: string; accountId: string }> {
  const url = benchDatabaseUrl();
  await ensureDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await runMigrations(database);
    const name = `bench-${size}`;
    const found = await findSyntheticCompany(database.db, name);
    if (found && found.subscriptions === size) return { url, accountId: found.id };
    const accountId = found?.id ?? (await insertSyntheticCompany(database.db, name));
    const chunk = 100_000;
    const started = performance.now();
    for (let first = found?.subscriptions ?? 0; first < size; first += chunk) {
      const count = Math.min(chunk, size - first);
      // Numbered per company size so two companies never share external ids.
      await insertSyntheticSubscriptions(database.db, accountId, {
        first: size * 10 + first,
        count,
        batchSize: 50_000,
      });
      process.stdout.write(`\r  loading ${name}: ${(first + count).toLocaleString('en-US')} rows`);
    }
    await vacuumSubscriptions(database.db);
    console.log(` in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return { url, accountId };
  } finally {
    await database.close();
  }
}

export interface BenchServer {
  url: string;
  /** The id token of a client user of the company. */
  token: string;
  sub: string;
  database: Database;
  close(): Promise<void>;
}

// The same PUBLIC_URL for both processes: the pool's token issuer is derived from it.
const serverEnv = (url: string, dataDir: string, port: number, extra: Record<string, string>) => ({
  NODE_ENV: 'test',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  // The server's own default log level unless BENCH_LOG_LEVEL says otherwise: logging is part of the cost.
  ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
  HOST: '127.0.0.1',
  WEB_DIST: path.join(dataDir, 'no-web'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  IDENTITY_RATE_LIMIT_PER_MINUTE: '100000',
  ...extra,
});

/** Signs up a client user (in this process, briefly) and attaches it to the company. */
async function signedInClient(url: string, dataDir: string, port: number, accountId: string) {
  const env = loadEnv({ ...serverEnv(url, dataDir, port, {}), PORT: '0' });
  const container = await createContainer(env, { logger: pino({ level: 'silent' }), runWorkers: false });
  const app = await buildServer(container);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const setupPort = address && typeof address === 'object' ? address.port : 0;
  const t: TestApp = {
    app,
    container,
    database: { ...container.database, dispose: async () => undefined },
    url: `http://127.0.0.1:${setupPort}`,
    dataDir,
    close: async () => undefined,
  };
  try {
    const actor = await createActor(t, { kind: 'client', label: 'bench' });
    const first = await actor.call('GET', '/api/user');
    if (first.statusCode !== 200) throw new Error(`GET /api/user: ${first.statusCode} ${first.body}`);
    await updateProfile(container.database.db, actor.sub, { accountId });
    return { token: actor.idToken, sub: actor.sub };
  } finally {
    await app.close();
    await container.close();
  }
}

/** The API as a child process on `port` against the bench database, with a signed-in client. */
export async function startBenchServer(options: {
  databaseUrl: string;
  accountId: string;
  port: number;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tranche-bench-'));
  const { token, sub } = await signedInClient(options.databaseUrl, dataDir, options.port, options.accountId);
  // The flags `npm start` gives the API (node-args.json); BENCH_SERVER_NODE_ARGS adds more, such as
  // `--cpu-prof --cpu-prof-dir=/tmp/prof` to find where the server's time goes.
  const nodeArgs = [
    ...(JSON.parse(await readFile(path.join(apiDir, 'node-args.json'), 'utf8')) as string[]),
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...serverEnv(options.databaseUrl, dataDir, options.port, {
        PORT: String(options.port),
        ...options.env,
      }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const database = await openDatabase({ kind: 'postgres', url: options.databaseUrl, poolSize: 10 });
  try {
    await waitForAnswer(`${url}/api/health`, child);
  } catch (error) {
    child.kill('SIGKILL');
    await database.close();
    throw error;
  }
  return {
    url,
    token,
    sub,
    database,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
