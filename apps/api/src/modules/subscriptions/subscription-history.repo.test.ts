import { schema } from '@tranche/db';
import { isoDateOf, type SubscriptionInput } from '@tranche/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImportFile } from '../../test/import-file';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJsonImport } from '../csv-import/csv-import.service';
import { applyApproval } from '../csv-import/import-approval';
import { csvRecords, demoSubscriptions } from '../csv-import/import-fixtures';
import { listChanges, recordCurrentTerms, replaceHistory } from './subscription-history.repo';

let t: TestApp;
let accountId: string;
const db = () => t.container.database.db;
const today = isoDateOf(new Date());

beforeAll(async () => {
  t = await createTestApp({ runWorkers: false });
  const [account] = await db()
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'History Co' })
    .returning();
  accountId = account!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function approve(subscriptions: SubscriptionInput[]): Promise<void> {
  const result = await createJsonImport(
    t.container,
    { accountId, sub: 'test' },
    'subscriptions',
    csvRecords(subscriptions),
    { uploadedFileId: await insertImportFile(db(), accountId), sendNotification: false },
  );
  if (!result.ok) throw new Error('fixture refused');
  const id = result.csvImport.id;
  await db().update(schema.csvImports).set({ status: 'APPROVING' }).where(eq(schema.csvImports.id, id));
  await applyApproval(t.container, id, { batchRows: 2 });
}

const idOf = async (externalId: string) => {
  const [row] = await db()
    .select({ id: schema.subscriptions.id })
    .from(schema.subscriptions)
    .where(
      and(eq(schema.subscriptions.accountId, accountId), eq(schema.subscriptions.externalId, externalId)),
    );
  return row!.id;
};

describe('subscription history', () => {
  const first = demoSubscriptions(5, 'h').map((s) => ({ ...s, status: 'AVAILABLE' as const, endDate: null }));

  it('an approved import starts each new subscription at its start date with its net amount', async () => {
    await approve(first);
    for (const subscription of first) {
      const changes = await listChanges(db(), accountId, await idOf(subscription.externalId));
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({
        effectiveDate: subscription.startDate,
        status: 'AVAILABLE',
        tradingStatus: 'AVAILABLE',
        currency: subscription.currency,
        billingPeriodMonths: subscription.billingPeriodMonths,
        source: 'csv',
      });
      const net =
        (subscription.nextPaymentAmountMinor ?? 0) > 0
          ? subscription.nextPaymentAmountMinor
          : (subscription.lastPaymentAmountMinor ?? 0) > 0
            ? subscription.lastPaymentAmountMinor
            : subscription.amountMinor;
      expect(changes[0]!.netRecurringAmountMinor).toBe(net);
    }
  });

  it('a re-import records only what changed, from today, and twice records nothing more', async () => {
    const changed = first.map((s, index) =>
      index === 0
        ? { ...s, nextPaymentAmountMinor: (s.nextPaymentAmountMinor ?? s.amountMinor) + 500 }
        : index === 1
          ? { ...s, status: 'PAUSED' as const }
          : s,
    );
    await approve(changed);
    await approve(changed);
    const upgraded = await listChanges(db(), accountId, await idOf(first[0]!.externalId));
    expect(upgraded.map((c) => c.effectiveDate)).toEqual([first[0]!.startDate, today]);
    expect(upgraded[1]!.netRecurringAmountMinor).toBe(changed[0]!.nextPaymentAmountMinor);
    const paused = await listChanges(db(), accountId, await idOf(first[1]!.externalId));
    expect(paused.map((c) => c.status)).toEqual(['AVAILABLE', 'PAUSED']);
    for (const same of first.slice(2))
      expect(await listChanges(db(), accountId, await idOf(same.externalId))).toHaveLength(1);
  });

  it('a second change on the same day replaces the first; the current terms are recorded once', async () => {
    const id = await idOf(first[1]!.externalId);
    await db().execute(sql`update subscriptions set status = 'ACTIVE' where id = ${id}`);
    expect(await recordCurrentTerms(db(), accountId, 'csv', today)).toBe(1);
    expect(await recordCurrentTerms(db(), accountId, 'csv', today)).toBe(0);
    const changes = await listChanges(db(), accountId, id);
    expect(changes.map((c) => [c.effectiveDate, c.status])).toEqual([
      [first[1]!.startDate, 'AVAILABLE'],
      [today, 'ACTIVE'],
    ]);
  });

  it('writes a known history in place of the recorded one', async () => {
    const subscription = first[2]!;
    await replaceHistory(db(), accountId, 'csv', [
      {
        externalId: subscription.externalId,
        effectiveDate: subscription.startDate,
        netRecurringAmountMinor: 1000,
        billingPeriodMonths: 1,
        status: 'AVAILABLE',
        tradingStatus: 'AVAILABLE',
      },
      {
        externalId: subscription.externalId,
        effectiveDate: '2024-01-01',
        netRecurringAmountMinor: 0,
        billingPeriodMonths: 1,
        status: 'PAUSED',
        tradingStatus: 'AVAILABLE',
      },
    ]);
    const changes = await listChanges(db(), accountId, await idOf(subscription.externalId));
    expect(changes.map((c) => [c.netRecurringAmountMinor, c.status])).toEqual([
      [1000, 'AVAILABLE'],
      [0, 'PAUSED'],
    ]);
  });
});
