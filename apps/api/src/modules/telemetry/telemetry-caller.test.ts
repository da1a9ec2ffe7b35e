import { type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestEvents } from './telemetry.repo';

/** Spec §1, §3: page views and events are stored with the signed-in user and company. */
describe('POST /api/events knows the caller', () => {
  let t: TestApp;
  let client: Actor & { accountId: string };
  let newcomer: Actor;
  beforeAll(async () => {
    t = await createTestApp({ runWorkers: false, listen: true });
    client = await createCompanyActor(t, 'client');
    newcomer = await createActor(t, { kind: 'investor' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (path: string, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: authorization ? { authorization } : {},
      payload: { events: [{ name: 'PAGE_VIEW', path }] },
    });

  const stored = async (path: string) => {
    const events = await latestEvents(t.container.database.db, 50);
    return events.filter((event) => event.path === path);
  };

  it('stores a signed-in client’s page view with the user and the company', async () => {
    expect((await send('/with-company', `Bearer ${client.idToken}`)).statusCode).toBe(202);
    expect(await stored('/with-company')).toEqual([
      { name: 'PAGE_VIEW', path: '/with-company', userSub: client.sub, accountId: client.accountId },
    ]);
  });

  it('stores the user without a company while first steps are not done', async () => {
    expect((await send('/no-company-yet', `Bearer ${newcomer.idToken}`)).statusCode).toBe(202);
    expect(await stored('/no-company-yet')).toEqual([
      { name: 'PAGE_VIEW', path: '/no-company-yet', userSub: newcomer.sub, accountId: null },
    ]);
  });

  it('stores events before sign-in without user and company', async () => {
    expect((await send('/sign-in')).statusCode).toBe(202);
    expect(await stored('/sign-in')).toEqual([
      { name: 'PAGE_VIEW', path: '/sign-in', userSub: null, accountId: null },
    ]);
  });

  it('never trusts a bad token: the events are kept, but name nobody', async () => {
    const [header, payload, signature] = client.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as JWTPayload;
    const { kid } = JSON.parse(Buffer.from(header ?? '', 'base64url').toString()) as { kid?: string };
    // The client's real claims, signed with a shared secret instead of the pool's private key.
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', ...(kid ? { kid } : {}) })
      .sign(new TextEncoder().encode('a-secret-the-pool-never-used-0001'));
    // The real signature over other claims.
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: newcomer.sub })).toString('base64url')}.${signature}`;
    for (const [index, token] of [forged, tampered, 'not-a-token', `${client.idToken}x`].entries()) {
      const path = `/bad-token-${index}`;
      expect((await send(path, `Bearer ${token}`)).statusCode, path).toBe(202);
      expect(await stored(path), path).toEqual([{ name: 'PAGE_VIEW', path, userSub: null, accountId: null }]);
    }
  });
});
