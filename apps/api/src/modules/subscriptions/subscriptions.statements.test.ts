import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSubscriptions, subscriptionPageSql } from './subscriptions.repo';
import { subscriptionPageFor } from './subscriptions.service';
import {
  companiesOwning,
  insertSyntheticCompany,
  insertSyntheticSubscriptions,
} from './testing/synthetic-subscriptions.repo';

let database: TestDatabase;
let first: string;
let second: string;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await insertSyntheticCompany(database.db, 'First book');
  second = await insertSyntheticCompany(database.db, 'Second book');
  await insertSyntheticSubscriptions(database.db, first, { first: 0, count: 600, batchSize: 50 });
  await insertSyntheticSubscriptions(database.db, second, { first: 600, count: 400, batchSize: 50 });
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

/** The ids the page's statement gives when built afresh, its values bound as plain parameters. */
async function freshIds(accountId: string, query: Record<string, string>): Promise<string[]> {
  const { sql, params } = subscriptionPageSql(database.db, accountId, subscriptionPageFor(query));
  const { rows } = await database.executeSql(sql, params);
  return rows.map((row) => String(row.id));
}

// Pairs of one shape with different values, and neighbours whose shapes differ only in what a
// filter writes itself (tradable or not) or in how many values a list has.
const QUERIES: Record<string, string>[] = [
  { 'where[currency]': 'EUR', size: '10' },
  { 'where[currency]': 'USD', size: '10' },
  { 'where[currency]': 'USD', size: '10', page: '3' },
  { 'where[tradable]': 'true', 'orderBy[0][amount]': 'desc' },
  { 'where[tradable]': 'false', 'orderBy[0][amount]': 'desc' },
  { 'where[expired]': 'true' },
  { 'where[expired]': 'false' },
  { 'where[status][in]': 'ACTIVE,PAUSED' },
  { 'where[status][in]': 'ACTIVE,PAUSED,UNPAID' },
  { 'where[status][in]': 'CANCELED,ENDED' },
  { 'where[customerName][contains]': 'Customer 1' },
  { 'where[customerName][contains]': 'Customer 2' },
  { 'orderBy[0][status]': 'asc', page: '2', size: '25' },
  { 'orderBy[0][currency]': 'asc', 'where[billingPeriod]': '12', size: '15' },
  { 'orderBy[0][currency]': 'asc', 'where[billingPeriod]': '1', size: '15' },
  { quickSelect: 'highestMrr', 'where[tradingStatus]': 'SOLD' },
  { quickSelect: 'highestMrr', 'where[tradingStatus]': 'AVAILABLE' },
];

describe('subscription pages share a statement per shape', () => {
  it('answer each query with its own values and its own company, in any order of arrival', async () => {
    const pages = [...QUERIES, ...[...QUERIES].reverse()];
    for (const [index, query] of pages.entries()) {
      const accountId = index % 2 === 0 ? first : second;
      const rows = await listSubscriptions(database.db, accountId, subscriptionPageFor(query));
      const where = `${JSON.stringify(query)} of company ${index % 2}`;
      expect(
        rows.map((row) => row.id),
        where,
      ).toEqual(await freshIds(accountId, query));
      expect(
        await companiesOwning(
          database.db,
          rows.map((row) => row.id),
        ),
        where,
      ).toEqual(rows.length ? [accountId] : []);
    }
  });

  it('find rows for most of these queries, so that equal answers mean something', async () => {
    let answered = 0;
    for (const query of QUERIES) if ((await freshIds(first, query)).length > 0) answered += 1;
    expect(answered).toBeGreaterThanOrEqual(QUERIES.length - 2);
  });
});
