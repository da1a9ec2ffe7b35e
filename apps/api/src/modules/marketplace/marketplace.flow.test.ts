import { schema } from '@tranche/db';
import { isoDateOf } from '@tranche/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setAllowedTradePercent } from '../accounts/review.service';
import { totalsByCurrency } from '../ledger/ledger.repo';
import { recordDeposit } from '../ledger/ledger.service';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';
import { mainCurrencyOf } from './testing/book-currency';

type Company = Actor & { accountId: string };
let t: TestApp;
let client: Company;
let otherClient: Company;
let investorA: Company;
let investorB: Company;
let admin: Actor;
let tradable: { id: string; currency: string }[];
let assetId: string;
let orderA: string;
let orderB: string;

const balanceOf = async (investor: Company, currency: string) =>
  (
    (await investor.call('GET', '/api/investor/balances')).json().data as {
      currency: string;
      available: number;
      reserved: number;
      receivable: number;
    }[]
  ).find((b) => b.currency === currency);

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await createActor(t, { admin: true });
  client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Secret SaaS GmbH' });
  otherClient = await createCompanyActor(t, 'client', { approved: true });
  investorA = await createCompanyActor(t, 'investor', { approved: true });
  investorB = await createCompanyActor(t, 'investor', { approved: true });
  await seedDemoSubscriptions(t.container, client.accountId, { seed: 11, asOf: isoDateOf(new Date()) });
  const list = await client.call('GET', '/api/subscriptions?where[tradable]=true&size=100');
  const rows = list.json().data as { id: string; currency: string; endDate: string | null }[];
  const open = rows.filter((r) => r.endDate === null);
  const currency = mainCurrencyOf(open);
  tradable = open.filter((r) => r.currency === currency);
  expect(tradable.length).toBeGreaterThan(6);
  for (const investor of [investorA, investorB]) {
    await recordDeposit(
      t.container,
      investor.accountId,
      { currency: currency as 'EUR', amount: 100_000_000, reference: `start-${investor.accountId}` },
      'test',
    );
  }
}, 300_000);
afterAll(() => t?.close());

describe('assets and orders', () => {
  it('refuses subscriptions on the server with the spec texts', async () => {
    const sold = tradable.slice(0, 3).map((s) => ({ id_subscription: s.id }));
    await setAllowedTradePercent(t.container, client.accountId, 0);
    const over = await client.call('POST', '/api/assets', { subscriptions: { create: sold } });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      code: 'OVER_TRADE_LIMIT',
      message: 'This subscription is over your current trade limit!',
      subscriptionId: sold[0]?.id_subscription,
    });
    await setAllowedTradePercent(t.container, client.accountId, 100);
    const twice = await client.call('POST', '/api/assets', {
      subscriptions: { create: [sold[0], sold[0]] },
    });
    expect(twice.json().errors).toEqual([
      expect.objectContaining({
        code: 'NOT_ALLOWED',
        message: 'This subscription is not allowed to be traded!',
      }),
    ]);
  });

  it('creates an asset: subscriptions IN_TRADE, guide price from the rating', async () => {
    const response = await client.call('POST', '/api/assets', {
      contractLengthMonths: 12,
      subscriptions: { create: tradable.slice(0, 3).map((s) => ({ id_subscription: s.id })) },
      pledgedSubscriptions: { create: [{ id_subscription: tradable[3]?.id }] },
    });
    expect(response.statusCode).toBe(201);
    const asset = response.json().data;
    assetId = asset.id;
    expect(asset).toMatchObject({ status: 'OPEN', subscriptions: 3, pledgedSubscriptions: 1, bids: 0 });
    expect(asset.guidePrice).toBeLessThan(asset.faceValue);
    const again = await client.call('POST', '/api/assets', {
      subscriptions: { create: [{ id_subscription: tradable[0]?.id }] },
    });
    expect(again.json().errors[0].code).toBe('NOT_ALLOWED');
    const rows = await t.container.database.db
      .select({ tradingStatus: schema.subscriptions.tradingStatus })
      .from(schema.subscriptions)
      .where(
        inArray(
          schema.subscriptions.id,
          tradable.slice(0, 4).map((s) => s.id),
        ),
      );
    expect(rows.map((r) => r.tradingStatus)).toEqual(['IN_TRADE', 'IN_TRADE', 'IN_TRADE', 'IN_TRADE']);
  });

  it('shows investors the asset with the company anonymised', async () => {
    const response = await investorA.call('GET', '/api/investor/assets?orderBy[0][faceValue]=desc');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Secret SaaS');
    expect(response.body).not.toContain(client.accountId);
    const [asset] = response.json().data;
    expect(asset.id).toBe(assetId);
    expect(asset.company.alias).toMatch(/^Company [0-9A-F]{4}$/);
    expect(asset.company.rating.factors).toHaveLength(10);
    expect(asset.myOrder).toBeNull();
    // What its subscriptions are forecast to collect, from the company's twelve months of churn.
    const forecast = asset.collectionsForecast;
    expect(forecast.low).toBeLessThanOrEqual(forecast.expected);
    expect(forecast.expected).toBeLessThanOrEqual(forecast.high);
    expect(forecast.high).toBeLessThanOrEqual(asset.faceValue);
    expect(forecast.expected).toBeGreaterThan(0);
    expect(forecast.churn.better).toBeLessThanOrEqual(forecast.churn.worse);
  });

  it('reserves a bid’s funds and keeps each investor’s bids to itself', async () => {
    const asset = (await client.call('GET', `/api/assets/${assetId}`)).json().data;
    const a = await investorA.call('POST', '/api/investor/orders', {
      id_asset: assetId,
      price: asset.guidePrice,
    });
    expect(a.statusCode).toBe(201);
    orderA = a.json().data.id;
    const tooMuch = await investorB.call('POST', '/api/investor/orders', {
      id_asset: assetId,
      price: 200_000_000,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors[0].code).toBe('INSUFFICIENT_FUNDS');
    const b = await investorB.call('POST', '/api/investor/orders', {
      id_asset: assetId,
      price: asset.guidePrice - 100,
      pledgedPrice: 500,
    });
    orderB = b.json().data.id;
    const currency = asset.currency;
    expect(await balanceOf(investorB, currency)).toMatchObject({
      available: 100_000_000 - (asset.guidePrice - 100 + 500),
      reserved: asset.guidePrice - 100 + 500,
    });

    const ownList = (await investorA.call('GET', '/api/investor/orders')).json().data;
    expect(ownList.map((o: { id: string }) => o.id)).toEqual([orderA]);
    const market = (await investorA.call('GET', '/api/investor/assets')).json().data[0];
    expect(market.myOrder.id).toBe(orderA);
    expect(JSON.stringify(market)).not.toContain(orderB);
    expect((await investorA.call('POST', `/api/investor/orders/${orderB}/cancel`)).statusCode).toBe(404);
    expect((await investorA.call('DELETE', `/api/orders/${orderB}`)).statusCode).toBe(404);
  });

  it('shows the client the bids of its own asset only, never who placed them', async () => {
    const own = await client.call('GET', `/api/assets/${assetId}?include[orders]=true`);
    expect(own.json().data.orders).toHaveLength(2);
    expect(own.body).not.toContain(investorA.accountId);
    expect(own.body).not.toContain(investorB.accountId);
    expect((await otherClient.call('GET', `/api/assets/${assetId}?include[orders]=true`)).statusCode).toBe(
      404,
    );
    expect((await otherClient.call('POST', `/api/orders/${orderA}/approve`)).statusCode).toBe(404);
    expect((await otherClient.call('POST', `/api/assets/${assetId}/cancel`)).statusCode).toBe(404);
    expect((await otherClient.call('GET', '/api/orders')).json().data).toEqual([]);
  });

  it('accepts exactly one of two concurrent approvals, in one transaction', async () => {
    const asset = (await client.call('GET', `/api/assets/${assetId}`)).json().data;
    const [first, second] = await Promise.all([
      client.call('POST', `/api/orders/${orderA}/approve`),
      client.call('POST', `/api/orders/${orderB}/approve`),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? orderA : orderB;
    const [winnerInvestor, loser] = winner === orderA ? [investorA, investorB] : [investorB, investorA];
    const { db } = t.container.database;

    const after = (await client.call('GET', `/api/assets/${assetId}?include[orders]=true`)).json().data;
    expect(after.status).toBe('COMPLETED');
    expect(after.orders.map((o: { status: string }) => o.status).sort()).toEqual(['ACCEPTED', 'DECLINED']);
    const subs = await db
      .select({ role: schema.assetSubscriptions.role, tradingStatus: schema.subscriptions.tradingStatus })
      .from(schema.assetSubscriptions)
      .innerJoin(schema.subscriptions, eq(schema.subscriptions.id, schema.assetSubscriptions.subscriptionId))
      .where(eq(schema.assetSubscriptions.assetId, assetId));
    for (const sub of subs) expect(sub.tradingStatus).toBe(sub.role);

    const payments = (
      await client.call('GET', `/api/client/asset-payments?where[id_asset]=${assetId}&size=100`)
    ).json().data as { rate: number; paymentStatus: string }[];
    expect(payments).toHaveLength(12);
    expect(payments.reduce((sum, p) => sum + p.rate, 0)).toBe(asset.faceValue);
    expect((await client.call('GET', '/api/client/asset-payments/count')).json().data.count).toBe(12);

    const won = (await db.select().from(schema.orders).where(eq(schema.orders.id, winner)))[0]!;
    expect(await balanceOf(winnerInvestor, asset.currency)).toEqual({
      currency: asset.currency,
      available: 100_000_000 - won.priceMinor,
      reserved: 0,
      receivable: asset.faceValue,
    });
    expect(await balanceOf(loser, asset.currency)).toMatchObject({ available: 100_000_000, reserved: 0 });
    const [payout] = (await client.call('GET', '/api/assets/clientPayout')).json().data;
    expect(payout.price).toBe(won.priceMinor);
    expect(payout.price - payout.fee).toBe(payout.payout);
    expect(payout.fee).toBe(Math.round(won.priceMinor / 100));
    const amount = (await client.call('GET', `/api/assets/payouts-amount?currency=${asset.currency}`)).json()
      .data;
    expect(amount.amount).toBe(payout.payout);
    for (const total of (await totalsByCurrency(db)).values()) expect(total).toBe(0);

    const notices = await db
      .select()
      .from(schema.notifications)
      .where(
        and(
          eq(schema.notifications.accountId, client.accountId),
          eq(schema.notifications.type, 'NEW_BID_APPROVED'),
        ),
      );
    expect(notices).toHaveLength(1);
    expect((await client.call('GET', '/api/orders?where[accepted]=true')).json().data).toHaveLength(1);

    expect((await client.call('GET', '/api/assets/countEnabledAssets')).json().data.count).toBe(0);
    const active = (await client.call('GET', '/api/assets/clientActiveAssets')).json().data;
    expect(active.map((a: { id: string }) => a.id)).toEqual([assetId]);
    expect(
      (await winnerInvestor.call('GET', '/api/investor/orders/investorOrders')).json().data,
    ).toHaveLength(1);
    expect((await loser.call('GET', '/api/investor/orders/investorOrders')).json().data).toEqual([]);
    expect((await client.call('DELETE', `/api/assets/${assetId}`)).statusCode).toBe(409);
  });

  it('releases a deleted bid and frees the subscriptions of a cancelled asset', async () => {
    const create = await client.call('POST', '/api/assets', {
      subscriptions: { create: [{ id_subscription: tradable[5]?.id }] },
    });
    const asset = create.json().data;
    const bid = await investorB.call('POST', '/api/investor/orders', { id_asset: asset.id, price: 1_000 });
    const before = await balanceOf(investorB, asset.currency);
    const deleted = await investorB.call('DELETE', `/api/orders/${bid.json().data.id}`);
    expect(deleted.json().data.status).toBe('CANCELED');
    expect((await balanceOf(investorB, asset.currency))?.available).toBe((before?.available ?? 0) + 1_000);
    expect(
      (await investorB.call('GET', '/api/investor/orders')).json().data.map((o: { id: string }) => o.id),
    ).not.toContain(bid.json().data.id);
    const bid2 = await investorA.call('POST', '/api/investor/orders', { id_asset: asset.id, price: 2_000 });
    const canceled = await client.call('POST', `/api/assets/${asset.id}/cancel`);
    expect(canceled.json().data.status).toBe('CANCELED');
    const declined = (await investorA.call('GET', '/api/investor/orders'))
      .json()
      .data.find((o: { id: string }) => o.id === bid2.json().data.id);
    expect(declined.status).toBe('DECLINED');
    expect((await balanceOf(investorA, asset.currency))?.reserved).toBe(0);
    const [sub] = await t.container.database.db
      .select({ tradingStatus: schema.subscriptions.tradingStatus })
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, tradable[5]!.id));
    expect(sub?.tradingStatus).toBe('AVAILABLE');

    const third = (
      await client.call('POST', '/api/assets', {
        subscriptions: { create: [{ id_subscription: tradable[5]?.id }] },
      })
    ).json().data;
    expect((await client.call('GET', '/api/assets/countEnabledAssets')).json().data.count).toBe(1);
    expect((await client.call('DELETE', `/api/assets/${third.id}`)).json().data.status).toBe('CANCELED');
    const listed = (await client.call('GET', '/api/assets/clientAssets'))
      .json()
      .data.map((a: { id: string }) => a.id);
    expect(listed).not.toContain(third.id);
    expect((await client.call('GET', `/api/assets/${third.id}`)).statusCode).toBe(404);
    expect((await client.call('GET', '/api/assets/countEnabledAssets')).json().data.count).toBe(0);
  });

  it('authorisation: each route answers its own kind only; admins own nothing', async () => {
    const clientRoutes: [string, string][] = [
      ['GET', '/api/assets'],
      ['POST', '/api/assets'],
      ['GET', `/api/assets/${assetId}?include[orders]=true`],
      ['POST', `/api/assets/${assetId}/cancel`],
      ['GET', '/api/assets/clientPayout'],
      ['GET', '/api/assets/payouts-amount?currency=EUR'],
      ['GET', '/api/orders'],
      ['POST', `/api/orders/${orderA}/approve`],
      ['GET', '/api/client/asset-payments'],
      ['GET', '/api/client/asset-payments/count'],
      ['GET', '/api/rating'],
      ['GET', '/api/assets/countEnabledAssets'],
      ['GET', '/api/assets/clientAssets'],
      ['GET', '/api/assets/clientActiveAssets'],
      ['DELETE', `/api/assets/${assetId}`],
    ];
    const investorRoutes: [string, string][] = [
      ['GET', '/api/investor/assets'],
      ['POST', '/api/investor/orders'],
      ['GET', '/api/investor/orders'],
      ['POST', `/api/investor/orders/${orderA}/cancel`],
      ['DELETE', `/api/orders/${orderA}`],
      ['GET', '/api/investor/balances'],
      ['GET', '/api/investor/deposits'],
      ['GET', '/api/investor/orders/investorOrders'],
    ];
    const bodyFor = (method: string, url: string) =>
      method !== 'POST'
        ? undefined
        : url === '/api/assets'
          ? { subscriptions: { create: [{ id_subscription: tradable[6]?.id }] } }
          : url === '/api/investor/orders'
            ? { id_asset: assetId, price: 1 }
            : undefined;
    for (const [method, url] of clientRoutes) {
      expect(
        (await investorA.call(method as 'GET', url, bodyFor(method, url))).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect(
        (await admin.call(method as 'GET', url, bodyFor(method, url))).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect((await t.app.inject({ method: method as 'GET', url })).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url] of investorRoutes) {
      expect(
        (await client.call(method as 'GET', url, bodyFor(method, url))).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect(
        (await admin.call(method as 'GET', url, bodyFor(method, url))).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect((await t.app.inject({ method: method as 'GET', url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
