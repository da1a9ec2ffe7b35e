import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, allocateEvenly } from './allocate';
import { sumMinor, toMinorUnits } from './money';
import { formatMoney, toDecimalString } from './money-format';
import {
  decimalToFraction,
  divideMinor,
  divideRoundHalfUp,
  mulDiv,
  multiplyByDecimal,
  percentOf,
  roundEstimateToMinor,
} from './rounding';

describe('rounding', () => {
  it('rounds half-up away from zero', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(5n, -2n)).toBe(-3n);
    expect(divideRoundHalfUp(7n, 3n)).toBe(2n);
    expect(divideRoundHalfUp(8n, 3n)).toBe(3n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('rounds an estimate (a forecast) to whole minor units by the same rule', () => {
    expect(roundEstimateToMinor(2.5)).toBe(3);
    expect(roundEstimateToMinor(-2.5)).toBe(-3);
    expect(roundEstimateToMinor(2.4999)).toBe(2);
    expect(roundEstimateToMinor(-0.2)).toBe(0);
    expect(() => roundEstimateToMinor(Number.NaN)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        // n + c/100 rounds like the exact division of the same fraction.
        const exact = Number(
          divideRoundHalfUp(BigInt(whole) * 100n + BigInt(whole < 0 ? -cents : cents), 100n),
        );
        expect(roundEstimateToMinor(whole + (whole < 0 ? -cents : cents) / 100)).toBe(exact);
      }),
    );
  });

  it('multiplies and divides exactly before rounding once', () => {
    expect(divideMinor(120_000, 12)).toBe(10_000);
    expect(divideMinor(10_000, 3)).toBe(3_333);
    expect(divideMinor(20_000, 3)).toBe(6_667);
    expect(mulDiv(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
    expect(multiplyByDecimal(10_000, '1.19')).toBe(11_900);
    expect(multiplyByDecimal(1_005, '0.5')).toBe(503);
    expect(multiplyByDecimal(-1_005, '0.5')).toBe(-503);
    expect(percentOf(999, '19')).toBe(190);
    expect(percentOf(10_000, '25.5')).toBe(2_550);
    expect(decimalToFraction('-0.075')).toEqual({ numerator: -75n, denominator: 1000n });
    expect(() => multiplyByDecimal(100, '1e3')).toThrow(RangeError);
    expect(() => mulDiv(0.5, 1, 1)).toThrow(RangeError);
  });

  it('refuses results outside the safe integer range', () => {
    expect(() => mulDiv(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
    expect(() => toMinorUnits(2n ** 60n)).toThrow(RangeError);
    expect(sumMinor([1, 2, -3, 10])).toBe(10);
  });
});

describe('allocate', () => {
  it('splits into parts that sum exactly, remainders to the largest fractions first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(5, [3, 7])).toEqual([2, 3]);
    expect(allocate(10, [1, 2, 4])).toEqual([1, 3, 6]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(7, [0, 1])).toEqual([0, 7]);
    expect(allocateEvenly(1_000, 3)).toEqual([334, 333, 333]);
    expect(() => allocate(10, [0, 0])).toThrow(RangeError);
    expect(() => allocate(10, [])).toThrow(RangeError);
    expect(() => allocate(10, [-1, 2])).toThrow(RangeError);
  });

  it('always sums to the amount and stays within one unit of each exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc
          .array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 40 })
          .filter((w) => w.some((x) => x > 0)),
        (amount, weights) => {
          const parts = allocate(amount, weights);
          expect(sumMinor(parts)).toBe(amount);
          const total = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const exact = (amount * (weights[i] ?? 0)) / total;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6 * Math.abs(exact));
          });
        },
      ),
    );
  });
});

describe('formatting', () => {
  it('writes the canonical decimal', () => {
    expect(toDecimalString(123456, 'EUR')).toBe('1234.56');
    expect(toDecimalString(-5, 'EUR')).toBe('-0.05');
    expect(toDecimalString(0, 'CZK')).toBe('0.00');
  });

  it('formats per locale without float loss', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00A0€');
    expect(formatMoney(-9_007_199_254_740_991, 'USD', 'en', 'code')).toBe('-USD\u00A090,071,992,547,409.91');
    expect(formatMoney(100, 'CZK', 'de', 'none')).toBe('1,00');
  });
});
