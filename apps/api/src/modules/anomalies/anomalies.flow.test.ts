import { schema } from '@tranche/db';
import { addMonths, isoDateOf } from '@tranche/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertTransactions,
  linkedAccountFixture,
  type TransactionFixture,
} from '../discover/testing/bank-fixtures';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';

let t: TestApp;
let client: Actor & { accountId: string };
let other: Actor & { accountId: string };
let inReview: Actor;
let investor: Actor;
let admin: Actor;
let duplicateIds: string[] = [];
let unusualId = '';

const URL = '/api/analytics/anomalies?date_from=2025-10-01&date_to=2025-12-31';

/** A year of monthly bills: rent, hosting and a software subscription (money out). */
function monthlyBills(): TransactionFixture[] {
  return Array.from({ length: 12 }, (_, i) => addMonths('2025-01-01', i)).flatMap((month, i) => [
    {
      amountMinor: -550_000,
      bookingDate: month,
      creditorName: 'Hausverwaltung Krüger GmbH',
      description: 'Miete',
    },
    {
      amountMinor: -(12_000 + (i % 3) * 500),
      bookingDate: month.replace(/01$/, '08'),
      creditorName: 'Hetzner Online GmbH',
      description: `Rechnung R00${i} Cloud Server`,
    },
    {
      amountMinor: -(9_900 + (i % 4) * 825),
      bookingDate: month.replace(/01$/, '05'),
      creditorName: 'Slack Technologies Limited',
      description: 'Slack Pro subscription',
    },
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { approved: true });
  other = await createCompanyActor(t, 'client', { companyName: 'Other GmbH', approved: true });
  inReview = await createCompanyActor(t, 'client', { companyName: 'Waiting GmbH' });
  investor = await createCompanyActor(t, 'investor', { approved: true });
  admin = await createActor(t, { admin: true });
  const { db } = t.container.database;
  const own = await linkedAccountFixture(db, client.accountId);
  const target = { accountId: client.accountId, linkedAccountId: own.linkedAccountId };
  const ids = await insertTransactions(db, target, monthlyBills());
  const extra = await insertTransactions(db, target, [
    // The November hosting bill booked a second time the next day.
    {
      amountMinor: -12_500,
      bookingDate: '2025-11-09',
      creditorName: 'Hetzner Online GmbH',
      description: 'Rechnung R0010 Cloud Server',
    },
    // A software invoice twelve times the usual.
    {
      amountMinor: -148_500,
      bookingDate: '2025-12-09',
      creditorName: 'Slack Technologies Limited',
      description: 'Slack annual',
    },
  ]);
  const rows = await db.select().from(schema.bankTransactions);
  const original = rows.find(
    (row) => row.bookingDate === '2025-11-08' && row.creditorName === 'Hetzner Online GmbH',
  );
  duplicateIds = [original!.id, extra[0]!].sort();
  unusualId = extra[1]!;
  expect(ids).toHaveLength(36);
  // The other company pays the same bills once, and has the same amounts booked twice elsewhere.
  const foreign = await linkedAccountFixture(db, other.accountId);
  await insertTransactions(
    db,
    { accountId: other.accountId, linkedAccountId: foreign.linkedAccountId },
    monthlyBills(),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/analytics/anomalies', () => {
  it('finds the duplicate and the unusual amount, newest first, with their reasons and rows', async () => {
    const response = await client.call('GET', URL);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ currency: 'EUR', dateFrom: '2025-10-01', dateTo: '2025-12-31' });
    const kinds = data.anomalies.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(['unusual_amount', 'duplicate']);
    const [unusual, duplicate] = data.anomalies;
    expect(unusual).toMatchObject({
      area: 'bank',
      day: '2025-12-09',
      amountMinor: -148_500,
      currency: 'EUR',
      subject: 'Slack Technologies Limited',
      reason: { code: 'UNUSUAL_AMOUNT', basis: 'counterparty' },
      rows: { transactionIds: [unusualId], counterparty: 'Slack Technologies Limited' },
    });
    expect(unusual.reason.expectedMinor).toBeGreaterThan(-15_000);
    expect(duplicate).toMatchObject({
      area: 'bank',
      day: '2025-11-09',
      severity: 'high',
      subject: 'Hetzner Online GmbH',
      reason: { code: 'DUPLICATE_PAYMENT', daysApart: 1, count: 2 },
    });
    expect([...duplicate.rows.transactionIds].sort()).toEqual(duplicateIds);
    // The same findings keep their ids.
    const again = (await client.call('GET', URL)).json().data;
    expect(again.anomalies.map((a: { id: string }) => a.id)).toEqual(
      data.anomalies.map((a: { id: string }) => a.id),
    );
  });

  it('keeps companies apart: another company sees only its own (here: nothing out of pattern)', async () => {
    const response = await other.call('GET', URL);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.anomalies).toEqual([]);
    const foreign = await other.call('GET', `${URL}&id_client=${client.accountId}`);
    expect(foreign.statusCode).toBe(404);
    const own = await client.call('GET', `${URL}&id_client=${client.accountId}`);
    expect(own.statusCode).toBe(200);
  });

  it('defaults to the current month and the five before it', async () => {
    const data = (await client.call('GET', '/api/analytics/anomalies')).json().data;
    const today = new Date().toISOString().slice(0, 10);
    expect(data.dateTo).toBe(today);
    expect(data.dateFrom).toBe(addMonths(`${today.slice(0, 7)}-01`, -5));
  });

  it('answers approved client companies only: 401 anonymous, 403 in review, for investors and operators', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const waiting = await inReview.call('GET', URL);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().errors[0].code).toBe('ACCOUNT_IN_REVIEW');
    expect((await investor.call('GET', URL)).statusCode).toBe(403);
    expect((await admin.call('GET', URL)).statusCode).toBe(403);
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/analytics/anomalies?date_from=2025-02-30', 'date_from'],
      ['/api/analytics/anomalies?date_to=tomorrow', 'date_to'],
      ['/api/analytics/anomalies?date_from=2025-03-01&date_to=2025-02-01', 'date_from'],
      ['/api/analytics/anomalies?date_from=2020-01-01&date_to=2025-02-01', 'date_from'],
      ['/api/analytics/anomalies?currency=CHF', 'currency'],
      ['/api/analytics/anomalies?id_client=nope', 'id_client'],
    ];
    for (const [url, field] of cases) {
      const response = await client.call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].message, url).toContain(field);
    }
  });
});

describe('revenue', () => {
  it('finds the demo company’s planted churn month through the KPI engine’s SQL path', async () => {
    const demo = await createCompanyActor(t, 'client', { companyName: 'Demo GmbH', approved: true });
    const today = isoDateOf(new Date());
    await seedDemoSubscriptions(t.container, demo.accountId, { seed: 'tranche-demo', asOf: today });
    const response = await demo.call('GET', '/api/analytics/anomalies');
    expect(response.statusCode, response.body).toBe(200);
    const churnMonth = addMonths(`${today.slice(0, 7)}-01`, -4);
    const revenue = response.json().data.anomalies.filter((a: { area: string }) => a.area === 'revenue');
    expect(revenue).toContainEqual(
      expect.objectContaining({
        kind: 'unusual_movement',
        month: churnMonth,
        subject: 'churn',
        rows: { month: churnMonth, movement: 'churn' },
        reason: expect.objectContaining({ code: 'MOVEMENT_OUT_OF_PATTERN', direction: 'high' }),
      }),
    );
  }, 300_000);
});
