import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requireApprovedAccount } from './account-context';

/**
 * Who may read and write what, over every account endpoint: anonymous, client A, a second user of
 * client A, client B, an investor, a disabled user and an admin. No cross-company reads.
 */
describe('authorisation matrix', () => {
  let t: TestApp;
  let clientA: Actor & { accountId: string };
  let colleagueA: Actor;
  let clientB: Actor & { accountId: string };
  let investor: Actor & { accountId: string };
  let disabled: Actor;
  let admin: Actor;
  let mainAccountB: string;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
      extend: (app, container) => {
        // A route group behind the review gate, as analytics, trading and orders attach it.
        app.register(
          async (gated) => {
            gated.addHook('preHandler', app.requireUser);
            gated.addHook('preHandler', requireApprovedAccount(container));
            gated.get('/probe', async (request: FastifyRequest) => ({ data: { sub: request.user?.sub } }));
          },
          { prefix: '/api/gated' },
        );
      },
    });
    clientA = await createCompanyActor(t, 'client', { companyName: 'Alpha SaaS GmbH' });
    clientB = await createCompanyActor(t, 'client', { companyName: 'Beta Cloud Ltd', approved: true });
    investor = await createCompanyActor(t, 'investor', { approved: true });
    admin = await createActor(t, { admin: true, label: 'admin' });

    const invited = await clientA.call('POST', '/api/user', {
      email: 'colleague-a@example.com',
      firstName: 'Co',
      lastName: 'League',
    });
    expect(invited.statusCode).toBe(201);
    colleagueA = await promoteInvited(t, 'colleague-a@example.com');
    const toDisable = await clientA.call('POST', '/api/user', {
      email: 'leaver-a@example.com',
      firstName: 'Lea',
      lastName: 'Ver',
    });
    disabled = await promoteInvited(t, 'leaver-a@example.com');
    expect(
      (await clientA.call('DELETE', `/api/user/${toDisable.json().data.id}?action=disable`)).statusCode,
    ).toBe(200);

    await clientB.call('PATCH', '/api/client', {
      bank: {
        bankIBAN: 'GB29 NWBK 6016 1331 9268 19',
        bankOwnerName: 'Beta Cloud Ltd',
        bankCurrency: 'GBP',
        bankCode: 'NWBKGB2L',
      },
    });
    mainAccountB = (await clientB.call('GET', '/api/client/bank-accounts')).json().data[0].id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const anonymous = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('refuses anonymous callers on every account endpoint with 401', async () => {
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/user'],
      ['PATCH', '/api/user', { firstName: 'X' }],
      ['PATCH', '/api/user/email', { email: 'x@example.com' }],
      ['POST', '/api/user', { email: 'x@example.com', firstName: 'X', lastName: 'Y' }],
      ['GET', '/api/user/list'],
      ['DELETE', `/api/user/${clientA.sub}?action=disable`],
      ['PATCH', `/api/user/${clientA.sub}`],
      ['GET', '/api/client'],
      ['POST', '/api/client', { companyName: 'X' }],
      ['PATCH', '/api/client', { companyName: 'X' }],
      [
        'PATCH',
        '/api/client/self-assesment',
        { company_mrr: 1, requested_funding_amount: 1, estimated_runway: 1, debt_loans: 0 },
      ],
      ['GET', '/api/client/bank-accounts'],
      ['PATCH', `/api/client/bank-accounts/${mainAccountB}`],
      ['GET', '/api/investor'],
      ['POST', '/api/investor', { companyName: 'X' }],
      ['GET', '/api/investor/bank-accounts'],
      ['GET', '/api/admin/accounts'],
      ['POST', `/api/admin/accounts/${clientA.accountId}/approve`],
      ['GET', '/api/gated/probe'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await anonymous(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    }
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('shows each user only their own company', async () => {
    expect((await clientA.call('GET', '/api/client')).json().data.companyName).toBe('Alpha SaaS GmbH');
    expect((await colleagueA.call('GET', '/api/client')).json().data.companyName).toBe('Alpha SaaS GmbH');
    expect((await clientB.call('GET', '/api/client')).json().data.companyName).toBe('Beta Cloud Ltd');
    expect((await colleagueA.call('GET', '/api/user')).json().data.id_client).toBe(clientA.accountId);
    // Investors have no client company and clients no investor company.
    expect((await investor.call('GET', '/api/client')).statusCode).toBe(403);
    expect((await clientA.call('GET', '/api/investor')).statusCode).toBe(403);
    expect((await clientA.call('GET', '/api/investor/bank-accounts')).statusCode).toBe(403);
  });

  it('never lets one company read or change another company’s users or bank accounts', async () => {
    const listA = (await clientA.call('GET', '/api/user/list')).json().data;
    const listB = (await clientB.call('GET', '/api/user/list')).json().data;
    expect(listA.users.map((u: { email: string }) => u.email).sort()).toEqual(
      [clientA.email, 'colleague-a@example.com', 'leaver-a@example.com'].sort(),
    );
    expect(listB.users.map((u: { email: string }) => u.email)).toEqual([clientB.email]);
    expect((await clientB.call('DELETE', `/api/user/${colleagueA.sub}?action=disable`)).statusCode).toBe(404);
    expect((await clientB.call('DELETE', `/api/user/${colleagueA.sub}?action=delete`)).statusCode).toBe(404);
    expect((await clientB.call('PATCH', `/api/user/${disabled.sub}`)).statusCode).toBe(404);
    expect((await clientA.call('GET', '/api/client/bank-accounts')).json().data).toEqual([]);
    const setMain = await clientA.call('PATCH', `/api/client/bank-accounts/${mainAccountB}`);
    expect(setMain.statusCode).toBe(400);
    expect(setMain.json().errors[0].message).toBe(
      'Something went wrong setting your bank account as main bank account.',
    );
  });

  it('lets a second user of a company work on it like the first', async () => {
    const patched = await colleagueA.call('PATCH', '/api/client', { city: 'Berlin' });
    expect(patched.statusCode).toBe(200);
    expect((await clientA.call('GET', '/api/client')).json().data.city).toBe('Berlin');
    expect((await colleagueA.call('GET', '/api/user/list')).json().data.total).toBe(3);
  });

  it('keeps a disabled user out, even with a token issued before', async () => {
    for (const url of ['/api/user', '/api/client', '/api/user/list']) {
      expect((await disabled.call('GET', url)).statusCode, url).toBe(401);
    }
  });

  it('keeps operator endpoints for admins, who see every company', async () => {
    for (const actor of [clientA, colleagueA, clientB, investor]) {
      expect((await actor.call('GET', '/api/admin/accounts')).statusCode).toBe(403);
      expect((await actor.call('POST', `/api/admin/accounts/${clientA.accountId}/approve`)).statusCode).toBe(
        403,
      );
      expect(
        (await actor.call('PATCH', `/api/admin/accounts/${clientA.accountId}`, { allowedTradePercent: 50 }))
          .statusCode,
      ).toBe(403);
      expect(
        (await actor.call('PATCH', '/api/admin/settings/self-assessment', { minRunwayMonths: 1 })).statusCode,
      ).toBe(403);
    }
    const pending = (await admin.call('GET', '/api/admin/accounts')).json().data;
    expect(pending.map((a: { id: string }) => a.id)).toEqual([clientA.accountId]);
    const all = (await admin.call('GET', '/api/user/list?size=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect((await admin.call('GET', '/api/user')).json().data.admin).toBe(true);
  });

  it('gates a route group until the operator approves the company', async () => {
    const before = await clientA.call('GET', '/api/gated/probe');
    expect(before.statusCode).toBe(403);
    expect(before.json().errors[0]).toEqual({
      code: 'ACCOUNT_IN_REVIEW',
      message: 'Your account is getting reviewed.',
    });
    expect((await colleagueA.call('GET', '/api/gated/probe')).statusCode).toBe(403);
    expect((await clientB.call('GET', '/api/gated/probe')).statusCode).toBe(200);
    expect((await investor.call('GET', '/api/gated/probe')).statusCode).toBe(200);
    const noCompany = await createActor(t, { kind: 'client' });
    expect((await noCompany.call('GET', '/api/gated/probe')).json().errors[0].code).toBe('NO_ACCOUNT');

    expect((await admin.call('POST', `/api/admin/accounts/${clientA.accountId}/approve`)).statusCode).toBe(
      200,
    );
    expect((await clientA.call('GET', '/api/gated/probe')).statusCode).toBe(200);
    expect((await clientA.call('GET', '/api/user')).json().data.reviewStatus).toBe('APPROVED');
  });
});

/** Signs an invited user in for the first time, choosing a password (NEW_PASSWORD_REQUIRED). */
async function promoteInvited(t: TestApp, email: string): Promise<Actor> {
  const { completeInvitation } = await import('./testing/invitation');
  return completeInvitation(t, email);
}
