import { schema } from '@tranche/db';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import {
  type Currency,
  computeKpiSeries,
  computeKpisAt,
  GRANULARITIES,
  type SubscriptionHistory,
  splitRange,
} from '@tranche/domain';
import { randomCompany, randomRange } from '@tranche/domain/kpi/testing/random-company';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateTable } from '../currency-exchange/exchange-rates.service';
import { kpiPeriodsFromDatabase, kpiSeriesFromDatabase } from './analytics.service';

const company = randomCompany({ maxSubscriptions: 12, maxEarlyDays: 40 });
const ranges = randomRange;

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

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
          // Read in shares of customers and added up, the periods are the same.
          expect(
            await kpiPeriodsFromDatabase(
              db(),
              { accountId, currency, tradeLengthMonths },
              splitRange(range, granularity),
              { customerShards: 3 },
            ),
          ).toEqual(expected.periods);
          // Read in shares at once (on PostgreSQL each on its own connection), the same again.
          expect(
            await kpiPeriodsFromDatabase(
              db(),
              { accountId, currency, tradeLengthMonths },
              splitRange(range, granularity),
              { customerShards: 2, atOnce: true },
            ),
          ).toEqual(expected.periods);
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
