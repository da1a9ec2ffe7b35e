import { schema } from '@tranche/db';
import { demoSubscriptionHistories, generateDemoCompany, subscriptionMrr } from '@tranche/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoSubscriptions } from './demo-subscriptions';
import { listChanges } from './subscription-history.repo';

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

    const histories = demoSubscriptionHistories(generateDemoCompany(options).subscriptions);
    // A contract whose plan changed: one row with the current terms, its start and its history.
    const changed = histories.find(
      (h) => h.changes.length > 1 && h.changes[1]!.netAmountMinor !== h.changes[0]!.netAmountMinor,
    )!;
    const sample = changed.subscription;
    const [row] = await db
      .select()
      .from(schema.subscriptions)
      .where(and(where, eq(schema.subscriptions.externalId, changed.externalId)));
    expect(row).toMatchObject({
      amountMinor: sample.amountMinor,
      currency: sample.currency,
      mrrMinor: subscriptionMrr(sample, sample.vatPercent),
      customerName: sample.customerName,
      startDate: changed.startDate,
      tradingStatus: 'AVAILABLE',
    });
    const recorded = await listChanges(db, account!.id, row!.id);
    expect(recorded.map((c) => [c.effectiveDate, c.netRecurringAmountMinor, c.status])).toEqual(
      changed.changes.map((c) => [c.effectiveDate, c.netAmountMinor, c.status]),
    );
  });
});
