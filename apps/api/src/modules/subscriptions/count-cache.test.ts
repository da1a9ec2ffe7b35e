import { describe, expect, it } from 'vitest';
import { COUNT_TTL_MS, cachedCount, countKey } from './count-cache';

describe('cachedCount', () => {
  it('answers the same filters from one query for a few seconds, then asks again', async () => {
    const owner = {};
    let queries = 0;
    const load = async () => ++queries;
    const key = countKey('acc-1', { 'where[currency]': 'EUR', page: '2', 'orderBy[0][amount]': 'asc' });
    expect(await cachedCount(owner, key, load, 1_000)).toBe(1);
    expect(await cachedCount(owner, key, load, 1_000 + COUNT_TTL_MS - 1)).toBe(1);
    expect(await cachedCount(owner, key, load, 1_000 + COUNT_TTL_MS)).toBe(2);
  });

  it('keys by company and filters only, in any order of the query keys', () => {
    const a = countKey('acc-1', { 'where[currency]': 'EUR', 'where[billingPeriod]': '12', page: '1' });
    const b = countKey('acc-1', { page: '7', 'where[billingPeriod]': '12', 'where[currency]': 'EUR' });
    expect(a).toBe(b);
    expect(countKey('acc-2', { 'where[currency]': 'EUR' })).not.toBe(
      countKey('acc-1', { 'where[currency]': 'EUR' }),
    );
    expect(countKey('acc-1', { 'where[currency]': 'USD' })).not.toBe(
      countKey('acc-1', { 'where[currency]': 'EUR' }),
    );
  });

  it('shares one query between concurrent asks and keeps no failure', async () => {
    const owner = {};
    let queries = 0;
    const failing = async () => {
      queries++;
      throw new Error('lost');
    };
    const key = countKey('acc-1', {});
    const [first, second] = [cachedCount(owner, key, failing, 0), cachedCount(owner, key, failing, 0)];
    await expect(first).rejects.toThrow('lost');
    await expect(second).rejects.toThrow('lost');
    expect(queries).toBe(1);
    expect(await cachedCount(owner, key, async () => 5, 1)).toBe(5);
  });
});
