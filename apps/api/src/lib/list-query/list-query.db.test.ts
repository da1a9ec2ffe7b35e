import { createTestDatabase, type TestDatabase, testDatabaseKind } from '@tranche/db/testing';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { parseListQuery } from './list-query';
import { EDGE_VALUES, nearlyValidQuery, validQuery } from './list-query.arbitraries';
import { CREATE_TABLES, subscriptionList, subscriptions } from './list-query.fixtures';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const [s1, s2, s3, s4, s5] = [1, 2, 3, 4, 5].map(id) as [string, string, string, string, string];
const [a1, a2] = [id(8), id(9)];
const [c1, c2, c3] = [id(6), id(7), 'a0000000-0000-4000-8000-000000000000'];
const companyA = 'c0000000-0000-4000-8000-00000000000a';
const companyB = 'c0000000-0000-4000-8000-00000000000b';

const SEED = `
  insert into lq_customers values ('${c1}', 'Acme', 'DE'), ('${c2}', 'Beta', 'GB'), ('${c3}', 'Zeta', 'PL');
  insert into lq_subscriptions values
    ('${s1}', '${companyA}', '${c1}', 'Alpha 50% off', 500, 1, 'EUR', 'AVAILABLE', 'MONTHLY', true, null,
     '2024-01-01T00:00:00Z', '2024-01-05T00:00:00Z'),
    ('${s2}', '${companyA}', '${c2}', 'Beta_plan', 1500, 5, 'USD', 'SOLD', 'YEARLY', false, '2020-01-01',
     '2024-01-02T00:00:00Z', '2024-01-02T00:00:00Z'),
    ('${s3}', '${companyA}', '${c3}', 'Gamma', 9007199254740993, 10, 'EUR', 'PLEDGED', null, true, '2999-12-31',
     '2024-01-03T00:00:00Z', '2024-01-03T00:00:00Z'),
    ('${s4}', '${companyA}', null, 'Delta 50 off', 2500, 2, 'GBP', 'SOLD', 'MONTHLY', true, null,
     '2024-01-03T00:00:00Z', '2024-01-04T00:00:00Z'),
    ('${s5}', '${companyB}', '${c1}', 'Epsilon', 1000, 3, 'EUR', 'AVAILABLE', 'MONTHLY', false, '2999-01-01',
     '2024-01-04T00:00:00Z', '2024-01-04T00:00:00Z');
  insert into lq_assets values ('${a1}', 'COMPLETED'), ('${a2}', 'DRAFT');
  insert into lq_subscription_assets values ('${s1}', '${a1}'), ('${s2}', '${a1}'), ('${s2}', '${a2}'), ('${s3}', '${a2}');
`;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql(CREATE_TABLES);
  await database.executeSql(SEED);
});

afterAll(async () => {
  await database?.dispose();
});

/** Runs a list query the way a repo would, optionally scoped to one company. */
async function list(query: Record<string, string | string[]>, companyId?: string): Promise<string[]> {
  const q = parseListQuery(subscriptionList, query);
  const scope = companyId ? eq(subscriptions.companyId, companyId) : undefined;
  const rows = await database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(scope, q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  return rows.map((row) => row.id);
}

describe(`list queries on ${testDatabaseKind()}`, () => {
  it('orders by createdAt desc, updatedAt desc by default and pages', async () => {
    expect(await list({})).toEqual([s5, s4, s3, s2, s1]);
    expect(await list({ page: '2', size: '2' })).toEqual([s3, s2]);
    expect(await list({ page: '3', size: '2' })).toEqual([s1]);
    expect(await list({ page: '4', size: '2' })).toEqual([]);
  });

  it('combines with the caller scope', async () => {
    expect(await list({ 'where[currency]': 'EUR' }, companyA)).toEqual([s3, s1]);
  });

  it('compares integers, bigint-exact', async () => {
    expect(await list({ 'where[amount][gt]': '1000' })).toEqual([s4, s3, s2]);
    expect(await list({ 'where[amount][lte]': '1000' })).toEqual([s5, s1]);
    expect(await list({ 'where[amount]': '9007199254740993' })).toEqual([s3]);
    expect(await list({ 'where[amount]': '9007199254740992' })).toEqual([]);
    expect(await list({ 'where[seats][gt]': '2', 'where[seats][lt]': '10' })).toEqual([s5, s2]);
  });

  it('matches several values of one field', async () => {
    expect(await list({ 'where[tradingStatus][in]': 'SOLD,PLEDGED' })).toEqual([s4, s3, s2]);
    expect(await list({ 'where[tradingStatus]': ['SOLD', 'PLEDGED'] })).toEqual([s4, s3, s2]);
    expect(await list({ 'where[tradingStatus][not]': 'AVAILABLE' })).toEqual([s4, s3, s2]);
  });

  it('keeps empty values for not, and finds them with isNull', async () => {
    expect(await list({ 'where[billingPeriod][not]': 'MONTHLY' })).toEqual([s3, s2]);
    expect(await list({ 'where[billingPeriod][isNull]': 'true' })).toEqual([s3]);
    expect(await list({ 'where[endDate][isNull]': 'false' })).toEqual([s5, s3, s2]);
  });

  it('treats % and _ in contains literally, ignoring case', async () => {
    expect(await list({ 'where[name][contains]': '50%' })).toEqual([s1]);
    expect(await list({ 'where[name][contains]': '_' })).toEqual([s2]);
    expect(await list({ 'where[name][contains]': 'ALPHA' })).toEqual([s1]);
    expect(await list({ 'where[name][contains]': '50 off' })).toEqual([s4]);
  });

  it('compares dates, datetimes with offsets, and now', async () => {
    expect(await list({ 'where[endDate][gt]': 'now' })).toEqual([s5, s3]);
    expect(await list({ 'where[endDate][lt]': '2021-01-01' })).toEqual([s2]);
    expect(await list({ 'where[createdAt][gte]': '2024-01-03' })).toEqual([s5, s4, s3]);
    expect(await list({ 'where[createdAt][lt]': '2024-01-02T00:30:00+01:00' })).toEqual([s1]);
  });

  it('filters booleans and uuids in any case', async () => {
    expect(await list({ 'where[autoRenew]': 'false' })).toEqual([s5, s2]);
    expect(await list({ 'where[id][in]': `${s1.toUpperCase()},${s4}` })).toEqual([s4, s1]);
  });

  it('runs custom filters (endDate later than now or null)', async () => {
    expect(await list({ 'where[running]': 'true' })).toEqual([s5, s4, s3, s1]);
    expect(await list({ 'where[running]': 'false' })).toEqual([s2]);
    expect(await list({ 'where[running]': 'true', 'where[currency]': 'EUR' })).toEqual([s5, s3, s1]);
  });

  it('filters through a to-many relation, all conditions on one related row', async () => {
    expect(await list({ 'where[assets][some][id]': a1 })).toEqual([s2, s1]);
    expect(await list({ 'where[assets][some][status]': 'DRAFT' })).toEqual([s3, s2]);
    expect(await list({ 'where[assets][some][id]': a1, 'where[assets][some][status]': 'DRAFT' })).toEqual([]);
    expect(await list({ 'where[assets][some][id]': a2, 'where[tradingStatus]': 'SOLD' })).toEqual([s2]);
  });

  it('filters through a to-one relation', async () => {
    expect(await list({ 'where[customer][country]': 'DE' })).toEqual([s5, s1]);
    expect(await list({ 'where[customer][name][contains]': 'eta' })).toEqual([s3, s2]);
  });

  it('sorts by a key with createdAt desc and the unique key as tie-breakers', async () => {
    expect(await list({ 'orderBy[0][amount]': 'asc' })).toEqual([s1, s5, s2, s4, s3]);
    expect(await list({ 'orderBy[0][amount]': 'DESC', size: '2' })).toEqual([s3, s4]);
    expect(await list({ 'orderBy[0][createdAt]': 'desc' })).toEqual([s5, s3, s4, s2, s1]);
    expect(await list({ 'orderBy[0][createdAt]': 'asc', 'orderBy[1][updatedAt]': 'desc' })).toEqual([
      s1,
      s2,
      s4,
      s3,
      s5,
    ]);
  });

  it('sorts by a nested key', async () => {
    expect(await list({ 'orderBy[customer][name]': 'asc' })).toEqual([s5, s1, s2, s3, s4]);
    expect(await list({ 'orderBy[customer][name]': 'desc' })).toEqual([s4, s3, s2, s5, s1]);
  });

  it('never fails in the database on an edge value the parser accepts, for any key', async () => {
    let reachedDatabase = 0;
    for (const key of Object.keys(validQuery())) {
      for (const value of EDGE_VALUES) {
        const query = { [key]: value };
        try {
          parseListQuery(subscriptionList, query);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          continue;
        }
        await list(query);
        reachedDatabase += 1;
      }
    }
    expect(reachedDatabase).toBeGreaterThan(100);
  });

  it('never fails in the database on combined input the parser accepts', async () => {
    await fc.assert(
      fc.asyncProperty(nearlyValidQuery, async (query) => {
        try {
          parseListQuery(subscriptionList, query);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          return;
        }
        await list(query);
      }),
      { numRuns: 300 },
    );
  });
});
