import { UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSignIn, sdkClient } from '../../identity/testing/pool-clients';
import { type Actor, actorFor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../csv-import/multipart-body';
import { requireApprovedAccount } from './account-context';
import { updateProfile } from './profiles.repo';

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
      ['PATCH', `/api/investor/bank-accounts/${mainAccountB}`],
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
    expect((await clientA.call('PATCH', `/api/investor/bank-accounts/${mainAccountB}`)).statusCode).toBe(403);
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

  /** Every call by which a company is created or changed, or works with its data. */
  const companyCalls = (): [string, string, unknown?][] => [
    ['POST', '/api/client', { companyName: 'Operator GmbH' }],
    ['POST', '/api/investor', { companyName: 'Operator Invest' }],
    ['GET', '/api/client'],
    ['PATCH', '/api/client', { city: 'Admin City' }],
    [
      'PATCH',
      '/api/client',
      { bank: { bankIBAN: 'DE89370400440532013000', bankOwnerName: 'Op', bankCurrency: 'EUR' } },
    ],
    [
      'PATCH',
      '/api/client/self-assesment',
      { company_mrr: 1, requested_funding_amount: 1, estimated_runway: 1, debt_loans: 0 },
    ],
    ['GET', '/api/client/bank-accounts'],
    ['PATCH', `/api/client/bank-accounts/${mainAccountB}`],
    ['GET', '/api/investor'],
    ['PATCH', '/api/investor', { city: 'Admin City' }],
    [
      'PATCH',
      '/api/investor',
      { bank: { bankIBAN: 'DE89370400440532013000', bankOwnerName: 'Op', bankCurrency: 'EUR' } },
    ],
    ['GET', '/api/investor/bank-accounts'],
    ['PATCH', `/api/investor/bank-accounts/${mainAccountB}`],
    ['GET', '/api/subscriptions'],
    ['GET', '/api/subscriptions/count'],
    ['GET', '/api/subscriptions/clientSubs'],
    ['GET', '/api/csv-import'],
    ['POST', '/api/csv-import/subscriptions', importBody()],
    ['POST', '/api/csv-import/payments', { payments: [{ a: '1' }], uploadedFileId: mainAccountB }],
    ['POST', '/api/csv-import/customers', { customers: [{ a: '1' }], uploadedFileId: mainAccountB }],
    ['POST', '/api/csv-import/subscriptions/from-file', { uploadedFileId: mainAccountB }],
    ['GET', '/api/file'],
    ['GET', `/api/file/${mainAccountB}`],
    ['POST', '/api/user', { email: 'by-admin@example.com', firstName: 'B', lastName: 'A' }],
  ];
  const importBody = () => ({ subs: [{ subscription_id: 'x' }], uploadedFileId: mainAccountB });

  async function expectRefusedEverywhere(actor: Actor) {
    for (const [method, url, payload] of companyCalls()) {
      const response = await actor.call(method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().errors[0].code, `${method} ${url}`).toBe('WRONG_ACCOUNT_KIND');
    }
    const upload = multipartBody({ name: 'subs.csv', content: 'a;b\n1;2\n' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/file',
      headers: { ...upload.headers, authorization: `Bearer ${actor.idToken}` },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, 'POST /api/file').toBe(403);
  }

  it('lets an operator own nothing: every company, bank, subscription and import call is 403', async () => {
    await expectRefusedEverywhere(admin);
    expect((await admin.call('GET', '/api/user')).json().data.id_client).toBeNull();
  });

  it('refuses an admin who is somehow attached to a company on every client and investor route', async () => {
    const attached = await createActor(t, { admin: true, kind: 'client', label: 'attached-admin' });
    await attached.call('GET', '/api/user'); // creates the profile
    await updateProfile(t.container.database.db, attached.sub, { accountId: clientB.accountId });
    await expectRefusedEverywhere(attached);
    expect((await clientB.call('GET', '/api/client')).json().data.city).toBeNull();
  });

  it('creates no company for a user whose account kind is not chosen until first steps set it', async () => {
    const undecided = await createActor(t, { label: 'undecided' });
    for (const kind of ['client', 'investor']) {
      const refused = await undecided.call('POST', `/api/${kind}`, { companyName: 'Too Early GmbH' });
      expect(refused.statusCode, kind).toBe(403);
      expect(refused.json().errors[0]).toEqual({
        code: 'KIND_NOT_CHOSEN',
        message: 'Choose whether you are a client or an investor first.',
      });
    }
    expect((await undecided.call('GET', '/api/user')).json().data.kind).toBeNull();

    // First steps: the user's own UpdateUserAttributes sets custom:kind, the next token carries it.
    const signedIn = await passwordSignIn(t, undecided.email, undecided.password);
    await sdkClient(t).send(
      new UpdateUserAttributesCommand({
        AccessToken: signedIn.AuthenticationResult?.AccessToken,
        UserAttributes: [{ Name: 'custom:kind', Value: 'investor' }],
      }),
    );
    const decided = await actorFor(t, undecided.email, undecided.sub, undecided.password);
    expect((await decided.call('POST', '/api/client', { companyName: 'Wrong Kind' })).statusCode).toBe(403);
    const created = await decided.call('POST', '/api/investor', { companyName: 'Now Invest GmbH' });
    expect(created.statusCode).toBe(201);
    expect((await decided.call('GET', '/api/user')).json().data.kind).toBe('INVESTOR');
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
