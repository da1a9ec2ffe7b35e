import { describe, expect, it } from 'vitest';
import {
  amountToMinor,
  filterQuery,
  type ListState,
  listQuery,
  nextSort,
  readListState,
  withChanges,
} from './list-state';

const state = (search: string) => readListState(new URLSearchParams(search));
const entries = (query: URLSearchParams) => [...query];

describe('Subscriptions list state', () => {
  it('sends page 1, size 20 and spec §7 default order when the URL says nothing', () => {
    expect(entries(listQuery('all', state('')))).toEqual([
      ['page', '1'],
      ['size', '20'],
      ['orderBy[0][createdAt]', 'desc'],
      ['orderBy[1][updatedAt]', 'desc'],
    ]);
  });

  it('maps each filter to its where[...] and the amount to minor units', () => {
    const filters = state('period=12&amountGt=1.234,56&currency=PLN&expired=false');
    expect(entries(filterQuery('all', filters))).toEqual([
      ['where[billingPeriod]', '12'],
      ['where[amount][gt]', '123456'],
      ['where[currency]', 'PLN'],
      ['where[expired]', 'false'],
    ]);
  });

  it('maps the tabs to the trading-status and expired filters', () => {
    expect(entries(filterQuery('sold', state('')))).toEqual([['where[tradingStatus]', 'SOLD']]);
    expect(entries(filterQuery('pledged', state('')))).toEqual([['where[tradingStatus]', 'PLEDGED']]);
    // Churned is the expired filter; a contradicting choice in the URL does not override it.
    expect(entries(filterQuery('churned', state('expired=false')))).toEqual([['where[expired]', 'true']]);
    expect(entries(filterQuery('all', state('')))).toEqual([]);
  });

  it('sorts by a key then createdAt desc, and by createdAt alone', () => {
    const byAmount = listQuery('all', state('sort=amount&dir=asc'));
    expect(byAmount.get('orderBy[0][amount]')).toBe('asc');
    expect(byAmount.get('orderBy[1][createdAt]')).toBe('desc');
    const byCreated = listQuery('all', state('sort=createdAt&dir=asc'));
    expect(entries(byCreated).filter(([key]) => key.startsWith('orderBy'))).toEqual([
      ['orderBy[0][createdAt]', 'asc'],
    ]);
  });

  it('ignores what it does not understand instead of failing', () => {
    expect(state('page=-2&size=7&period=2&amountGt=abc&currency=JPY&expired=maybe&sort=password')).toEqual({
      page: 1,
      size: 20,
      billingPeriod: null,
      amountGt: null,
      currency: null,
      expired: null,
      sort: null,
    } satisfies ListState);
  });

  it('reads amounts in either notation and refuses negative or ambiguous ones', () => {
    expect(amountToMinor('100')).toBe(10000);
    expect(amountToMinor('99,5')).toBe(9950);
    expect(amountToMinor('1,234.56')).toBe(123456);
    expect(amountToMinor('-1')).toBeNull();
    expect(amountToMinor('1,234')).toBeNull();
  });

  it('flips the sorted column and starts another ascending', () => {
    expect(nextSort(null, 'createdAt')).toEqual({ key: 'createdAt', direction: 'asc' });
    expect(nextSort(null, 'mrr')).toEqual({ key: 'mrr', direction: 'asc' });
    expect(nextSort({ key: 'mrr', direction: 'asc' }, 'mrr')).toEqual({ key: 'mrr', direction: 'desc' });
  });

  it('writes changes to the URL without defaults, keeping other parameters and resetting the page', () => {
    const params = new URLSearchParams('lang=de&page=3&currency=EUR');
    expect(withChanges(params, { currency: null }).toString()).toBe('lang=de');
    expect(withChanges(params, { page: 4 }).toString()).toBe('lang=de&page=4&currency=EUR');
    expect(withChanges(params, { size: 50, sort: { key: 'mrr', direction: 'desc' } }).toString()).toBe(
      'lang=de&currency=EUR&size=50&sort=mrr&dir=desc',
    );
    expect(withChanges(params, { size: 20, page: 1 }).toString()).toBe('lang=de&currency=EUR');
  });
});
