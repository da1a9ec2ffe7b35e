import { schema } from '@tranche/db';
import { isoDateOf } from '@tranche/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repaymentRunJob } from '../../jobs/repayment-run.job';
import { type CrashHarness, crashDatabaseKind, createCrashHarness } from '../../test/crash-harness';
import { totalsByCurrency } from '../ledger/ledger.repo';
import { seedSale } from './testing/sale';

describe(`a repayment run killed with SIGKILL on ${crashDatabaseKind}`, () => {
  let harness: CrashHarness;
  beforeAll(async () => {
    harness = await createCrashHarness(crashDatabaseKind);
  }, 120_000);
  afterAll(async () => harness?.dispose());

  it('leaves each instalment paid with its entry or not at all, and the restarted job records the rest once', async () => {
    const { assetId, face } = await harness.withContainer(async (container) => {
      const sale = await seedSale(container, { announced: true });
      await container.jobs.send(repaymentRunJob, { asOf: isoDateOf(new Date()) });
      return sale;
    });
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
