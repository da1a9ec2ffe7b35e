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
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateTable } from '../currency-exchange/exchange-rates.service';
import { kpiPeriodsFromDatabase, kpiSeriesFromDatabase } from './analytics.service';
import { storeHistories } from './testing/store-histories';

const company = randomCompany({ maxSubscriptions: 12, maxEarlyDays: 40 });
const ranges = randomRange;

let database: TestDatabase;
const db = () => database.db;
const storeCompany = (subscriptions: readonly SubscriptionHistory[]) => storeHistories(db(), subscriptions);

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

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
          // Months kept by the reads above are not read again once the book changed.
          const [gone, ...kept] = subscriptions;
          if (!gone) return;
          await db()
            .delete(schema.subscriptions)
            .where(
              and(
                eq(schema.subscriptions.accountId, accountId),
                eq(schema.subscriptions.externalId, gone.id),
              ),
            );
          const request = { accountId, currency, range, granularity, tradeLengthMonths };
          expect(await kpiSeriesFromDatabase(db(), request)).toEqual(
            computeKpiSeries({ ...request, subscriptions: kept, rates }),
          );
        },
      ),
      { numRuns: 60 },
    );
  }, 600_000);
});
