import { schema } from '@tranche/db';
import { generateDemoCompany, subscriptionMrr } from '@tranche/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoSubscriptions } from './demo-subscriptions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('seedDemoSubscriptions', () => {
  it("writes the demo company's subscriptions once, and updates them when seeded again", async () => {
    const { db } = t.container.database;
    const [account] = await db.insert(schema.accounts).values({ kind: 'CLIENT' }).returning();
    const options = { seed: 7, asOf: '2024-06-30' };
    const written = await seedDemoSubscriptions(t.container, account!.id, options);
    expect(written).toBeGreaterThan(1_500);
    expect(await seedDemoSubscriptions(t.container, account!.id, options)).toBe(written);
    const where = and(
      eq(schema.subscriptions.accountId, account!.id),
      eq(schema.subscriptions.source, 'demo'),
    );
    const [stored] = await db.select({ n: count() }).from(schema.subscriptions).where(where);
    expect(stored!.n).toBe(written);

    const demo = generateDemoCompany(options);
    const sample = demo.subscriptions[42]!;
    const [row] = await db
      .select()
      .from(schema.subscriptions)
      .where(and(where, eq(schema.subscriptions.externalId, sample.externalId)));
    expect(row).toMatchObject({
      amountMinor: sample.amountMinor,
      currency: sample.currency,
      mrrMinor: subscriptionMrr(sample, sample.vatPercent),
      customerName: sample.customerName,
      tradingStatus: 'AVAILABLE',
    });
  });
});
