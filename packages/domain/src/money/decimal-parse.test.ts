import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currency';
import { parseDecimal } from './decimal-parse';
import { formatMoney, toDecimalString } from './money-format';

const minor = (input: string, options?: Parameters<typeof parseDecimal>[1]) => {
  const result = parseDecimal(input, options);
  return result.ok ? result.minor : result.error;
};

describe('parseDecimal', () => {
  it.each([
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['1234', 123400],
    ['1234.5', 123450],
    ['0,05', 5],
    ['  12.30 ', 1230],
    ['-12.50', -1250],
    ['+7', 700],
    ['\u221212,50', -1250],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['1.234.567', 123456700],
    ['1,234,567.8', 123456780],
    ['1 234,56', 123456],
    ['1\u00A0234\u00A0567,89', 123456789],
    ["1'234.50", 123450],
    ['1 234', 123400],
    ['0.500', 50],
    ['1234,567000', 'TOO_MANY_DECIMALS'],
    ['1234.560', 123456],
  ])('reads %j as %s', (input, expected) => {
    expect(minor(input)).toBe(expected);
  });

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['1,234', 'AMBIGUOUS_SEPARATOR'],
    ['12.500', 'AMBIGUOUS_SEPARATOR'],
    ['1.234', 'AMBIGUOUS_SEPARATOR'],
    ['1.2345', 'TOO_MANY_DECIMALS'],
    ['1234.567', 'TOO_MANY_DECIMALS'],
    ['1.23.456', 'INVALID_GROUPING'],
    ['12,34,567.00', 'INVALID_GROUPING'],
    ['0,123,456', 'INVALID_GROUPING'],
    ['1234.567 890', 'INVALID_GROUPING'],
    ['1,234.567 8', 'NOT_A_NUMBER'],
    ['1.234,5,6', 'NOT_A_NUMBER'],
    ['1 234.567,89', 'NOT_A_NUMBER'],
    ['abc', 'NOT_A_NUMBER'],
    ['12a', 'NOT_A_NUMBER'],
    ['1e5', 'NOT_A_NUMBER'],
    ['.5', 'NOT_A_NUMBER'],
    ['5.', 'NOT_A_NUMBER'],
    ['1..5', 'NOT_A_NUMBER'],
    ['--5', 'NOT_A_NUMBER'],
    ['- 5', 'NOT_A_NUMBER'],
    ['€5', 'NOT_A_NUMBER'],
    ['NaN', 'NOT_A_NUMBER'],
    ['Infinity', 'NOT_A_NUMBER'],
    ['0x10', 'NOT_A_NUMBER'],
    ['99999999999999999999', 'OUT_OF_RANGE'],
  ])('refuses %j (%s)', (input, error) => {
    expect(minor(input)).toBe(error);
  });

  it('rounds half-up away from zero only when asked', () => {
    expect(minor('1.0050', { rounding: 'half-up' })).toBe(101);
    expect(minor('-1.0050', { rounding: 'half-up' })).toBe(-101);
    expect(minor('1.005', { rounding: 'half-up' })).toBe('AMBIGUOUS_SEPARATOR');
    expect(minor('1.0049', { rounding: 'half-up' })).toBe(100);
    expect(minor('12.5', { digits: 0, rounding: 'half-up' })).toBe(13);
  });

  it('gives a readable reason', () => {
    const result = parseDecimal('1,234');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/thousands separator/);
  });

  const amounts = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  const currencies = fc.constantFrom(...CURRENCIES);

  it('round-trips the canonical decimal string', () => {
    fc.assert(
      fc.property(amounts, currencies, (amount, currency) => {
        expect(minor(toDecimalString(amount, currency))).toBe(amount);
      }),
    );
  });

  it('round-trips the English and German display formats', () => {
    fc.assert(
      fc.property(
        amounts,
        currencies,
        fc.constantFrom('en', 'de', 'en-GB', 'de-AT'),
        (amount, currency, locale) => {
          expect(minor(formatMoney(amount, currency, locale, 'none'))).toBe(amount);
        },
      ),
    );
  });
});
