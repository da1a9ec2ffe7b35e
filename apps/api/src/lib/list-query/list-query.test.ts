import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineListResource } from './define-resource';
import { parseListQuery } from './list-query';
import { expectInvalidQuery, render, subscriptionList, subscriptions } from './list-query.fixtures';

const parse = (query: Record<string, string | string[]>) => parseListQuery(subscriptionList, query);
const invalid = (query: Record<string, string | string[]>, message: string) =>
  expectInvalidQuery(() => parse(query), message);
const orderSql = (query: Record<string, string | string[]>) =>
  parse(query).orderBy.map((part) => render(part).sql);

const S = '"lq_subscriptions"';

describe('paging', () => {
  it('defaults to page 1 and the resource size', () => {
    expect(parse({})).toMatchObject({ page: 1, size: 20, limit: 20, offset: 0 });
    const users = defineListResource({
      sortable: { createdAt: subscriptions.createdAt, updatedAt: subscriptions.updatedAt },
      defaultSize: 10,
    });
    expect(parseListQuery(users, {})).toMatchObject({ page: 1, size: 10, limit: 10, offset: 0 });
  });

  it('turns page and size into limit and offset', () => {
    expect(parse({ page: '3', size: '50' })).toMatchObject({ page: 3, size: 50, limit: 50, offset: 100 });
    expect(parse({ page: '1000000', size: '1' })).toMatchObject({ offset: 999_999 });
  });

  it('rejects pages and sizes that are not whole numbers in range', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '1e3', '1000001', '99999999999999999999', ' 1']) {
      invalid({ page }, `Invalid page "${page}": expected a whole number from 1 to 1000000`);
    }
    for (const size of ['0', '51', '-5', '2.0', 'ten']) {
      invalid({ size }, `Invalid size "${size}": expected a whole number from 1 to 50`);
    }
    invalid({ page: ['1', '2'] }, 'page is given more than once');
    invalid({ 'page[x]': '1' }, 'Unexpected brackets in page[x]');
  });
});

describe('sorting', () => {
  it('defaults to createdAt desc, updatedAt desc, then the unique key', () => {
    expect(parse({}).sort).toEqual([
      { key: 'createdAt', direction: 'desc' },
      { key: 'updatedAt', direction: 'desc' },
    ]);
    expect(orderSql({})).toEqual([`${S}."created_at" desc`, `${S}."updated_at" desc`, `${S}."id" asc`]);
  });

  it('appends createdAt desc to a single other key', () => {
    expect(parse({ 'orderBy[0][amount]': 'asc' }).sort).toEqual([
      { key: 'amount', direction: 'asc' },
      { key: 'createdAt', direction: 'desc' },
    ]);
    expect(parse({ 'orderBy[0][createdAt]': 'ASC' }).sort).toEqual([{ key: 'createdAt', direction: 'asc' }]);
  });

  it('orders indexed keys by index, then nested keys', () => {
    const query = {
      'orderBy[1][name]': 'desc',
      'orderBy[customer][name]': 'Asc',
      'orderBy[0][amount]': 'asc',
    };
    expect(parse(query).sort).toEqual([
      { key: 'amount', direction: 'asc' },
      { key: 'name', direction: 'desc' },
      { key: 'customer.name', direction: 'asc' },
      { key: 'createdAt', direction: 'desc' },
    ]);
    expect(orderSql({ 'orderBy[customer][name]': 'desc' })[0]).toBe(
      `(select "lq_customers"."name" from "lq_customers" where "lq_customers"."id" = ${S}."customer_id") desc`,
    );
  });

  it('rejects unknown fields, groups, directions and indexes', () => {
    invalid({ 'orderBy[0][foo]': 'asc' }, 'Unknown sort field "foo" in orderBy[0][foo]');
    invalid({ 'orderBy[0][valueOf]': 'asc' }, 'Unknown sort field "valueOf" in orderBy[0][valueOf]');
    invalid(
      { 'orderBy[customer][country]': 'asc' },
      'Unknown sort field "country" of "customer" in orderBy[customer][country]',
    );
    invalid({ 'orderBy[asset][name]': 'asc' }, 'Unknown sort group "asset" in orderBy[asset][name]');
    invalid(
      { 'orderBy[0][amount]': 'up' },
      'Invalid sort direction "up" in orderBy[0][amount]: expected asc or desc',
    );
    invalid({ 'orderBy[5][amount]': 'asc' }, 'Sort index "5" in orderBy[5][amount] must be 0 to 4');
    invalid({ 'orderBy[01][amount]': 'asc' }, 'Sort index "01" in orderBy[01][amount] must be 0 to 4');
    invalid({ 'orderBy[0][amount]': ['asc', 'desc'] }, 'orderBy[0][amount] is given more than once');
  });

  it('rejects malformed and conflicting sorts', () => {
    invalid({ orderBy: 'amount' }, 'Sorting takes the form orderBy[0][field]=asc|desc, not orderBy');
    invalid(
      { 'orderBy[amount]': 'asc' },
      'Sorting takes the form orderBy[0][field]=asc|desc, not orderBy[amount]',
    );
    invalid(
      { 'orderBy[0][amount][x]': 'asc' },
      'Sorting takes the form orderBy[0][field]=asc|desc, not orderBy[0][amount][x]',
    );
    invalid(
      { 'orderBy[0][amount]': 'asc', 'orderBy[0][name]': 'asc' },
      'orderBy[0] names more than one field',
    );
    invalid(
      { 'orderBy[0][amount]': 'asc', 'orderBy[1][amount]': 'desc' },
      'Sort field "amount" is given more than once',
    );
  });
});

describe('includes and params', () => {
  it('collects includes set to true', () => {
    const query = parse({ 'include[assets]': 'true', 'include[customer]': 'false' });
    expect([...query.include]).toEqual(['assets']);
    expectTypeOf(query.include).toEqualTypeOf<ReadonlySet<'assets' | 'customer'>>();
  });

  it('rejects unknown or malformed includes', () => {
    invalid({ 'include[orders]': 'true' }, 'Unknown include "orders" in include[orders]');
    invalid({ 'include[assets]': 'yes' }, 'Invalid boolean "yes" in include[assets]: expected true or false');
    invalid({ include: 'assets' }, 'Includes take the form include[name]=true, not include');
    invalid(
      { 'include[assets][x]': 'true' },
      'Includes take the form include[name]=true, not include[assets][x]',
    );
  });

  it('reads declared extra params with their types', () => {
    const query = parse({ quickSelect: 'TOP' });
    expect(query.params).toEqual({ quickSelect: 'TOP' });
    expectTypeOf(query.params.quickSelect).toEqualTypeOf<string | undefined>();
    expect(parse({}).params).toEqual({});
    invalid({ quickSelect: 'ALL' }, 'Invalid value "ALL" in quickSelect: expected one of TOP, RECENT');
  });

  it('rejects unknown top-level keys', () => {
    invalid({ foo: '1' }, 'Unknown query parameter "foo" in foo');
    invalid({ 'sort[amount]': 'asc' }, 'Unknown query parameter "sort" in sort[amount]');
    invalid({ hasOwnProperty: '1' }, 'Unknown query parameter "hasOwnProperty" in hasOwnProperty');
  });
});
