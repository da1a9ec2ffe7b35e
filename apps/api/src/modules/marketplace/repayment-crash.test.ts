import { schema } from '@tranche/db';
import { isoDateOf } from '@tranche/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../container';
import { repaymentRunJob } from '../../jobs/repayment-run.job';
import { type CrashHarness, createCrashHarness } from '../../test/crash-harness';
import { setAllowedTradePercent } from '../accounts/review.service';
import { totalsByCurrency } from '../ledger/ledger.repo';
import { recordDeposit } from '../ledger/ledger.service';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';
import { createAsset } from './assets.service';
import { approveOrder, placeOrder } from './orders.service';
import { confirmTransfer } from './repayments.service';

const today = isoDateOf(new Date());

/** A sale of three monthly instalments, each announced by the client, and the day's run queued. */
async function seedAnnouncedSale(container: Container): Promise<{ assetId: string; face: number }> {
  const { db } = container.database;
  const [client, investor] = await db
    .insert(schema.accounts)
    .values([
      { kind: 'CLIENT', companyName: 'Repaying GmbH', reviewStatus: 'APPROVED' },
      { kind: 'INVESTOR', companyName: 'Lending AG', reviewStatus: 'APPROVED' },
    ])
    .returning();
  await seedDemoSubscriptions(container, client!.id, { seed: 3, asOf: today });
  await setAllowedTradePercent(container, client!.id, 100);
  const [sub] = await db
    .select({ id: schema.subscriptions.id, currency: schema.subscriptions.currency })
    .from(schema.subscriptions)
    .where(
      and(
        eq(schema.subscriptions.accountId, client!.id),
        eq(schema.subscriptions.tradingStatus, 'AVAILABLE'),
        sql`${schema.subscriptions.status} in ('ACTIVE', 'AVAILABLE') and ${schema.subscriptions.endDate} is null`,
      ),
    )
    .limit(1);
  const asset = await createAsset(
    container,
    client!.id,
    { contractLengthMonths: 3, subscriptions: { create: [{ id_subscription: sub!.id }] } },
    'test',
  );
  await recordDeposit(
    container,
    investor!.id,
    { currency: sub!.currency as 'EUR', amount: asset.faceValue, reference: 'crash' },
    'test',
  );
  const order = await placeOrder(
    container,
    investor!.id,
    { id_asset: asset.id, price: asset.guidePrice },
    'test',
  );
  await approveOrder(container, client!.id, order.id);
  const payments = await db
    .select({ id: schema.assetPayments.id })
    .from(schema.assetPayments)
    .where(eq(schema.assetPayments.assetId, asset.id));
  for (const payment of payments) await confirmTransfer(container, client!.id, payment.id);
  await container.jobs.send(repaymentRunJob, { asOf: today });
  return { assetId: asset.id, face: asset.faceValue };
}

const kinds = (['pglite', 'postgres'] as const).filter(
  (kind) => kind === 'pglite' || process.env.TEST_DATABASE_URL,
);

describe.each(kinds)('a repayment run killed with SIGKILL on %s', (kind) => {
  let harness: CrashHarness;
  beforeAll(async () => {
    harness = await createCrashHarness(kind);
  }, 120_000);
  afterAll(async () => harness?.dispose());

  it('leaves each instalment paid with its entry or not at all, and the restarted job records the rest once', async () => {
    const { assetId, face } = await harness.withContainer(seedAnnouncedSale);
    const state = () =>
      harness.withContainer(async ({ database: { db } }) => {
        const payments = await db
          .select()
          .from(schema.assetPayments)
          .where(eq(schema.assetPayments.assetId, assetId));
        const [entries] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.ledgerEntries)
          .where(
            and(eq(schema.ledgerEntries.reason, 'repayment'), eq(schema.ledgerEntries.assetId, assetId)),
          );
        return {
          paid: payments.filter((p) => p.paymentStatus === 'PAID').length,
          repaid: payments.filter((p) => p.paymentStatus === 'PAID').reduce((sum, p) => sum + p.rateMinor, 0),
          entries: entries!.n,
          totals: [...(await totalsByCurrency(db)).values()],
        };
      });

    const server = await harness.start({ CRASH_AT: 'repayments:recorded#1' });
    expect(await server.exited).toBe('SIGKILL');
    const killed = await state();
    expect(killed).toMatchObject({ paid: 1, entries: 1 });
    expect(killed.totals.every((total) => total === 0)).toBe(true);

    const restarted = await harness.start();
    await restarted.waitForIdleJobs();
    await restarted.stop();
    const done = await state();
    expect(done).toMatchObject({ paid: 3, entries: 3, repaid: face });
    expect(done.totals.every((total) => total === 0)).toBe(true);
  }, 600_000);
});
