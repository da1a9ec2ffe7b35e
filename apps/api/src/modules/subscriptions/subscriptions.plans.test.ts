import {
  SUBSCRIPTION_QUICK_SELECTS,
  SUBSCRIPTION_SORT_KEYS,
  SUBSCRIPTION_TAB_FILTERS,
} from '@tranche/contracts';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSubscriptions, listSubscriptions, subscriptionPageSql } from './subscriptions.repo';
import { subscriptionPageFor } from './subscriptions.service';
import {
  analyseSubscriptions,
  companiesOwning,
  insertSyntheticCompany,
  insertSyntheticSubscriptions,
} from './testing/synthetic-subscriptions.repo';

// Every sort the Subscriptions table offers (its column headers, either way) and every filter of
// its tabs, its filter bar and the tradable list must be read from an index in list order: a plan
// with a full Sort or a sequential scan becomes seconds at a million rows.
const TABLE_SORTS = [
  'externalId',
  'customerName',
  'customerCountry',
  'status',
  'tradingStatus',
  'billingPeriod',
  'amount',
  'mrr',
  'startDate',
  'endDate',
  'nextPaymentDate',
  'createdAt',
] as const;

const TRADABLE = {
  'where[status]': 'AVAILABLE',
  'where[tradingStatus]': 'AVAILABLE',
  'where[tradable]': 'true',
};
const FILTERS: Record<string, Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(SUBSCRIPTION_TAB_FILTERS).map(([tab, where]) => [`tab ${tab}`, where]),
  ),
  'period and currency': { 'where[billingPeriod]': '12', 'where[currency]': 'EUR' },
  'amount above': { 'where[amount][gt]': '10000' },
  'not expired': { 'where[expired]': 'false' },
  tradable: TRADABLE,
  'tradable, period, currency and amount': {
    ...TRADABLE,
    'where[billingPeriod]': '1',
    'where[currency]': 'USD',
    'where[amount][gt]': '5000',
  },
};

/** The orders the web app sends: the default, a header (key then createdAt desc), a quick select. */
function orders(): [string, Record<string, string>][] {
  const list: [string, Record<string, string>][] = [
    ['default', { 'orderBy[0][createdAt]': 'desc', 'orderBy[1][updatedAt]': 'desc' }],
  ];
  for (const key of TABLE_SORTS) {
    for (const direction of ['asc', 'desc']) {
      const query: Record<string, string> = { [`orderBy[0][${key}]`]: direction };
      if (key !== 'createdAt') query['orderBy[1][createdAt]'] = 'desc';
      list.push([`${key} ${direction}`, query]);
    }
  }
  for (const quick of SUBSCRIPTION_QUICK_SELECTS) list.push([`quickSelect ${quick}`, { quickSelect: quick }]);
  return list;
}

let database: TestDatabase;
let accountId: string;

/**
 * Sort nodes of a plan that order every matching row. Left out: sorts over a branch proven empty
 * while planning, and the merge of per-value index ranges of a few-valued column (an Append of
 * limited index scans: at most values × (offset + size) rows).
 */
function fullSorts(text: string): string[] {
  const lines = text.split('\n');
  return lines.filter((line, index) => {
    if (!/(^|->\s+)Sort\b/.test(line)) return false;
    const below = lines.slice(index + 1, index + 4).join('\n');
    if (/Result[^\n]*\n\s*One-Time Filter: false/.test(below)) return false;
    return !/^\s*->\s+Append[^\n]*\n\s*->\s+Limit/m.test(lines.slice(index + 2, index + 4).join('\n'));
  });
}

async function plan(query: Record<string, string>): Promise<string> {
  const { sql, params } = subscriptionPageSql(database.db, accountId, subscriptionPageFor(query));
  const { rows } = await database.executeSql(`explain ${sql}`, params);
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

beforeAll(async () => {
  database = await createTestDatabase();
  accountId = await insertSyntheticCompany(database.db, 'Big book');
  const other = await insertSyntheticCompany(database.db, 'Neighbour');
  await insertSyntheticSubscriptions(database.db, accountId, { first: 0, count: 30_000, batchSize: 10_000 });
  await insertSyntheticSubscriptions(database.db, other, { first: 30_000, count: 3_000, batchSize: 3_000 });
  await analyseSubscriptions(database.db);
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

describe('subscription list plans on a seeded table', () => {
  it('names every sort key the table offers as a sortable contract key', () => {
    for (const key of TABLE_SORTS) expect(SUBSCRIPTION_SORT_KEYS).toContain(key);
  });

  for (const [filterName, filter] of Object.entries({ none: {}, ...FILTERS })) {
    it(`reads every offered order from an index, filtered by ${filterName}`, async () => {
      for (const [orderName, order] of orders()) {
        const text = await plan({ page: '3', size: '20', ...filter, ...order });
        const where = `${orderName}, ${filterName}:\n${text}`;
        expect(text, where).toMatch(/Index (Only )?Scan/);
        expect(text, where).not.toMatch(/Seq Scan/);
        // An Incremental Sort only orders rows the index already grouped; a plain Sort would
        // order every matching row first.
        expect(fullSorts(text), where).toEqual([]);
      }
    }, 60_000);
  }

  it('keeps one order for rows imported in one batch, page after page', async () => {
    const pages = [];
    for (const page of ['1', '2']) {
      pages.push(
        ...(await listSubscriptions(database.db, accountId, subscriptionPageFor({ page, size: '50' }))),
      );
    }
    const again = await listSubscriptions(database.db, accountId, subscriptionPageFor({ size: '100' }));
    expect(pages.map((row) => row.id)).toEqual(again.map((row) => row.id));
    expect(new Set(pages.map((row) => row.createdAt.getTime())).size).toBe(1);
    const ids = pages.map((row) => row.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('sorts a few-valued column ascending value by value, newest first within a value', async () => {
    const rows = await listSubscriptions(
      database.db,
      accountId,
      subscriptionPageFor({
        'orderBy[0][currency]': 'asc',
        'orderBy[1][createdAt]': 'desc',
        page: '2',
        size: '100',
      }),
    );
    const currencies = rows.map((row) => row.currency);
    expect(currencies).toEqual([...currencies].sort());
    const first = rows.filter((row) => row.currency === rows[0]!.currency);
    const keys = first.map((row) => [row.createdAt.getTime(), row.updatedAt.getTime(), row.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1] || (a[2] < b[2] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(
      await companiesOwning(
        database.db,
        rows.map((row) => row.id),
      ),
    ).toEqual([accountId]);
  });

  it('counts only the company’s rows', async () => {
    expect(await countSubscriptions(database.db, accountId, undefined)).toBe(30_000);
  });
});
