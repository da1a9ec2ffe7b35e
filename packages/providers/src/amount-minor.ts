import {
  type Currency,
  decimalToFraction,
  divideRoundHalfUp,
  type MinorUnits,
  minorDigits,
  toMinorUnits,
} from '@tranche/domain';

/** A plain decimal as JSON writes it: digits, an optional point and digits, an optional sign. */
const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * An amount in major units, as a provider's JSON number or decimal text, as integer minor units:
 * converted digit by digit, never multiplied as a float (10.1 × 100 is 1009.9999999999999); digits
 * beyond the currency's minor unit are rounded half-up, Tranche's one rounding rule. Null when
 * the value is not a plain decimal or does not fit.
 */
export function majorAmountToMinor(amount: number | string, currency: Currency): MinorUnits | null {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  // String(number) is the shortest text that reads back as the same number: 10.1 → "10.1".
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  const { numerator, denominator } = decimalToFraction(text.replace(/^\+/, ''));
  try {
    return toMinorUnits(divideRoundHalfUp(numerator * 10n ** BigInt(minorDigits(currency)), denominator));
  } catch {
    return null;
  }
}
