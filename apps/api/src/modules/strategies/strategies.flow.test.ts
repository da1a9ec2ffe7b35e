import { openDatabase, schema } from '@tranche/db';
import { testDatabaseKind } from '@tranche/db/testing';
import { isoDateOf } from '@tranche/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoBidJob } from '../../jobs/auto-bid.job';
import { createCompanyActor } from '../../test/actors';
import { collect, openRealtime } from '../../test/realtime-socket';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setAllowedTradePercent } from '../accounts/review.service';
import { recordDeposit } from '../ledger/ledger.service';
import { mainCurrencyOf } from '../marketplace/testing/book-currency';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';

type Company = Awaited<ReturnType<typeof createCompanyActor>>;
let t: TestApp;
let client: Company;
let investor: Company;
let currency: string;
let tradable: string[];

const newAsset = async (ids: string[]) => {
  const response = await client.call('POST', '/api/assets', {
    contractLengthMonths: 6,
    subscriptions: { create: ids.map((id) => ({ id_subscription: id })) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; guidePrice: number; faceValue: number; grade: string };
};
const ordersOn = (assetId: string) =>
  t.container.database.db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.assetId, assetId), eq(schema.orders.investorAccountId, investor.accountId)));
const rules = (over: Record<string, unknown> = {}) => ({
  currency,
  investmentAmount: 1_000_000_000,
  minArr: 0,
  maxArr: null,
  minRunRate: 0,
  companyCategory: 'J',
  riskRank: 'E',
  ...over,
});
const strategyBody = (over: Record<string, unknown> = {}) => ({ name: 'Software, up to E', ...rules(over) });
const runJob = (assetId?: string) => autoBidJob.handle({ assetId }, t.container);

beforeAll(async () => {
  // Workers off: the test runs the job's handler itself, twice at once where it matters.
  t = await createTestApp({ listen: true, runWorkers: false, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { approved: true });
  investor = await createCompanyActor(t, 'investor', { approved: true });
  await t.container.database.db
    .update(schema.accounts)
    .set({ naceCode: '62.01' })
    .where(eq(schema.accounts.id, client.accountId));
  await seedDemoSubscriptions(t.container, client.accountId, { seed: 11, asOf: isoDateOf(new Date()) });
  await setAllowedTradePercent(t.container, client.accountId, 100);
  const list = await client.call('GET', '/api/subscriptions?where[tradable]=true&size=100');
  // Monthly ones only: a yearly subscription paid in advance may owe nothing within the contract,
  // and an asset of it is refused (NOT_ALLOWED), depending on the day the test runs.
  const open = (
    list.json().data as { id: string; currency: string; endDate: string | null; billingPeriod: number }[]
  ).filter((r) => r.endDate === null && r.billingPeriod === 1);
  currency = mainCurrencyOf(open);
  tradable = open.filter((r) => r.currency === currency).map((r) => r.id);
  expect(tradable.length).toBeGreaterThan(4);
  await recordDeposit(
    t.container,
    investor.accountId,
    { currency: currency as 'EUR', amount: 10_000_000_000, reference: 'strategies-start' },
    'test',
  );
}, 300_000);
afterAll(() => t?.close());

describe('hands-free strategies', () => {
  let strategyId: string;
  let first: Awaited<ReturnType<typeof newAsset>>;

  it('bids on a matching new asset exactly once, even with two workers at once', async () => {
    const created = await investor.call('POST', '/api/trading-strategies', strategyBody());
    expect(created.statusCode, created.body).toBe(201);
    strategyId = created.json().data.id;
    expect(created.json().data).toMatchObject({ status: 'ACTIVE', used: 0, left: 1_000_000_000 });
    const other = await investor.call(
      'POST',
      '/api/trading-strategies',
      strategyBody({ name: 'Finance only', companyCategory: 'K' }),
    );
    expect(other.statusCode).toBe(201);

    const investorSocket = await openRealtime(t, investor.idToken);
    const pushed = collect<{ id: string; status: string }>(investorSocket, 'order');
    first = await newAsset([tradable[0]!]);
    await Promise.all([runJob(first.id), runJob(first.id), runJob()]);
    const orders = await ordersOn(first.id);
    expect(orders).toHaveLength(1);
    // The investor's Orders screen is told of the committed bid, once.
    await expect.poll(() => pushed).toEqual([{ id: orders[0]!.id, status: 'BIDDING' }]);
    investorSocket.disconnect();
    expect(orders[0]).toMatchObject({
      priceMinor: first.guidePrice,
      status: 'BIDDING',
      createdBy: `strategy:${strategyId}`,
    });

    const bids = (await investor.call('GET', '/api/trading-strategies/auto-bids')).json().data;
    expect(bids).toHaveLength(1);
    expect(bids[0]).toMatchObject({
      strategyId,
      id_asset: first.id,
      id_order: orders[0]!.id,
      orderStatus: 'BIDDING',
    });
    expect(bids[0].explanation).toMatchObject({
      matched: true,
      category: { value: 'J', wanted: 'J', ok: true },
      grade: { value: first.grade, worst: 'E', ok: true },
    });
    expect(bids[0].explanation.arr.value).toBeGreaterThan(0);
    const strategies = (await investor.call('GET', '/api/trading-strategies')).json().data;
    const mine = strategies.find((s: { id: string }) => s.id === strategyId);
    expect(mine).toMatchObject({
      used: first.guidePrice,
      left: 1_000_000_000 - first.guidePrice,
      autoBids: 1,
    });
    expect(mine.potentialTotalReturn).toBe(first.faceValue - first.guidePrice);
    expect(strategies.find((s: { id: string }) => s.id !== strategyId)).toMatchObject({
      autoBids: 0,
      matchingAssets: 0,
    });

    await runJob(first.id);
    expect(await ordersOn(first.id)).toHaveLength(1);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'places one bid with two workers on separate connections',
    async () => {
      const second = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
      try {
        const asset = await newAsset([tradable[1]!]);
        await Promise.all([
          autoBidJob.handle({ assetId: asset.id }, t.container),
          autoBidJob.handle({ assetId: asset.id }, { ...t.container, database: second }),
        ]);
        expect(await ordersOn(asset.id)).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );

  it('does not place a withdrawn automatic bid again', async () => {
    const [order] = await ordersOn(first.id);
    const withdrawn = await investor.call('POST', `/api/investor/orders/${order!.id}/cancel`);
    expect(withdrawn.statusCode).toBe(200);
    await runJob(first.id);
    await runJob();
    const orders = await ordersOn(first.id);
    expect(orders.map((o) => o.status)).toEqual(['CANCELED']);
    const bids = (await investor.call('GET', '/api/trading-strategies/auto-bids')).json().data;
    expect(bids.find((b: { id_asset: string }) => b.id_asset === first.id).orderStatus).toBe('CANCELED');
  });

  it('stops when the amount is used', async () => {
    const asset = await newAsset([tradable[2]!]);
    // Exactly this asset's price is left: it bids, then nothing is left.
    const patched = await investor.call('PATCH', '/api/trading-strategies', {
      id: strategyId,
      investmentAmount: asset.guidePrice + (await usedOf(strategyId)),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await runJob(asset.id);
    expect(await ordersOn(asset.id)).toHaveLength(1);
    const after = (await investor.call('GET', '/api/trading-strategies')).json().data;
    expect(after.find((s: { id: string }) => s.id === strategyId)).toMatchObject({
      left: 0,
      status: 'EXHAUSTED',
    });
    const next = await newAsset([tradable[3]!]);
    await runJob(next.id);
    expect(await ordersOn(next.id)).toHaveLength(0);
  });

  it('previews the potential of rules being edited and refuses an ARR range out of order', async () => {
    const preview = await investor.call('POST', '/api/trading-strategies/preview', rules());
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.matchingAssets).toBeGreaterThan(0);
    expect(preview.json().data.potentialMonthlyIncome).toBeGreaterThan(0);
    const none = await investor.call(
      'POST',
      '/api/trading-strategies/preview',
      rules({ riskRank: 'A', minArr: 9e11 }),
    );
    expect(none.json().data).toMatchObject({
      matchingAssets: 0,
      potentialMonthlyIncome: 0,
      potentialTotalReturn: 0,
    });
    const wrong = await investor.call(
      'POST',
      '/api/trading-strategies',
      strategyBody({ minArr: 500, maxArr: 100 }),
    );
    expect(wrong.statusCode).toBe(400);
    const wrongPatch = await investor.call('PATCH', '/api/trading-strategies', {
      id: strategyId,
      maxArr: -1,
    });
    expect(wrongPatch.statusCode).toBe(400);
  });
});

async function usedOf(id: string): Promise<number> {
  const list = (await investor.call('GET', '/api/trading-strategies')).json().data;
  return list.find((s: { id: string }) => s.id === id).used;
}
