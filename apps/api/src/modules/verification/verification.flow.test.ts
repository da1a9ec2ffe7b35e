import { schema } from '@tranche/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor, verifyThroughSandbox } from '../../test/actors';
import { readLatestMail } from '../../test/read-mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordDeposit } from '../ledger/ledger.service';
import { seedSale } from '../marketplace/testing/sale';

type CompanyActor = Actor & { accountId: string };

let t: TestApp;
let clientA: CompanyActor;
let clientB: CompanyActor;
let pendingClient: CompanyActor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
  });
  clientA = await createCompanyActor(t, 'client', { approved: true, companyName: 'Alpha SaaS GmbH' });
  clientB = await createCompanyActor(t, 'client', { approved: true, companyName: 'Beta Cloud Ltd' });
  pendingClient = await createCompanyActor(t, 'client', { companyName: 'Waiting GmbH' });
  admin = await createActor(t, { admin: true, label: 'admin' });
}, 120_000);
afterAll(() => t?.close());

const notices = (accountId: string, type: string) =>
  t.container.database.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.accountId, accountId), eq(schema.notifications.type, type)));

const codeOf = (response: { json(): unknown }) =>
  (response.json() as { errors: Array<{ code: string }> }).errors[0]?.code;

const ROUTES: Array<[method: 'GET' | 'POST', url: string]> = [
  ['GET', '/api/kyc/applicant'],
  ['POST', '/api/kyc/createApplicant'],
  ['GET', '/api/kyc/getToken'],
  ['GET', '/api/kyb/getToken'],
  ['GET', '/api/kyb/sendEmail'],
  ['POST', '/api/verification/sandbox/kyc/document'],
  ['POST', '/api/verification/sandbox/kyb/liveness'],
];

describe('authorisation of every verification route', () => {
  it.each(ROUTES)('%s %s: anonymous 401, operator 403', async (method, url) => {
    const anonymous = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(anonymous.statusCode).toBe(401);
    const asAdmin = await admin.call(method, url, method === 'POST' ? {} : undefined);
    expect(asAdmin.statusCode).toBe(403);
  });

  it('keeps KYB closed before trading approval and for investors, KYC open to both', async () => {
    for (const [method, url] of ROUTES.filter(([, u]) => u.includes('kyb'))) {
      const refused = await pendingClient.call(method, url, method === 'POST' ? {} : undefined);
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('KYB_NOT_AVAILABLE');
    }
    const investor = await createCompanyActor(t, 'investor', { approved: true, verified: false });
    expect(codeOf(await investor.call('GET', '/api/kyb/getToken'))).toBe('WRONG_ACCOUNT_KIND');
    const started = await pendingClient.call('POST', '/api/kyc/createApplicant', {});
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'PENDING', stepsDone: [] });
    const overview = (await pendingClient.call('GET', '/api/kyc/applicant')).json().data;
    expect(overview.company).toEqual({ available: false, kyb_status: '', applicant: null });
  });
});

describe('KYC of a person through the sandbox', () => {
  it('walks document → liveness → review to approved, kept on the profile', async () => {
    const token = await clientA.call('GET', '/api/kyc/getToken');
    expect(token.json().data).toMatchObject({ mode: 'sandbox', level: 'sandbox-kyc' });
    expect(token.json().data.token.length).toBeGreaterThan(8);
    const early = await clientA.call('POST', '/api/verification/sandbox/kyc/liveness', {});
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe('STEP_OUT_OF_ORDER');
    const document = await clientA.call('POST', '/api/verification/sandbox/kyc/document', {
      fileName: 'id.png',
    });
    expect(document.json().data).toMatchObject({ status: 'PENDING', stepsDone: ['document'] });
    const liveness = await clientA.call('POST', '/api/verification/sandbox/kyc/liveness', {});
    expect(liveness.json().data.status).toBe('IN_REVIEW');
    const overview = (await clientA.call('GET', '/api/kyc/applicant')).json().data;
    expect(overview.me).toMatchObject({ status: 'APPROVED', sourceOfFunds: 'Salary and savings' });
    expect(overview.people).toEqual([
      expect.objectContaining({
        id: clientA.sub,
        kyc_status: 'APPROVED',
        sourceOfFunds: 'Salary and savings',
      }),
    ]);
    expect((await clientA.call('GET', '/api/user')).json().data.kyc_status).toBe('APPROVED');
    const again = await clientA.call('POST', '/api/verification/sandbox/kyc/document', {});
    expect(codeOf(again)).toBe('VERIFICATION_CLOSED');
  });

  it('rejects a "reject" person and asks a "retry" person to resubmit once', async () => {
    const rejectActor = await createActor(t, { kind: 'client', label: 'reject' });
    await rejectActor.call('POST', '/api/client', { companyName: 'R GmbH', country: 'DE' });
    expect(await verifyThroughSandbox(rejectActor)).toBe('REJECTED');
    expect((await rejectActor.call('GET', '/api/user')).json().data.kyc_status).toBe('REJECTED');

    const retryActor = await createActor(t, { kind: 'investor', label: 'retry' });
    await retryActor.call('POST', '/api/investor', { companyName: 'Retry Invest', country: 'DE' });
    expect(await verifyThroughSandbox(retryActor)).toBe('RETRY');
    const overview = (await retryActor.call('GET', '/api/kyc/applicant')).json().data;
    expect(overview.me).toMatchObject({
      status: 'RETRY',
      stepsDone: [],
      rejectionLabels: ['BAD_PROOF_OF_IDENTITY'],
    });
    expect(overview.company).toBeNull();
    await retryActor.call('POST', '/api/verification/sandbox/kyc/document', {});
    await retryActor.call('POST', '/api/verification/sandbox/kyc/liveness', {});
    expect((await retryActor.call('GET', '/api/kyc/applicant')).json().data.me.status).toBe('APPROVED');
  });
});

describe('KYB of an approved client company', () => {
  it('starts once (KYB_STARTED), walks to approved (KYB_COMPLETED once), mails the representative', async () => {
    const since = Date.now();
    const first = await clientA.call('GET', '/api/kyb/getToken');
    expect(first.json().data).toMatchObject({
      mode: 'sandbox',
      level: 'sandbox-kyb',
      applicant: { status: 'PENDING' },
    });
    await clientA.call('GET', '/api/kyb/getToken');
    expect(await notices(clientA.accountId, 'KYB_STARTED')).toHaveLength(1);

    const mailed = await clientA.call('GET', '/api/kyb/sendEmail');
    expect(mailed.json().data.sentTo).toEqual([clientA.email]);
    // The account's approval mail may still be on its way: wait for this one by its subject.
    const subject = 'Complete the verification of Alpha SaaS GmbH';
    const mail = await readLatestMail(t.dataDir, clientA.email, { since, subject });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('/settings/kyc-kyb');

    await clientA.call('POST', '/api/verification/sandbox/kyb/document', { fileName: 'register.pdf' });
    const review = await clientA.call('POST', '/api/verification/sandbox/kyb/liveness', {});
    expect(review.json().data.status).toBe('IN_REVIEW');
    const company = (await clientA.call('GET', '/api/kyc/applicant')).json().data.company;
    expect(company).toMatchObject({
      available: true,
      kyb_status: 'APPROVED',
      applicant: { status: 'APPROVED' },
    });
    await clientA.call('GET', '/api/kyc/applicant');
    const completed = await notices(clientA.accountId, 'KYB_COMPLETED');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.payload).toEqual({ status: 'APPROVED' });
    const [account] = await t.container.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.id, clientA.accountId));
    expect(account!.kybStatus).toBe('APPROVED');
  });

  it('never shows or drives another company: B sees only its own people and has no KYB to step', async () => {
    const overview = (await clientB.call('GET', '/api/kyc/applicant')).json().data;
    expect(overview.people.map((p: { id: string }) => p.id)).toEqual([clientB.sub]);
    expect(overview.company).toMatchObject({ kyb_status: '', applicant: null });
    const step = await clientB.call('POST', '/api/verification/sandbox/kyb/document', {});
    expect(codeOf(step)).toBe('NO_APPLICANT');
    expect(await notices(clientB.accountId, 'KYB_STARTED')).toHaveLength(0);
  });

  it('has no Sumsub webhook without Sumsub', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sumsub',
      headers: { 'content-type': 'application/json', 'x-payload-digest': 'abc' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('bids need a verified investor', () => {
  it('refuses the bid of an unverified investor and takes it once verified', async () => {
    const sale = await seedSale(t.container, { accepted: false });
    const investor = await createCompanyActor(t, 'investor', { approved: true, verified: false });
    const [row] = await t.container.database.db
      .select()
      .from(schema.assets)
      .where(eq(schema.assets.id, sale.assetId));
    await recordDeposit(
      t.container,
      investor.accountId,
      { currency: row!.currency as 'EUR', amount: sale.face * 2, reference: `kyc-${investor.accountId}` },
      'test',
    );
    const bid = { id_asset: sale.assetId, price: sale.face - 1 };
    const refused = await investor.call('POST', '/api/investor/orders', bid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toEqual({
      code: 'KYC_REQUIRED',
      message: 'Verify your identity in Settings → KYC/KYB before you bid.',
    });
    expect(await verifyThroughSandbox(investor)).toBe('APPROVED');
    const placed = await investor.call('POST', '/api/investor/orders', bid);
    expect(placed.statusCode).toBe(201);
  });
});
