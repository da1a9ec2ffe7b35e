import { isoDateOf, priceOf } from '@tranche/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setAllowedTradePercent } from '../accounts/review.service';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';
import { mainCurrencyOf } from './testing/book-currency';

type Company = Actor & { accountId: string };
type Row = { id: string; currency: string; endDate: string | null; billingPeriod: number };
type Quote = {
  faceValue: number;
  price: number;
  fee: number;
  payout: number;
  contractDiscountBps: number;
  tradeLimit: { limit: number; committed: number; remaining: number };
  subscriptions: { id_subscription: string; faceValue: number; price: number; role: string }[];
  refusals: { code: string; message: string; subscriptionId: string }[];
};

let t: TestApp;
let client: Company;
let monthly: Row[];
let currency: string;

const refs = (rows: readonly { id: string }[]) => ({ create: rows.map((r) => ({ id_subscription: r.id })) });
const quote = async (body: Record<string, unknown>) => {
  const response = await client.call('POST', '/api/assets/quote', { currency, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Quote;
};

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { approved: true });
  await seedDemoSubscriptions(t.container, client.accountId, { seed: 7, asOf: isoDateOf(new Date()) });
  await setAllowedTradePercent(t.container, client.accountId, 100);
  const rows = (await client.call('GET', '/api/subscriptions?where[tradable]=true&size=100')).json()
    .data as Row[];
  const open = rows.filter((r) => r.endDate === null && r.billingPeriod === 1);
  currency = mainCurrencyOf(open);
  monthly = open.filter((r) => r.currency === currency);
}, 300_000);
afterAll(() => t?.close());

describe('the Trading screen’s quote and pick', () => {
  it('an empty selection shows the limit; a quote is what POST assets then records', async () => {
    const empty = await quote({ contractLengthMonths: 6, subscriptions: { create: [] } });
    expect(empty.tradeLimit.limit).toBeGreaterThan(0);
    expect(empty.tradeLimit.remaining).toBe(empty.tradeLimit.limit - empty.tradeLimit.committed);
    expect(empty).toMatchObject({ faceValue: 0, price: 0, refusals: [] });

    const chosen = monthly.slice(0, 2);
    const quoted = await quote({ contractLengthMonths: 6, subscriptions: refs(chosen) });
    expect(quoted.refusals).toEqual([]);
    expect(quoted.subscriptions.map((s) => s.faceValue).reduce((a, b) => a + b)).toBe(quoted.faceValue);
    expect(quoted.subscriptions.map((s) => s.price).reduce((a, b) => a + b)).toBe(quoted.price);
    const created = await client.call('POST', '/api/assets', {
      contractLengthMonths: 6,
      subscriptions: refs(chosen),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ faceValue: quoted.faceValue, guidePrice: quoted.price });

    const after = await quote({ contractLengthMonths: 6, subscriptions: { create: [] } });
    expect(after.tradeLimit.committed).toBe(empty.tradeLimit.committed + quoted.faceValue);
  });

  it('refuses as POST assets refuses, with the spec’s texts', async () => {
    const inTrade = monthly[0]!; // put into an asset by the test above
    const body = { contractLengthMonths: 6, subscriptions: refs([inTrade, monthly[2]!]) };
    const quoted = await quote(body);
    const posted = await client.call('POST', '/api/assets', body);
    expect(posted.statusCode).toBe(422);
    expect(quoted.refusals).toEqual(posted.json().errors);
    expect(quoted.refusals).toEqual([
      {
        code: 'NOT_ALLOWED',
        message: 'This subscription is not allowed to be traded!',
        subscriptionId: inTrade.id,
      },
    ]);
    const over = await quote({ contractLengthMonths: 6, subscriptions: refs(monthly.slice(2)) });
    const overPosted = await client.call('POST', '/api/assets', {
      contractLengthMonths: 6,
      subscriptions: refs(monthly.slice(2)),
    });
    expect(over.refusals).toEqual(overPosted.statusCode === 422 ? overPosted.json().errors : []);
  });

  it('picks subscriptions whose prices reach a target within the remaining limit', async () => {
    const { tradeLimit } = await quote({ contractLengthMonths: 6, subscriptions: { create: [] } });
    const target = Math.floor(tradeLimit.remaining / 4);
    const pick = await client.call('POST', '/api/assets/pick', {
      currency,
      contractLengthMonths: 6,
      targetPrice: target,
    });
    expect(pick.statusCode).toBe(200);
    const picked = pick.json().data as {
      reached: boolean;
      picked: { id_subscription: string }[];
      quote: Quote;
    };
    expect(picked.reached).toBe(true);
    expect(picked.quote.price).toBeGreaterThanOrEqual(target);
    expect(picked.quote.faceValue).toBeLessThanOrEqual(tradeLimit.remaining);
    expect(picked.quote.refusals).toEqual([]);
    expect(picked.quote.subscriptions.map((s) => s.id_subscription)).toEqual(
      picked.picked.map((p) => p.id_subscription),
    );

    const tooMuch = (
      await client.call('POST', '/api/assets/pick', {
        currency,
        contractLengthMonths: 6,
        targetPrice: tradeLimit.remaining * 2,
      })
    ).json().data as { reached: boolean; quote: Quote };
    expect(tooMuch.reached).toBe(false);
    expect(tooMuch.quote.faceValue).toBeLessThanOrEqual(tradeLimit.remaining);
  });

  it('the guide price is the rating’s price of the face value; payout and fee add up to it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(monthly.slice(2, 12), { minLength: 1 }),
        fc.integer({ min: 1, max: 24 }),
        async (rows, months) => {
          const quoted = await quote({ contractLengthMonths: months, subscriptions: refs(rows) });
          const discount = (await client.call('GET', '/api/rating')).json().data.discountBps as number;
          expect(quoted.price).toBe(priceOf(quoted.faceValue, discount, months));
          expect(quoted.payout + quoted.fee).toBe(quoted.price);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('refuses a contract so long that the rating’s discount would take the whole face value', async () => {
    const admin = await createActor(t, { admin: true });
    const override = (grade: string | null) =>
      admin.call('POST', `/api/admin/companies/${client.accountId}/rating-override`, {
        grade,
        reason: 'test: the highest discount',
      });
    expect((await override('E')).statusCode).toBe(200);
    try {
      // Grade E discounts 15 % a year: ten years would be 150 % of the face value.
      const quoted = await quote({ contractLengthMonths: 120, subscriptions: refs(monthly.slice(4, 5)) });
      expect(quoted.price).toBe(0);
      expect(quoted.refusals.length).toBeGreaterThan(0);
      const posted = await client.call('POST', '/api/assets', {
        contractLengthMonths: 120,
        subscriptions: refs(monthly.slice(4, 5)),
      });
      expect(posted.statusCode).toBe(422);
    } finally {
      await override(null);
    }
  });

  it('only approved clients quote, and only their own subscriptions', async () => {
    const body = { currency, contractLengthMonths: 6, subscriptions: refs(monthly.slice(3, 4)) };
    const investor = await createCompanyActor(t, 'investor', { approved: true });
    const admin = await createActor(t, { admin: true });
    const other = await createCompanyActor(t, 'client', { approved: true });
    const unapproved = await createCompanyActor(t, 'client');
    for (const path of ['/api/assets/quote', '/api/assets/pick']) {
      const payload = path.endsWith('pick') ? { currency, targetPrice: 100 } : body;
      expect((await investor.call('POST', path, payload)).statusCode).toBe(403);
      expect((await admin.call('POST', path, payload)).statusCode).toBe(403);
      expect((await unapproved.call('POST', path, payload)).statusCode).toBe(403);
    }
    expect((await other.call('POST', '/api/assets/quote', body)).statusCode).toBe(404);
    expect((await client.call('POST', '/api/assets/quote', { ...body, currency: 'XXX' })).statusCode).toBe(
      400,
    );
    expect((await client.call('POST', '/api/assets/pick', { currency, targetPrice: 0 })).statusCode).toBe(
      400,
    );
  });
});
