import { randomUUID } from 'node:crypto';
import { schema } from '@tranche/db';
import { addMonths, isoDateOf, monthOf } from '@tranche/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { connectSandboxBank } from '../../test/sandbox-bank';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let client: Actor & { accountId: string };
const month = (offset: number) => addMonths(monthOf(isoDateOf(new Date())), offset);

/** A subscription at one amount from `start` (on a month's first day), with an end date when given. */
async function subscription(fields: { amount: number; months: number; start: string; end?: string }) {
  const db = t.container.database.db;
  const [row] = await db
    .insert(schema.subscriptions)
    .values({
      accountId: client.accountId,
      source: 'csv',
      externalId: randomUUID(),
      status: 'AVAILABLE',
      billingPeriodMonths: fields.months,
      currency: 'EUR',
      amountMinor: fields.amount,
      mrrMinor: fields.amount / fields.months,
      startDate: fields.start,
      endDate: fields.end ?? null,
      customerName: `Customer ${fields.start}`,
      customerExternalId: randomUUID(),
      customerCountry: 'DE',
    })
    .returning({ id: schema.subscriptions.id });
  await db.insert(schema.subscriptionChanges).values({
    accountId: client.accountId,
    subscriptionId: row!.id,
    effectiveDate: fields.start,
    netRecurringAmountMinor: fields.amount,
    billingPeriodMonths: fields.months,
    status: 'AVAILABLE',
    tradingStatus: 'AVAILABLE',
    currency: 'EUR',
    source: 'csv',
  });
}

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { approved: true });
  // Monthly since 20 months: committed until its next renewal, early next month.
  await subscription({ amount: 10_000, months: 1, start: month(-20) });
  // Yearly since 18 months: its second paid year runs until six months from now.
  await subscription({ amount: 120_000, months: 12, start: month(-18) });
  // Monthly since 10 months, ending in four months.
  await subscription({ amount: 5_000, months: 1, start: month(-10), end: month(4) });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (actor: Actor, query: string) => actor.call('GET', `/api/analytics/forecasting?${query}`);

describe('GET analytics/forecasting', () => {
  it('forecasts MRR and customers past the whole months, beside the contracted MRR', async () => {
    const answer = await get(client, 'horizon=6&currency=EUR');
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ currency: 'EUR', interval: 'month', horizon: 6, minimumMonths: 6 });
    const mrr = data.series.find((series: { metric: string }) => series.metric === 'mrr');
    expect(mrr.status).toBe('ready');
    expect(mrr.method).toEqual(expect.any(String));
    // From the first month with MRR to the last whole month.
    expect(mrr.history[0].period).toBe(month(-20));
    expect(mrr.history.at(-1)).toEqual({ period: month(-1), value: 25_000 });
    expect(mrr.forecast.map((point: { period: string }) => point.period)).toEqual(
      [0, 1, 2, 3, 4, 5].map(month),
    );
    for (const point of mrr.forecast) expect(Number.isSafeInteger(point.value)).toBe(true);
    expect(data.contracted).toEqual(
      [25_000, 15_000, 15_000, 15_000, 10_000, 10_000].map((value, n) => ({ period: month(n), value })),
    );
    // Without a bank, collections and cash wait for one.
    expect(
      data.series
        .filter((series: { metric: string }) => ['collections', 'cash'].includes(series.metric))
        .map((series: { status: string }) => series.status),
    ).toEqual(['notConnected', 'notConnected']);

    const quarters = (await get(client, 'horizon=6&interval=quarter&currency=EUR')).json().data;
    expect(quarters.contracted).toEqual([
      { period: month(0), value: 15_000 },
      { period: month(3), value: 10_000 },
    ]);
    expect(quarters.series[0].forecast).toHaveLength(2);
  });

  it('says there is no prediction data when the chosen history is too short', async () => {
    const data = (await get(client, 'period=LAST_3_MONTHS')).json().data;
    expect(data.series.map((series: { status: string }) => series.status)).toEqual([
      'short',
      'short',
      'notConnected',
      'notConnected',
    ]);
  });

  it('learns collections and cash from a connected bank', async () => {
    await connectSandboxBank(client);
    const data = (await get(client, 'horizon=3')).json().data;
    for (const metric of ['collections', 'cash']) {
      const series = data.series.find((candidate: { metric: string }) => candidate.metric === metric);
      expect(series.status, metric).toBe('ready');
      expect(series.forecast).toHaveLength(3);
    }
  });

  it('refuses bad input and keeps forecasts to their company', async () => {
    expect((await get(client, 'horizon=5')).statusCode).toBe(400);
    expect((await get(client, 'interval=week')).statusCode).toBe(400);
    const other = await createCompanyActor(t, 'client', { approved: true });
    expect((await get(other, `id_client=${client.accountId}`)).statusCode).toBe(404);
    const waiting = await createCompanyActor(t, 'client');
    expect((await get(waiting, '')).statusCode).toBe(403);
    const investor = await createCompanyActor(t, 'investor', { approved: true });
    expect((await get(investor, '')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/analytics/forecasting' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createActor(t, { admin: true });
    expect((await get(admin, '')).statusCode).toBe(403);
  });
});
