import { schema } from '@tranche/db';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import {
  addDays,
  BILLING_PERIODS,
  type Currency,
  computeKpiSeries,
  computeKpisAt,
  GRANULARITIES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionHistory,
  TRADING_STATUSES,
} from '@tranche/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateTable } from '../currency-exchange/exchange-rates.service';
import { kpiPeriodsFromDatabase, kpiSeriesFromDatabase } from './analytics.service';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

const ORIGIN = '2023-01-02';
const day = (offset: number) => addDays(ORIGIN, offset);

const change = fc.record({
  amountMinor: fc.integer({ min: 0, max: 5_000_000 }),
  billingPeriodMonths: fc.constantFrom(...BILLING_PERIODS),
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  tradingStatus: fc.constantFrom(...TRADING_STATUSES),
  gap: fc.integer({ min: 1, max: 200 }),
});

const subscription = (index: number) =>
  fc
    .record({
      customer: fc.integer({ min: 0, max: 7 }),
      currency: fc.constantFrom<Currency>('EUR', 'USD', 'GBP', 'CZK', 'PLN'),
      start: fc.integer({ min: 0, max: 500 }),
      // Changes may take effect before the start (a re-import of a subscription that starts later).
      early: fc.integer({ min: 0, max: 40 }),
      length: fc.option(fc.integer({ min: 1, max: 600 })),
      changes: fc.array(change, { minLength: 1, maxLength: 4 }),
    })
    .map(({ customer, currency, start, early, length, changes }): SubscriptionHistory => {
      let offset = start - early;
      return {
        id: `s${index}`,
        customerId: `c${customer}`,
        currency,
        startDate: day(start),
        endDate: length === null ? null : day(start + length),
        changes: changes.map(({ gap, ...terms }, position) => {
          if (position > 0) offset += gap;
          return { ...terms, effectiveDate: day(offset) };
        }),
      };
    });

const company = fc
  .integer({ min: 0, max: 12 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => subscription(index))));

const ranges = fc
  .record({ from: fc.integer({ min: 0, max: 700 }), days: fc.integer({ min: 1, max: 400 }) })
  .map(({ from, days }) => ({ start: day(from), end: day(from + days - 1) }));

/** Writes a company's subscriptions and their histories; returns its id. */
async function storeCompany(subscriptions: readonly SubscriptionHistory[]): Promise<string> {
  const [account] = await db()
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Random' })
    .returning();
  const accountId = account!.id;
  for (const s of subscriptions) {
    const first = s.changes[0]!;
    const [row] = await db()
      .insert(schema.subscriptions)
      .values({
        accountId,
        source: 'test',
        externalId: s.id,
        status: first.status,
        billingPeriodMonths: first.billingPeriodMonths,
        currency: s.currency,
        amountMinor: first.amountMinor,
        mrrMinor: 0,
        startDate: s.startDate,
        endDate: s.endDate,
        customerName: s.customerId,
        customerExternalId: s.customerId,
        customerCountry: 'DE',
      })
      .returning({ id: schema.subscriptions.id });
    await db()
      .insert(schema.subscriptionChanges)
      .values(
        s.changes.map((c) => ({
          accountId,
          subscriptionId: row!.id,
          effectiveDate: c.effectiveDate,
          netRecurringAmountMinor: c.amountMinor,
          billingPeriodMonths: c.billingPeriodMonths,
          status: c.status,
          tradingStatus: c.tradingStatus,
          currency: s.currency,
          source: 'test',
        })),
      );
  }
  return accountId;
}

describe('KPI series computed by the database', () => {
  it('equal the pure domain engine to the cent on random companies', async () => {
    const rates = await loadRateTable(db());
    await fc.assert(
      fc.asyncProperty(
        company,
        ranges,
        fc.constantFrom(...GRANULARITIES),
        fc.constantFrom<Currency>('EUR', 'USD', 'CZK', 'GBP'),
        fc.integer({ min: 1, max: 24 }),
        async (subscriptions, range, granularity, currency, tradeLengthMonths) => {
          const accountId = await storeCompany(subscriptions);
          const expected = computeKpiSeries({
            subscriptions,
            currency,
            range,
            granularity,
            rates,
            tradeLengthMonths,
          });
          const actual = await kpiSeriesFromDatabase(db(), {
            accountId,
            currency,
            range,
            granularity,
            tradeLengthMonths,
          });
          expect(actual).toEqual(expected);
          const days = [range.start, range.end];
          expect(
            await kpiPeriodsFromDatabase(
              db(),
              { accountId, currency, tradeLengthMonths },
              days.map((d) => ({ start: d, end: d })),
            ),
          ).toEqual(computeKpisAt({ subscriptions, currency, rates, tradeLengthMonths }, days));
        },
      ),
      { numRuns: 60 },
    );
  }, 600_000);
});
