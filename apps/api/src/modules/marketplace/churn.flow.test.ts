import { schema } from '@tranche/db';
import { type IsoDate, isoDateOf } from '@tranche/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runRepayments } from './repayments.service';
import { type SeededSale, seedSale } from './testing/sale';

let t: TestApp;
const today = isoDateOf(new Date());

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const db = () => t.container.database.db;

/** The customer cancels: the subscription stops today, inside the contract. */
async function churn(subscriptionId: string): Promise<void> {
  await db()
    .update(schema.subscriptions)
    .set({ status: 'CANCELED', endDate: today })
    .where(eq(schema.subscriptions.id, subscriptionId));
}

const backing = (sale: SeededSale) =>
  db()
    .select()
    .from(schema.assetSubscriptions)
    .where(eq(schema.assetSubscriptions.assetId, sale.assetId))
    .orderBy(asc(schema.assetSubscriptions.role));

const instalments = (sale: SeededSale) =>
  db()
    .select()
    .from(schema.assetPayments)
    .where(eq(schema.assetPayments.assetId, sale.assetId))
    .orderBy(asc(schema.assetPayments.number));

const notices = (accountId: string, type: string) =>
  db()
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.accountId, accountId), eq(schema.notifications.type, type)));

const investorOf = async (sale: SeededSale) => (await instalments(sale))[0]!.investorAccountId;

describe('the repayment run replaces churned sold subscriptions (marketplace.md, Repayments)', () => {
  it('a pledged subscription of at least the remainder takes the churned one’s place, once', async () => {
    const sale = await seedSale(t.container, { pledge: true });
    const before = await instalments(sale);
    await churn(sale.soldId);

    const run = await runRepayments(t.container, { asOf: today as IsoDate, sources: [] });
    expect(run.churn).toEqual({ replaced: 1, broughtForward: 0 });

    const rows = await backing(sale);
    expect(rows.find((row) => row.subscriptionId === sale.soldId)).toMatchObject({
      role: 'SOLD',
      churnedOn: today,
      replacedBySubscriptionId: sale.pledgedId,
    });
    expect(rows.find((row) => row.subscriptionId === sale.pledgedId)).toMatchObject({
      role: 'SOLD',
      churnedOn: null,
    });
    const [pledged] = await db()
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, sale.pledgedId!));
    expect(pledged!.tradingStatus).toBe('SOLD');
    // The investor is owed the same instalments: the replacement repays them.
    expect(await instalments(sale)).toEqual(before);
    expect(await notices(sale.clientId, 'SUBSCRIPTION_CHURN_REPLACED')).toHaveLength(1);
    expect(await notices(await investorOf(sale), 'SUBSCRIPTION_CHURN_REPLACED')).toHaveLength(1);

    const again = await runRepayments(t.container, { asOf: today as IsoDate, sources: [] });
    expect(again.churn).toEqual({ replaced: 0, broughtForward: 0 });
    expect(await notices(sale.clientId, 'SUBSCRIPTION_CHURN_REPLACED')).toHaveLength(1);
  });

  it('without a pledge the remainder is brought forward: sooner instalments, the same total', async () => {
    const sale = await seedSale(t.container);
    const before = await instalments(sale);
    const total = before.reduce((sum, payment) => sum + payment.rateMinor, 0);
    await churn(sale.soldId);

    const run = await runRepayments(t.container, { asOf: today as IsoDate, sources: [] });
    expect(run.churn).toEqual({ replaced: 0, broughtForward: 1 });

    const after = await instalments(sale);
    expect(after.reduce((sum, payment) => sum + payment.rateMinor, 0)).toBe(total);
    expect(after.every((payment) => payment.rateMinor > 0)).toBe(true);
    // The first instalment carries more than before; the contract ends no later.
    expect(after[0]!.rateMinor).toBeGreaterThan(before[0]!.rateMinor);
    expect(after.at(-1)!.paymentDueDate <= before.at(-1)!.paymentDueDate).toBe(true);
    expect((await backing(sale)).find((row) => row.subscriptionId === sale.soldId)?.churnedOn).toBe(today);
    expect(await notices(await investorOf(sale), 'SUBSCRIPTION_CHURN_BROUGHT_FORWARD')).toHaveLength(1);

    expect((await runRepayments(t.container, { asOf: today as IsoDate, sources: [] })).churn).toEqual({
      replaced: 0,
      broughtForward: 0,
    });
    expect(await instalments(sale)).toEqual(after);
  });

  it('a sold subscription that still runs is left alone', async () => {
    const sale = await seedSale(t.container, { pledge: true });
    const run = await runRepayments(t.container, { asOf: today as IsoDate, sources: [] });
    expect(run.churn).toEqual({ replaced: 0, broughtForward: 0 });
    expect((await backing(sale)).map((row) => [row.role, row.churnedOn])).toEqual([
      ['PLEDGED', null],
      ['SOLD', null],
    ]);
  });
});
