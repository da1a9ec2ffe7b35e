import { schema } from '@tranche/db';
import { signStripePayload } from '@tranche/providers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertIntegration } from './integrations.repo';

const SECRET = 'whsec_tranche_test_1';
let t: TestApp;
let integrationId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET }, runWorkers: false });
  const { db } = t.container.database;
  const [account] = await db
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Hooked GmbH' })
    .returning();
  const integration = await insertIntegration(db, {
    accountId: account!.id,
    type: 'stripe',
    category: 'billing',
    sandbox: false,
    status: 'active',
    credentials: null,
    externalAccountId: 'acct_hooked',
    expiresAt: null,
  });
  integrationId = integration!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
const now = () => Math.floor(Date.now() / 1000);

describe('Stripe webhooks', () => {
  it("takes a signed event once: it syncs the account's connection, a second delivery changes nothing", async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', account: 'acct_hooked', data: {} });
    const first = await deliver(payload, signStripePayload(payload, SECRET, now()));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ duplicate: false, syncing: true });
    const again = await deliver(payload, signStripePayload(payload, SECRET, now()));
    expect(again.json().data).toEqual({ duplicate: true, syncing: false });
    const events = await t.container.database.db
      .select()
      .from(schema.providerEvents)
      .where(eq(schema.providerEvents.eventId, 'evt_1'));
    expect(events).toEqual([expect.objectContaining({ provider: 'stripe', integrationId })]);
  });

  it('records an event of an account nobody connected without syncing anything', async () => {
    const payload = JSON.stringify({ id: 'evt_2', type: 'charge.succeeded', account: 'acct_unknown' });
    const answer = await deliver(payload, signStripePayload(payload, SECRET, now()));
    expect(answer.json().data).toEqual({ duplicate: false, syncing: false });
  });

  it('refuses a delivery without a signature, with a forged or stale one, or that is not an event', async () => {
    const payload = JSON.stringify({ id: 'evt_3', type: 'invoice.paid', account: 'acct_hooked' });
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await deliver(payload, signStripePayload(payload, 'whsec_forged', now()))).statusCode).toBe(400);
    expect((await deliver(payload, signStripePayload(payload, SECRET, now() - 3_600))).statusCode).toBe(400);
    const tampered = payload.replace('acct_hooked', 'acct_other');
    expect((await deliver(tampered, signStripePayload(payload, SECRET, now()))).statusCode).toBe(400);
    const notEvent = '{"hello":"world"}';
    expect((await deliver(notEvent, signStripePayload(notEvent, SECRET, now()))).statusCode).toBe(400);
    const [stored] = await t.container.database.db
      .select()
      .from(schema.providerEvents)
      .where(eq(schema.providerEvents.eventId, 'evt_3'));
    expect(stored).toBeUndefined();
  });
});
