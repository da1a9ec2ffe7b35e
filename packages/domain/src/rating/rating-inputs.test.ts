import { describe, expect, it } from 'vitest';
import { bookAgeMonths, netRevenueRetention, paymentFailureRate, topCustomersShare } from './rating-inputs';

describe('rating inputs', () => {
  it('measures net revenue retention over last year’s customers only', () => {
    const yearAgo = new Map([
      ['a', 1_000],
      ['b', 1_000],
    ]);
    const now = new Map([
      ['a', 1_500],
      ['c', 9_999],
    ]);
    expect(netRevenueRetention(yearAgo, now)).toEqual({ kind: 'value', value: 75 });
    expect(netRevenueRetention(new Map(), now)).toEqual({ kind: 'undefined', reason: 'NO_START_MRR' });
  });

  it('takes the share of the ten largest customers', () => {
    const customers = new Map(Array.from({ length: 20 }, (_, i) => [`c${i}`, i < 10 ? 300 : 100] as const));
    expect(topCustomersShare(customers)).toEqual({ kind: 'value', value: 75 });
    expect(topCustomersShare(new Map([['x', 5]]))).toEqual({ kind: 'value', value: 100 });
  });

  it('takes the MRR-weighted median age', () => {
    const book = [
      { mrrMinor: 100, startDate: '2025-01-01' },
      { mrrMinor: 300, startDate: '2024-01-01' },
      { mrrMinor: 100, startDate: '2023-01-01' },
    ];
    // ages 365, 731, 1096 days; half of 500 is reached at the 731-day one: 731 ÷ 30.436875 = 24.02
    expect(bookAgeMonths(book, '2026-01-01')).toEqual({ kind: 'value', value: 24.02 });
    expect(bookAgeMonths([], '2026-01-01').kind).toBe('undefined');
  });

  it('rates payment failures over payments due', () => {
    expect(paymentFailureRate(3, 200)).toEqual({ kind: 'value', value: 1.5 });
    expect(paymentFailureRate(0, 0).kind).toBe('undefined');
  });
});
