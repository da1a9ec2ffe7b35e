import { createHmac } from 'node:crypto';
import { schema } from '@tranche/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeSumsub } from './testing/fake-sumsub';

const APP_TOKEN = 'sbx:tranche-test';
const SECRET_KEY = 'sumsub-secret-key';
const WEBHOOK_SECRET = 'sumsub-webhook-secret';

let t: TestApp;
let sumsub: Awaited<ReturnType<typeof startFakeSumsub>>;
let client: Actor & { accountId: string };

beforeAll(async () => {
  sumsub = await startFakeSumsub(APP_TOKEN, SECRET_KEY);
  t = await createTestApp({
    listen: true,
    env: {
      SUMSUB_APP_TOKEN: APP_TOKEN,
      SUMSUB_SECRET_KEY: SECRET_KEY,
      SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SUMSUB_API_BASE: sumsub.url,
    },
  });
  client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Sumsub Test GmbH' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sumsub?.close();
});

const deliver = (body: string, digest = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sumsub',
    headers: {
      'content-type': 'application/json',
      'x-payload-digest': digest,
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    },
    payload: body,
  });

const reviewed = (applicantId: string, correlationId: string) =>
  JSON.stringify({
    applicantId,
    correlationId,
    type: 'applicantReviewed',
    reviewStatus: 'completed',
    reviewResult: { reviewAnswer: 'GREEN' },
  });

describe('verification with Sumsub', () => {
  it('hands the web SDK a Sumsub token and has no sandbox steps', async () => {
    const started = await client.call('GET', '/api/kyc/getToken');
    expect(started.json().data).toMatchObject({
      mode: 'sumsub',
      level: 'basic-kyc-level',
      applicant: { status: 'PENDING' },
    });
    expect(started.json().data.token).toMatch(/^_act-/);
    const step = await client.call('POST', '/api/verification/sandbox/kyc/document', {});
    expect(step.statusCode).toBe(404);
  });

  it('takes a signed webhook once, reads the applicant back and keeps the profile current', async () => {
    const applicant = sumsub.applicantOf(`person-${client.sub}`)!;
    sumsub.review(
      applicant.id,
      { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } },
      { questionnaires: [{ sections: { funds: { items: { sourceOfFunds: { value: 'Dividends' } } } } }] },
    );
    const body = reviewed(applicant.id, 'req-1');
    expect((await deliver(body, 'f'.repeat(64))).statusCode).toBe(400);
    const taken = await deliver(body);
    expect(taken.json().data).toEqual({ duplicate: false, known: true });
    const [profile] = await t.container.database.db
      .select()
      .from(schema.profiles)
      .where(eq(schema.profiles.sub, client.sub));
    expect(profile!.kycStatus).toBe('APPROVED');
    expect((await deliver(body)).json().data).toEqual({ duplicate: true, known: false });
    const me = (await client.call('GET', '/api/kyc/applicant')).json().data.me;
    expect(me).toMatchObject({ status: 'APPROVED', sourceOfFunds: 'Dividends' });
  });

  it("completes the company's KYB from Sumsub's decision (KYB_STARTED, then KYB_COMPLETED)", async () => {
    expect((await client.call('GET', '/api/kyb/getToken')).json().data.level).toBe('basic-kyb-level');
    const applicant = sumsub.applicantOf(`company-${client.accountId}`)!;
    sumsub.review(applicant.id, {
      reviewStatus: 'completed',
      reviewResult: {
        reviewAnswer: 'RED',
        reviewRejectType: 'FINAL',
        rejectLabels: ['COMPANY_NOT_DEFINED_REPS'],
      },
    });
    await deliver(reviewed(applicant.id, 'req-2'));
    const company = (await client.call('GET', '/api/kyc/applicant')).json().data.company;
    expect(company).toMatchObject({
      kyb_status: 'REJECTED',
      applicant: { rejectionLabels: ['COMPANY_NOT_DEFINED_REPS'] },
    });
    const types = await t.container.database.db
      .select({ type: schema.notifications.type, payload: schema.notifications.payload })
      .from(schema.notifications)
      .where(and(eq(schema.notifications.accountId, client.accountId)));
    expect(types.filter((n) => n.type.startsWith('KYB_'))).toEqual([
      expect.objectContaining({ type: 'KYB_STARTED' }),
      { type: 'KYB_COMPLETED', payload: { status: 'REJECTED' } },
    ]);
  });
});
