import { clientSubsSchema, subscriptionSchema } from '@tranche/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type SubscriptionValues, upsertSubscriptions } from './subscriptions.repo';

let t: TestApp;
let clientA: Actor & { accountId: string };
let clientB: Actor & { accountId: string };

const base: SubscriptionValues = {
  externalId: 'x',
  status: 'AVAILABLE',
  billingPeriodMonths: 1,
  currency: 'EUR',
  amountMinor: 10_000,
  mrrMinor: 10_000,
  lastPaymentAmountMinor: null,
  nextPaymentAmountMinor: null,
  startDate: '2024-01-01',
  endDate: null,
  nextPaymentDate: null,
  customerName: 'Acme',
  customerExternalId: 'cus_1',
  customerCountry: 'DE',
  importId: null,
};
const row = (externalId: string, patch: Partial<SubscriptionValues> = {}): SubscriptionValues => ({
  ...base,
  externalId,
  ...patch,
});

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' } });
  clientA = await createCompanyActor(t, 'client', { companyName: 'A GmbH' });
  clientB = await createCompanyActor(t, 'client', { companyName: 'B GmbH' });
  const { db } = t.container.database;
  // Inserted one by one so createdAt orders them a1 < a2 < … (default sort: newest first).
  for (const value of [
    row('a1', { amountMinor: 120_000, mrrMinor: 10_000, billingPeriodMonths: 12, customerName: 'Zeta' }),
    row('a2', {
      amountMinor: 5_000,
      mrrMinor: 5_000,
      currency: 'USD',
      endDate: '2020-06-30',
      status: 'ENDED',
    }),
    row('a3', { amountMinor: 30_000, mrrMinor: 10_000, billingPeriodMonths: 3, endDate: '2999-01-01' }),
    row('a4', { amountMinor: 7_000, mrrMinor: 7_000, status: 'PAUSED' }),
    row('a5', { amountMinor: 9_000, mrrMinor: 9_000, startDate: '2023-01-01' }),
  ]) {
    await upsertSubscriptions(db, clientA.accountId, 'csv', [value]);
  }
  await db.execute(
    // Trading statuses are set by trading; here by hand.
    (await import('drizzle-orm'))
      .sql`update subscriptions set trading_status = case external_id when 'a3' then 'SOLD' when 'a5' then 'PLEDGED' else trading_status end`,
  );
  await upsertSubscriptions(db, clientB.accountId, 'csv', [
    row('b1', { amountMinor: 99_900, mrrMinor: 99_900 }),
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function ids(actor: Actor, query = ''): Promise<string[]> {
  const response = await actor.call('GET', `/api/subscriptions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((subscription: { externalId: string }) => subscription.externalId);
}

async function count(actor: Actor, query = ''): Promise<number> {
  const response = await actor.call('GET', `/api/subscriptions/count${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.count;
}

describe('GET /api/subscriptions', () => {
  it('lists the company rows newest first with amounts in minor units', async () => {
    expect(await ids(clientA)).toEqual(['a5', 'a4', 'a3', 'a2', 'a1']);
    const response = await clientA.call('GET', '/api/subscriptions?where[externalId]=a1');
    const [first] = response.json().data;
    expect(subscriptionSchema.parse(first)).toMatchObject({
      amount: 120_000,
      mrr: 10_000,
      currency: 'EUR',
      billingPeriod: 12,
      source: 'csv',
      status: 'AVAILABLE',
      tradingStatus: 'AVAILABLE',
      customer: { name: 'Zeta', externalId: 'cus_1', country: 'DE' },
      expired: false,
      tradable: true,
    });
  });

  it('filters by trading status, one or several, and the rest of spec §7', async () => {
    expect(await ids(clientA, '?where[tradingStatus]=SOLD')).toEqual(['a3']);
    expect(await ids(clientA, '?where[tradingStatus]=SOLD&where[tradingStatus]=PLEDGED')).toEqual([
      'a5',
      'a3',
    ]);
    expect(await ids(clientA, '?where[tradingStatus][in]=SOLD,PLEDGED')).toEqual(['a5', 'a3']);
    expect(await ids(clientA, '?where[status]=PAUSED')).toEqual(['a4']);
    expect(await ids(clientA, '?where[billingPeriod]=12')).toEqual(['a1']);
    expect(await ids(clientA, '?where[amount][gt]=9000')).toEqual(['a3', 'a1']);
    expect(await ids(clientA, '?where[currency]=USD')).toEqual(['a2']);
    expect(await ids(clientA, '?where[customerName][contains]=zet')).toEqual(['a1']);
  });

  it('filters expired (end date passed or status not AVAILABLE) and the tradable list', async () => {
    expect(await ids(clientA, '?where[expired]=true')).toEqual(['a4', 'a2']);
    expect(await ids(clientA, '?where[expired]=false')).toEqual(['a5', 'a3', 'a1']);
    expect(await ids(clientA, '?where[tradable]=true')).toEqual(['a1']);
    expect(
      await ids(clientA, '?where[status]=AVAILABLE&where[tradingStatus]=AVAILABLE&where[tradable]=true'),
    ).toEqual(['a1']);
  });

  it('sorts on any column with createdAt desc behind it, pages, and quick-selects', async () => {
    expect(await ids(clientA, '?orderBy[0][amount]=asc')).toEqual(['a2', 'a4', 'a5', 'a3', 'a1']);
    expect(await ids(clientA, '?orderBy[0][mrr]=desc')).toEqual(['a3', 'a1', 'a5', 'a4', 'a2']);
    expect(await ids(clientA, '?orderBy[0][customerName]=desc')).toEqual(['a1', 'a5', 'a4', 'a3', 'a2']);
    expect(await ids(clientA, '?orderBy[0][endDate]=asc&size=2&page=1')).toEqual(['a2', 'a3']);
    expect(await ids(clientA, '?size=2&page=3')).toEqual(['a1']);
    expect(await ids(clientA, '?quickSelect=highestMrr')).toEqual(['a3', 'a1', 'a5', 'a4', 'a2']);
    expect(await ids(clientA, '?quickSelect=oldestCustomer&where[tradingStatus]=AVAILABLE')).toEqual([
      'a4',
      'a2',
      'a1',
    ]);
  });

  it('refuses unknown fields, operators and values with 400 INVALID_QUERY', async () => {
    for (const query of [
      '?where[assets][some][id_asset]=1',
      '?where[tradingStatus]=GONE',
      '?orderBy[0][accountId]=asc',
      '?quickSelect=cheapest',
      '?size=101',
    ]) {
      const response = await clientA.call('GET', `/api/subscriptions${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].code).toBe('INVALID_QUERY');
    }
  });

  it("never shows another company's rows", async () => {
    expect(await ids(clientB)).toEqual(['b1']);
    expect(await ids(clientA, '?where[externalId]=b1')).toEqual([]);
    expect(await count(clientA, '?where[amount][gt]=120000')).toBe(0);
    expect(await count(clientB, '?where[amount][gt]=99000')).toBe(1);
    const loner = await createActor(t, { kind: 'client' });
    expect((await loner.call('GET', '/api/subscriptions')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
  });
});

describe('GET /api/subscriptions/count and /clientSubs', () => {
  it('counts with the same filters', async () => {
    expect(await count(clientA)).toBe(5);
    expect(await count(clientA, '?where[expired]=true&page=2&orderBy[0][amount]=asc')).toBe(2);
  });

  it('summarises by trading status and per currency', async () => {
    const response = await clientA.call('GET', '/api/subscriptions/clientSubs');
    expect(response.statusCode).toBe(200);
    const summary = clientSubsSchema.parse(response.json().data);
    expect(summary).toEqual({
      count: 5,
      tradableCount: 1,
      expiredCount: 2,
      byTradingStatus: { AVAILABLE: 3, IN_TRADE: 0, SOLD: 1, PLEDGED: 1 },
      byCurrency: [
        // a4 is paused: counted, but no MRR. a3 sold, a5 pledged.
        {
          currency: 'EUR',
          count: 4,
          mrr: 29_000,
          tradableCount: 1,
          tradableMrr: 10_000,
          soldMrr: 10_000,
          pledgedMrr: 9_000,
          inTradeMrr: 0,
        },
        {
          currency: 'USD',
          count: 1,
          mrr: 0,
          tradableCount: 0,
          tradableMrr: 0,
          soldMrr: 0,
          pledgedMrr: 0,
          inTradeMrr: 0,
        },
      ],
    });
  });
});

describe('GET /api/subscriptions/count, kept between pages', () => {
  it('follows a new or changed subscription at once', async () => {
    const before = await count(clientB);
    expect(await count(clientB)).toBe(before);
    await upsertSubscriptions(t.container.database.db, clientB.accountId, 'csv', [row('b-new')]);
    expect(await count(clientB)).toBe(before + 1);
    const sold = await count(clientB, '?where[tradingStatus]=SOLD');
    await t.container.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update subscriptions set trading_status = 'SOLD', updated_at = now() where external_id = 'b-new'`,
    );
    expect(await count(clientB, '?where[tradingStatus]=SOLD')).toBe(sold + 1);
  });
});
