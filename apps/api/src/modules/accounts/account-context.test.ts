import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';

// Every authenticated request reads its caller (profile and company) before its own work: that
// must be one query, and nothing about the caller may be remembered between requests.
let t: TestApp;
let client: Actor & { accountId: string };

/** The statements one request sends to the database (after a warm-up that fills token caches). */
async function statementsOf(actor: Actor, url: string): Promise<string[]> {
  expect((await actor.call('GET', url)).statusCode).toBe(200);
  const seen: string[] = [];
  const stop = t.database.observeQueries((sql) => seen.push(sql));
  try {
    expect((await actor.call('GET', url)).statusCode).toBe(200);
  } finally {
    stop();
  }
  return seen;
}

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    runWorkers: false,
    env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  client = await createCompanyActor(t, 'client', { companyName: 'Counted GmbH' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the caller of a request', () => {
  it('is read with one query: GET /api/user runs exactly one statement', async () => {
    const statements = await statementsOf(client, '/api/user');
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "profiles" left join "accounts"/);
  });

  it('costs one query before a list page (two statements in all)', async () => {
    const statements = await statementsOf(client, '/api/subscriptions?page=1&size=20');
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/from "subscriptions"/);
  });

  it('creates the profile of a first-time user and shows a new company at once', async () => {
    const newcomer = await createActor(t, { kind: 'client', label: 'newcomer' });
    const first = await newcomer.call('GET', '/api/user');
    expect(first.statusCode).toBe(200);
    expect((await newcomer.call('GET', '/api/subscriptions/count')).statusCode).toBe(403);
    const created = await newcomer.call('POST', '/api/client', { companyName: 'Newcomer Ltd' });
    expect(created.statusCode).toBeLessThan(300);
    expect((await newcomer.call('GET', '/api/subscriptions/count')).statusCode).toBe(200);
  });
});
