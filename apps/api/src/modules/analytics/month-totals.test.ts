import { schema } from '@tranche/db';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import { addDays, addMonths, type IsoDate, ltvChurnMonths, type SubscriptionHistory } from '@tranche/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpiPeriodsFromDatabase } from './analytics.service';
import { bookState } from './month-totals.repo';
import { KEPT_MONTHS, keepMonthTotals } from './month-totals.service';
import { storeHistories } from './testing/store-histories';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

const terms = { billingPeriodMonths: 1, status: 'ACTIVE', tradingStatus: 'AVAILABLE' } as const;
const book = (amountMinor: number): SubscriptionHistory[] => [
  {
    id: 'sub-1',
    customerId: 'cust-1',
    currency: 'EUR',
    startDate: '2025-01-15',
    endDate: null,
    changes: [
      { effectiveDate: '2025-01-15', amountMinor, ...terms },
      { effectiveDate: '2025-03-10', amountMinor: amountMinor * 2, ...terms },
    ],
  },
];

const MARCH = { start: '2025-03-01', end: '2025-03-31' } as const;
const PARTIAL = { start: '2025-03-01', end: '2025-03-20' } as const;

const storedMonths = async (accountId: string) =>
  (
    await db()
      .select({ month: schema.analyticsMonthTotals.month })
      .from(schema.analyticsMonthTotals)
      .where(eq(schema.analyticsMonthTotals.accountId, accountId))
  )
    .map((row) => row.month)
    .sort();

const marchMrr = async (accountId: string) =>
  (await kpiPeriodsFromDatabase(db(), { accountId, currency: 'EUR' }, [MARCH]))[0]!.mrr;

/** Puts a recognisable MRR into the kept totals of March, to see whether a read takes them. */
const markStoredMarch = (accountId: string) =>
  db().execute(sql`
    update analytics_month_totals set totals = jsonb_set(totals, '{totals,endMrr}', '424242')
    where account_id = ${accountId} and month = '2025-03-01'`);

describe('month totals kept between reads', () => {
  it('keeps whole months only, and reads them back while the book is unchanged', async () => {
    const accountId = await storeHistories(db(), book(10_000));
    await kpiPeriodsFromDatabase(db(), { accountId, currency: 'EUR' }, [PARTIAL]);
    // A part of a month is computed, never kept; the LTV's churn months before it are.
    const kept = await storedMonths(accountId);
    expect(kept).toEqual(ltvChurnMonths(PARTIAL.end).map((month) => month.start));
    expect(kept).not.toContain('2025-03-01');

    expect(await marchMrr(accountId)).toBe(20_000);
    expect(await storedMonths(accountId)).toContain('2025-03-01');
    await markStoredMarch(accountId);
    expect(await marchMrr(accountId)).toBe(424_242);
    // In another currency or trade length the month is its own.
    const [usd] = await kpiPeriodsFromDatabase(db(), { accountId, currency: 'USD' }, [MARCH]);
    expect(usd!.mrr).not.toBe(424_242);
  });

  it.each([
    [
      'a new change',
      (id: string) => sql`insert into subscription_changes (account_id, subscription_id, effective_date,
        net_recurring_amount_minor, billing_period_months, status, trading_status, currency, source)
      select account_id, subscription_id, '2025-03-20', 50000, 1, 'ACTIVE', 'AVAILABLE', 'EUR', 'test'
      from subscription_changes where account_id = ${id} limit 1`,
    ],
    [
      'a changed amount',
      (id: string) =>
        sql`update subscription_changes set net_recurring_amount_minor = 25000 where account_id = ${id} and effective_date = '2025-03-10'`,
    ],
    [
      'a removed change',
      (id: string) =>
        sql`delete from subscription_changes where account_id = ${id} and effective_date = '2025-03-10'`,
    ],
    [
      'a changed subscription',
      (id: string) => sql`update subscriptions set end_date = '2025-03-05' where account_id = ${id}`,
    ],
    ['a removed subscription', (id: string) => sql`delete from subscriptions where account_id = ${id}`],
  ])('computes again after %s', async (_, write) => {
    const accountId = await storeHistories(db(), book(10_000));
    await marchMrr(accountId);
    await markStoredMarch(accountId);
    const before = await bookState(db(), accountId);
    await db().execute(write(accountId));
    expect((await bookState(db(), accountId)).version).not.toBe(before.version);
    expect(await marchMrr(accountId)).not.toBe(424_242);
  });

  it('keeps the totals when a subscription changes in what the history does not read', async () => {
    const accountId = await storeHistories(db(), book(10_000));
    await marchMrr(accountId);
    await markStoredMarch(accountId);
    await db().execute(
      sql`update subscriptions set trading_status = 'SOLD', customer_name = 'Renamed' where account_id = ${accountId}`,
    );
    expect(await marchMrr(accountId)).toBe(424_242);
  });

  it('raises only the version of the company whose book changed', async () => {
    const changed = await storeHistories(db(), book(10_000));
    const other = await storeHistories(db(), book(10_000));
    const before = await bookState(db(), other);
    await db().execute(sql`update subscriptions set end_date = '2025-03-05' where account_id = ${changed}`);
    expect(await bookState(db(), other)).toEqual(before);
  });

  it('computes a month converted at the newest rates again once newer rates are published', async () => {
    const accountId = await storeHistories(db(), book(10_000));
    const { newestRateDay } = await bookState(db(), accountId);
    const start = `${addDays(newestRateDay!, 40).slice(0, 8)}01` as IsoDate;
    const month = { start, end: addDays(addMonths(start, 1), -1) };
    const gbp = async () =>
      (await kpiPeriodsFromDatabase(db(), { accountId, currency: 'GBP' }, [month]))[0]!.mrr;
    const before = await gbp();
    await db().execute(sql`
      update analytics_month_totals set totals = jsonb_set(totals, '{totals,endMrr}', '424242')
      where account_id = ${accountId} and month = ${month.start}`);
    expect(await gbp()).toBe(424_242);
    // A rate published after the newest one: GBP per EUR doubled.
    await db().execute(sql`
      insert into ecb_rates (currency, day, rate)
      select currency, ${addDays(newestRateDay!, 1)}, rate * 2 from ecb_rates where day = ${newestRateDay}`);
    const after = await gbp();
    expect(Math.abs(after - 2 * before)).toBeLessThanOrEqual(1);
  });

  it('are kept ready after a change for the last three years, in euros and in the company currency', async () => {
    const accountId = await storeHistories(db(), book(10_000));
    await db()
      .update(schema.accounts)
      .set({ selfAssessmentCurrency: 'GBP' })
      .where(eq(schema.accounts.id, accountId));
    await keepMonthTotals({ database: database }, accountId, '2026-11-27');
    const rows = await db()
      .select({ currency: schema.analyticsMonthTotals.currency, month: schema.analyticsMonthTotals.month })
      .from(schema.analyticsMonthTotals)
      .where(eq(schema.analyticsMonthTotals.accountId, accountId));
    for (const currency of ['EUR', 'GBP']) {
      const months = rows.filter((row) => row.currency === currency).map((row) => row.month);
      expect(months).toContain('2023-11-01');
      expect(months).toContain('2026-10-01');
      expect(months).not.toContain('2026-11-01');
      expect(months.length).toBeGreaterThanOrEqual(KEPT_MONTHS);
    }
    expect(rows.some((row) => row.currency === 'USD')).toBe(false);
  });
});
