import { describe, expect, it, vi } from 'vitest';
import { parseListQuery } from './list-query';
import { expectInvalidQuery, render, subscriptionList } from './list-query.fixtures';

const where = (query: Record<string, string | string[]>) => {
  const condition = parseListQuery(subscriptionList, query).where;
  return condition ? render(condition) : undefined;
};
const invalid = (query: Record<string, string | string[]>, message: string) =>
  expectInvalidQuery(() => parseListQuery(subscriptionList, query), message);

const S = '"lq_subscriptions"';

describe('where filters', () => {
  it('filters nothing without where keys', () => {
    expect(where({})).toBeUndefined();
  });

  it('reads a bare field as equality, with the value bound', () => {
    expect(where({ 'where[tradingStatus]': 'SOLD' })).toEqual({
      sql: `((${S}."trading_status" = $1))`,
      params: ['SOLD'],
      typings: ['none'],
    });
  });

  it('supports every comparison operator', () => {
    const ops = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' };
    for (const [op, symbol] of Object.entries(ops)) {
      expect(where({ [`where[amount][${op}]`]: '1000' })).toMatchObject({
        sql: `((${S}."amount" ${symbol} $1))`,
        params: ['1000'],
      });
    }
  });

  it('keeps nulls for not', () => {
    expect(where({ 'where[billingPeriod][not]': 'MONTHLY' })).toMatchObject({
      sql: `((${S}."billing_period" is distinct from $1))`,
      params: ['MONTHLY'],
    });
  });

  it('reads in as a comma list, repeated keys, or repeated bare keys', () => {
    const expected = { sql: `((${S}."trading_status" in ($1, $2)))`, params: ['SOLD', 'PLEDGED'] };
    expect(where({ 'where[tradingStatus][in]': 'SOLD,PLEDGED' })).toMatchObject(expected);
    expect(where({ 'where[tradingStatus][in]': ['SOLD', 'PLEDGED'] })).toMatchObject(expected);
    expect(where({ 'where[tradingStatus]': ['SOLD', 'PLEDGED'] })).toMatchObject(expected);
  });

  it('escapes LIKE wildcards for contains', () => {
    expect(where({ 'where[name][contains]': '50%_off\\' })).toMatchObject({
      sql: `((${S}."name" ilike $1))`,
      params: ['%50\\%\\_off\\\\%'],
    });
  });

  it('reads isNull as is null or is not null', () => {
    expect(where({ 'where[endDate][isNull]': 'true' })?.sql).toBe(`((${S}."end_date" is null))`);
    expect(where({ 'where[endDate][isNull]': 'false' })?.sql).toBe(`((${S}."end_date" is not null))`);
    invalid(
      { 'where[endDate][isNull]': 'yes' },
      'Invalid boolean "yes" in where[endDate][isNull]: expected true or false',
    );
  });

  it('binds now for date fields', () => {
    vi.useFakeTimers({ now: new Date('2025-01-02T03:04:05.000Z') });
    expect(where({ 'where[endDate][gt]': 'now' })?.params).toEqual(['2025-01-02T03:04:05.000Z']);
    vi.useRealTimers();
  });

  it('ANDs several filters, each in parentheses', () => {
    expect(
      where({ 'where[amount][gt]': '10', 'where[amount][lt]': '20', 'where[autoRenew]': 'true' }),
    ).toMatchObject({
      sql: `((${S}."amount" > $1) and (${S}."amount" < $2) and (${S}."auto_renew" = $3))`,
      params: ['10', '20', true],
    });
  });

  it('hands all conditions on one to-many relation to its EXISTS together', () => {
    const result = where({
      'where[assets][some][id]': 'AAAAAAAA-0000-4000-8000-000000000001',
      'where[assets][some][status][in]': 'COMPLETED,DRAFT',
    });
    expect(result?.sql.replace(/\s+/g, ' ')).toBe(
      '((exists (select 1 from "lq_subscription_assets" join "lq_assets" on "lq_assets"."id" = "lq_subscription_assets"."asset_id" ' +
        `where "lq_subscription_assets"."subscription_id" = ${S}."id" and (("lq_assets"."id" = $1) and ("lq_assets"."status" in ($2, $3))))))`,
    );
    expect(result?.params).toEqual(['aaaaaaaa-0000-4000-8000-000000000001', 'COMPLETED', 'DRAFT']);
  });

  it('reads a to-one relation without [some]', () => {
    expect(where({ 'where[customer][country]': 'DE' })?.params).toEqual(['DE']);
    invalid(
      { 'where[customer][some][country]': 'DE' },
      'Unknown filter field "some" of "customer" in where[customer][some][country]',
    );
  });

  it('runs custom filters with the typed value and parenthesises their SQL', () => {
    expect(where({ 'where[running]': 'true', 'where[minSeats]': '3' })).toMatchObject({
      sql: `((${S}."end_date" is null or ${S}."end_date" > now()) and (${S}."seats" >= $1))`,
      params: ['3'],
    });
    invalid(
      { 'where[running]': 'maybe' },
      'Invalid boolean "maybe" in where[running]: expected true or false',
    );
    invalid({ 'where[running][eq]': 'true' }, 'Query key "where[running][eq]" is nested too deeply');
  });

  it('rejects unknown fields and operators, naming the key', () => {
    invalid({ 'where[foo]': '1' }, 'Unknown filter field "foo" in where[foo]');
    invalid({ 'where[toString]': '1' }, 'Unknown filter field "toString" in where[toString]');
    invalid({ 'where[amount][like]': '1' }, 'Unknown operator "like" in where[amount][like]');
    invalid(
      { 'where[amount][hasOwnProperty]': '1' },
      'Unknown operator "hasOwnProperty" in where[amount][hasOwnProperty]',
    );
    invalid(
      { 'where[assets][some][foo]': '1' },
      'Unknown filter field "foo" of "assets" in where[assets][some][foo]',
    );
  });

  it('rejects operators the field does not allow', () => {
    invalid(
      { 'where[amount][contains]': '1' },
      'Operator "contains" is not allowed for "amount" in where[amount][contains]',
    );
    invalid({ 'where[seats][gte]': '1' }, 'Operator "gte" is not allowed for "seats" in where[seats][gte]');
    invalid(
      { 'where[amount][isNull]': 'true' },
      'Operator "isNull" is not allowed for "amount" in where[amount][isNull]',
    );
    invalid(
      { 'where[autoRenew][gt]': 'true' },
      'Operator "gt" is not allowed for "autoRenew" in where[autoRenew][gt]',
    );
    invalid(
      { 'where[assets][some][status][gt]': 'DRAFT' },
      'Operator "gt" is not allowed for "assets.status" in where[assets][some][status][gt]',
    );
  });

  it('rejects bad values, naming the key', () => {
    invalid({ 'where[amount][gt]': 'abc' }, 'Invalid integer "abc" in where[amount][gt]');
    invalid({ 'where[seats]': '3000000000' }, 'Integer "3000000000" is out of range in where[seats]');
    invalid(
      { 'where[currency]': 'XYZ' },
      'Invalid value "XYZ" in where[currency]: expected one of EUR, USD, GBP',
    );
    invalid(
      { 'where[tradingStatus][in]': 'SOLD,NOPE' },
      'Invalid value "NOPE" in where[tradingStatus][in]: expected one of AVAILABLE, SOLD, PLEDGED',
    );
    invalid(
      { 'where[endDate][gt]': '2024-02-30' },
      'Invalid date "2024-02-30" in where[endDate][gt]: expected an ISO date, datetime or now',
    );
    invalid({ 'where[id]': 'not-a-uuid' }, 'Invalid id "not-a-uuid" in where[id]: expected a UUID');
    invalid(
      { 'where[tradingStatus][in]': 'SOLD,,PLEDGED' },
      'Empty value in the list of where[tradingStatus][in]',
    );
    invalid(
      { 'where[name][in]': ['a', Array(100).fill('a').join(',')] },
      'Too many values in where[name][in] (max 100)',
    );
  });

  it('rejects repeated keys where one value is expected', () => {
    invalid({ 'where[amount][gt]': ['1', '2'] }, 'where[amount][gt] is given more than once');
    invalid({ 'where[autoRenew]': ['true', 'false'] }, 'where[autoRenew] is given more than once');
    invalid({ 'where[running]': ['true', 'true'] }, 'where[running] is given more than once');
  });

  it('rejects malformed where keys', () => {
    invalid({ where: 'x' }, 'where needs a field: where[field]=value');
    invalid({ 'where[amount][gt][x]': '1' }, 'Query key "where[amount][gt][x]" is nested too deeply');
    invalid(
      { 'where[assets][id]': '1' },
      'Relation filters take the form where[assets][some][field] in where[assets][id]',
    );
    invalid({ 'where[assets][some]': '1' }, 'where[assets][some] needs a field of "assets"');
    invalid(
      { 'where[assets][some][id][eq][x]': '1' },
      'Query key "where[assets][some][id][eq][x]" is nested too deeply',
    );
  });
});
