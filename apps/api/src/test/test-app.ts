import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import pino from 'pino';
import { type Container, createContainer } from '../container';
import { type Env, loadEnv } from '../env';
import { type App, buildServer } from '../server';

export interface TestApp {
  app: App;
  container: Container;
  database: TestDatabase;
  /** http://127.0.0.1:<port> once `listen` was asked for, for real HTTP clients (SDKs, sockets). */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A whole API on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a temporary
 * DATA_DIR. `listen: true` binds a random port for clients that need real HTTP.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    listen?: boolean;
    runWorkers?: boolean;
    /** Adds test-only routes or hooks before the server is ready. */
    extend?: (app: App, container: Container) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tranche-test-'));
  const database = await createTestDatabase();
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // The verification sandbox decides at once, so a test's investor is verified in a few calls.
    VERIFICATION_SANDBOX_REVIEW_MS: '0',
    ...options.env,
  });
  const container = await createContainer(env, {
    database,
    logger: pino({ level: 'silent' }),
    runWorkers: options.runWorkers ?? true,
  });
  const app = await buildServer(container);
  await options.extend?.(app, container);
  let url = '';
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    container,
    database,
    url,
    dataDir,
    async close() {
      await app.close();
      await container.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
