import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { completeInvitation } from '../accounts/testing/invitation';
import { notifyAccount } from './notify';

type Method = 'GET' | 'PATCH';

/**
 * Who may use the notification calls: anonymous 401, admins (no company) 403, a disabled user
 * 401; a colleague shares the company's notifications, another company never sees or marks them.
 */
describe('notifications authorisation matrix', () => {
  let t: TestApp;
  let clientA: Actor & { accountId: string };
  let colleagueA: Actor;
  let disabledA: Actor;
  let clientB: Actor & { accountId: string };
  let investor: Actor & { accountId: string };
  let admin: Actor;
  let noticeOfA: number;

  const calls: [Method, string, unknown?][] = [
    ['GET', '/api/notification'],
    ['GET', '/api/notification/count'],
    ['PATCH', '/api/notification'],
    ['GET', '/api/notification/mail-preferences'],
    ['PATCH', '/api/notification/mail-preferences', { mail: ['NEW_BID'] }],
  ];

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    clientA = await createCompanyActor(t, 'client', { companyName: 'Alpha' });
    clientB = await createCompanyActor(t, 'client', { companyName: 'Beta' });
    investor = await createCompanyActor(t, 'investor', { approved: true });
    admin = await createActor(t, { admin: true, label: 'admin' });
    for (const email of ['colleague-n@example.com', 'leaver-n@example.com']) {
      const invited = await clientA.call('POST', '/api/user', { email, firstName: 'Co', lastName: 'League' });
      expect(invited.statusCode).toBe(201);
    }
    colleagueA = await completeInvitation(t, 'colleague-n@example.com');
    disabledA = await completeInvitation(t, 'leaver-n@example.com');
    expect((await clientA.call('DELETE', `/api/user/${disabledA.sub}?action=disable`)).statusCode).toBe(200);
    await notifyAccount(t.container, { accountId: investor.accountId, type: 'REPAYMENT_RECEIVED' });
    const listed = (await clientA.call('GET', '/api/notification')).json().data as { id: number }[];
    noticeOfA = listed[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous callers, admins and disabled users', async () => {
    for (const [method, url, payload] of calls) {
      const body = payload === undefined ? {} : { payload: payload as object };
      expect((await t.app.inject({ method, url, ...body })).statusCode, `anonymous ${method} ${url}`).toBe(
        401,
      );
      expect((await admin.call(method, url, payload)).statusCode, `admin ${method} ${url}`).toBe(403);
      expect((await disabledA.call(method, url, payload)).statusCode, `disabled ${method} ${url}`).toBe(401);
    }
  });

  it('shares a company’s notifications with its colleagues and no one else', async () => {
    const idsOf = async (actor: Actor) =>
      ((await actor.call('GET', '/api/notification?size=100')).json().data as { id: number }[]).map(
        (n) => n.id,
      );
    expect(await idsOf(colleagueA)).toContain(noticeOfA);
    expect(await idsOf(clientB)).not.toContain(noticeOfA);
    expect(await idsOf(investor)).not.toContain(noticeOfA);
    for (const outsider of [clientB, investor]) {
      const marked = await outsider.call('PATCH', `/api/notification?where[id]=${noticeOfA}`);
      expect(marked.json().data.updated).toBe(0);
    }
    expect(
      (await colleagueA.call('PATCH', `/api/notification?where[id]=${noticeOfA}`)).json().data.updated,
    ).toBe(1);
  });

  it('lets clients, their colleagues and investors use every call', async () => {
    for (const actor of [clientA, colleagueA, clientB, investor]) {
      for (const [method, url, payload] of calls) {
        expect((await actor.call(method, url, payload)).statusCode, `${method} ${url}`).toBe(200);
      }
    }
  });
});
