import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar';
import { CURRENCIES } from '../money/currency';
import { convertMinor, crossRateOn } from './convert';
import { shippedEcbRates } from './default-rate-table';
import { createRateTable, eurRateOn, findEurRate, latestRateDate } from './rate-table';

const table = createRateTable(shippedEcbRates());

describe('shipped ECB rates', () => {
  it('holds the published rates of known days', () => {
    // ECB, 13 April 2026: USD 1.1684, GBP 0.87058, CZK 24.378, PLN 4.2543.
    expect(eurRateOn(table, 'USD', '2026-04-13')).toEqual({
      currency: 'USD',
      perEur: '1.1684',
      publishedOn: '2026-04-13',
    });
    expect(eurRateOn(table, 'GBP', '2026-04-13').perEur).toBe('0.87058');
    expect(eurRateOn(table, 'CZK', '2026-04-13').perEur).toBe('24.378');
    expect(eurRateOn(table, 'PLN', '2026-04-13').perEur).toBe('4.2543');
    // First row kept: 2 January 2014, USD 1.3658.
    expect(eurRateOn(table, 'USD', '2014-01-02').perEur).toBe('1.3658');
    expect(latestRateDate(table)).toBe('2026-04-13');
  });

  it('uses the last published rate on weekends and TARGET holidays', () => {
    // Good Friday 3 April and Easter Monday 6 April 2026 have no publication: 2 April applies.
    for (const day of ['2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06']) {
      expect(eurRateOn(table, 'USD', day)).toEqual({
        currency: 'USD',
        perEur: '1.1525',
        publishedOn: '2026-04-02',
      });
    }
    // 25 and 26 December 2024 closed: 24 December (USD 1.0395) until 27 December.
    expect(eurRateOn(table, 'USD', '2024-12-26').publishedOn).toBe('2024-12-24');
    // New Year's Day 2025 has none: 31 December 2024 (USD 1.0389) applies.
    expect(eurRateOn(table, 'USD', '2025-01-01')).toEqual({
      currency: 'USD',
      perEur: '1.0389',
      publishedOn: '2024-12-31',
    });
    // Days after the newest row keep the newest rate.
    expect(eurRateOn(table, 'CZK', '2026-11-23')).toEqual({
      currency: 'CZK',
      perEur: '24.378',
      publishedOn: '2026-04-13',
    });
  });

  it('has EUR as the base and refuses days before the first rate', () => {
    expect(eurRateOn(table, 'EUR', '2000-01-01')).toEqual({
      currency: 'EUR',
      perEur: '1',
      publishedOn: '2000-01-01',
    });
    expect(findEurRate(table, 'USD', '2014-01-01')).toBeNull();
    expect(() => eurRateOn(table, 'USD', '2013-12-31')).toThrow(RangeError);
  });
});

describe('convertMinor', () => {
  it('converts through the euro with one half-up rounding', () => {
    // 100.00 EUR → CZK on 2 Jan 2025: × 25.177 = 2,517.70 CZK.
    expect(convertMinor(10_000, 'EUR', 'CZK', '2025-01-02', table)).toBe(251_770);
    // 100.00 USD → EUR on Good Friday 2026 (2 April: 1.1525): 86.7678… → 86.77.
    expect(convertMinor(10_000, 'USD', 'EUR', '2026-04-03', table)).toBe(8_677);
    // 100.00 USD → GBP on 13 April 2026: 100 × 0.87058 ÷ 1.1684 = 74.5104… → 74.51.
    expect(convertMinor(10_000, 'USD', 'GBP', '2026-04-13', table)).toBe(7_451);
    // 1,234.56 CZK → PLN on 3 April 2026 (2 April: CZK 24.54, PLN 4.2855): 215.5996… → 215.60.
    expect(convertMinor(123_456, 'CZK', 'PLN', '2026-04-03', table)).toBe(21_560);
    expect(convertMinor(-123_456, 'CZK', 'PLN', '2026-04-03', table)).toBe(-21_560);
    expect(convertMinor(4_999, 'PLN', 'PLN', '2001-01-01', table)).toBe(4_999);
  });

  it('keeps the cross rate exact', () => {
    const rate = crossRateOn(table, 'USD', 'GBP', '2026-04-13');
    // 0.87058 / 1.1684 = 87058·10⁴ / (11684·10⁵)
    expect(rate.numerator * 11_684n * 10n ** 5n).toBe(87_058n * 10n ** 4n * rate.denominator);
    expect(rate.from.publishedOn).toBe('2026-04-13');
  });

  const currencies = fc.constantFrom(...CURRENCIES);
  const days = fc.integer({ min: 0, max: 4_700 }).map((offset) => addDays('2014-01-02', offset));
  const amounts = fc.integer({ min: -1e12, max: 1e12 });

  it('is odd, monotone and within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(amounts, amounts, currencies, currencies, days, (a, b, from, to, day) => {
        const ca = convertMinor(a, from, to, day, table);
        expect(convertMinor(-a, from, to, day, table) + ca).toBe(0);
        if (a <= b) expect(ca).toBeLessThanOrEqual(convertMinor(b, from, to, day, table));
        const { numerator, denominator } = crossRateOn(table, from, to, day);
        // |ca − a·n/d| ≤ ½  ⇔  |2·ca·d − 2·a·n| ≤ d
        expect(
          BigInt(Math.abs(Number(2n * BigInt(ca) * denominator - 2n * BigInt(a) * numerator))) <= denominator,
        ).toBe(true);
      }),
    );
  });

  it('comes back within the rounding of both legs', () => {
    fc.assert(
      fc.property(amounts, currencies, currencies, days, (a, from, to, day) => {
        const there = convertMinor(a, from, to, day, table);
        const back = convertMinor(there, to, from, day, table);
        const { numerator, denominator } = crossRateOn(table, to, from, day);
        // back − a = (there − a·rate) ÷ rate + rounding: at most ½·(1/rate) + ½ minor units.
        const bound = Number(numerator) / Number(denominator) / 2 + 0.5 + 1e-9;
        expect(Math.abs(back - a)).toBeLessThanOrEqual(bound);
      }),
    );
  });
});
