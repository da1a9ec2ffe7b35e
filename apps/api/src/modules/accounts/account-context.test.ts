import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callerReadsOf, forgetCallerReads, loadCaller } from './account-context';
import { findProfileWithAccount } from './profiles.repo';

// Every authenticated request reads its caller (profile and company) before its own work: that
// must be one query, and nothing about the caller may be remembered between requests; requests of
// one user that overlap share the read under way.
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

/** A request as the auth hook leaves it for `actor`, to call loadCaller directly. */
const requestOf = (actor: Actor) =>
  ({
    user: {
      sub: actor.sub,
      email: actor.email,
      emailVerified: true,
      groups: [],
      admin: false,
      kind: 'client',
    },
  }) as unknown as FastifyRequest;

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

  it('is read once for requests of one user that overlap, and afresh after a write', async () => {
    const request = requestOf(client);
    const seen: string[] = [];
    const stop = t.database.observeQueries((sql) => seen.push(sql));
    try {
      const callers = await Promise.all([loadCaller(t.container, request), loadCaller(t.container, request)]);
      expect(callers.map((caller) => caller.account?.id)).toEqual([client.accountId, client.accountId]);
      expect(seen).toHaveLength(1);
      // A read under way when a write answers is not joined by later requests.
      const early = loadCaller(t.container, request);
      forgetCallerReads(t.container);
      const late = loadCaller(t.container, request);
      await Promise.all([early, late]);
      expect(seen).toHaveLength(3);
    } finally {
      stop();
    }
  });

  it('forgets the reads under way when a write request answers', async () => {
    const request = requestOf(client);
    // A read of the caller that began before the write and has not answered yet (held by the test).
    let answer!: (value: Awaited<ReturnType<typeof findProfileWithAccount>>) => void;
    const held = callerReadsOf(t.container).read(
      client.sub,
      () => new Promise((resolve) => (answer = resolve)),
    );
    // Any answer to a POST, PATCH or DELETE counts as a write, even a refused one.
    const refused = await client.call('PATCH', '/api/client', { website: 'not a url' });
    expect(refused.statusCode).toBe(400);
    const late = loadCaller(t.container, request);
    const stale = await findProfileWithAccount(t.database.db, client.sub);
    answer({ profile: stale!.profile, account: null });
    await held;
    expect((await late).account?.id).toBe(client.accountId);
  });
});
