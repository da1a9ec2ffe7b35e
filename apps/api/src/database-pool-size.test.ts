import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '@tranche/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Container, createContainer } from './container';
import { loadEnv } from './env';

// DATABASE_POOL_SIZE reaches the pool: however many statements a process runs at once, it holds at
// most that many PostgreSQL connections. PGlite has no pool: it is one connection in the process.
describe.skipIf(testDatabaseKind() !== 'postgres')('DATABASE_POOL_SIZE', () => {
  let database: TestDatabase;
  let container: Container;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'tranche-pool-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '3',
    });
    container = await createContainer(env, { logger: pino({ level: 'silent' }), runWorkers: false });
  }, 60_000);

  afterAll(async () => {
    await container?.close();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('holds at most that many connections however many statements run at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 9 }, () =>
        container.database.executeSql('select pg_backend_pid() as pid, pg_sleep(0.05)'),
      ),
    );
    const connections = new Set(answers.map((answer) => answer.rows[0]?.pid));
    expect(connections.size).toBeGreaterThan(1);
    expect(connections.size).toBeLessThanOrEqual(3);
  });
});
