import { testDatabaseKind } from '@tranche/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createCompanyActor } from '../test/actors';
import { createTestApp, type TestApp } from '../test/test-app';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler';

// A database connection cut under a request (failover, restart, pg_terminate_backend): a read is
// answered anyway, a write is refused with 503 and Retry-After and leaves nothing behind. Only
// PostgreSQL has connections to lose; PGlite runs in the process.
let t: TestApp;
let client: Actor & { accountId: string };
let admin: pg.Client;

/** Waits until a backend of the test database waits for a lock on a statement matching `pattern`. */
async function blockedBackend(pattern: string): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    // Inside a transaction pg_stat_activity is a snapshot taken once: take a new one each time.
    await admin.query('select pg_stat_clear_snapshot()');
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()
         and wait_event_type = 'Lock' and query ilike $1`,
      [pattern],
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no backend waits on ${pattern}`);
}

describe.skipIf(testDatabaseKind() !== 'postgres')('a lost database connection', () => {
  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      runWorkers: false,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    client = await createCompanyActor(t, 'client', { companyName: 'Cut GmbH' });
    await client.call('PATCH', '/api/user', { firstName: 'Before' });
    admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('answers a read: the statement runs again on another connection', async () => {
    await admin.query('begin');
    await admin.query('lock table subscriptions in access exclusive mode');
    // inject starts on then(): start it now, answer later.
    const pending = client.call('GET', '/api/subscriptions/count').then((response) => response);
    const pid = await blockedBackend('%from "subscriptions"%');
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.query('rollback');
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { count: 0 } });
  });

  it('refuses a write with 503 and Retry-After, and nothing of it is stored', async () => {
    await admin.query('begin');
    await admin.query('select 1 from profiles where sub = $1 for update', [client.sub]);
    const pending = client.call('PATCH', '/api/user', { firstName: 'After' }).then((response) => response);
    const pid = await blockedBackend('update "profiles"%');
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.query('rollback');
    const response = await pending;
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json().errors[0].code).toBe('DATABASE_UNAVAILABLE');
    const user = await client.call('GET', '/api/user');
    expect(user.json().data.firstName).toBe('Before');
  });
});
