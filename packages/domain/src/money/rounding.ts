import { assertMinorUnits, type MinorUnits, toMinorUnits } from './money';

/**
 * The single rounding rule of Tranche (ARCHITECTURE rule 3): half-up, away from zero, the rule
 * invoices, VAT returns and spreadsheets use (1.005 → 1.01, −1.005 → −1.01). Banker's rounding
 * would be unbiased over many values but surprises people checking a single invoice, and every
 * sum that must balance uses {@link allocate} instead of relying on rounding to cancel out.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const remainder = n % d;
  const rounded = remainder * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

function toBigInt(value: number | bigint, what: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer, got ${value}`);
  return BigInt(value);
}

/** amount × numerator ÷ denominator, exact until the one final half-up rounding. */
export function mulDiv(
  amountMinor: MinorUnits,
  numerator: number | bigint,
  denominator: number | bigint,
): MinorUnits {
  const amount = BigInt(assertMinorUnits(amountMinor));
  return toMinorUnits(
    divideRoundHalfUp(amount * toBigInt(numerator, 'numerator'), toBigInt(denominator, 'denominator')),
  );
}

/** amount ÷ divisor, rounded half-up (e.g. a yearly price to a monthly one). */
export function divideMinor(amountMinor: MinorUnits, divisor: number | bigint): MinorUnits {
  return mulDiv(amountMinor, 1n, divisor);
}

const DECIMAL_FACTOR = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** A plain decimal string such as "1.0825" or "-0.5" as an exact fraction. */
export function decimalToFraction(factor: string): { numerator: bigint; denominator: bigint } {
  const match = DECIMAL_FACTOR.exec(factor.trim());
  if (!match) throw new RangeError(`Not a decimal factor: ${factor}`);
  const fraction = match[3] ?? '';
  const numerator = BigInt(`${match[2]}${fraction}`) * (match[1] === '-' ? -1n : 1n);
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/**
 * amount × factor where the factor is a decimal string ("1.19", "0.075"): rates and percentages
 * arrive as decimals and a JavaScript float cannot hold most of them exactly.
 */
export function multiplyByDecimal(amountMinor: MinorUnits, factor: string): MinorUnits {
  const { numerator, denominator } = decimalToFraction(factor);
  return mulDiv(amountMinor, numerator, denominator);
}

/** percent % of an amount, percent as a decimal string ("19", "25.5"). */
export function percentOf(amountMinor: MinorUnits, percent: string): MinorUnits {
  const { numerator, denominator } = decimalToFraction(percent);
  return mulDiv(amountMinor, numerator, denominator * 100n);
}

/**
 * An estimate in minor units (a forecast, a model's number) as whole minor units, by the same
 * half-up rule, once: 2.5 → 3, −2.5 → −3.
 */
export function roundEstimateToMinor(estimate: number): MinorUnits {
  if (!Number.isFinite(estimate)) throw new RangeError(`Not a finite estimate: ${estimate}`);
  const rounded = Math.floor(Math.abs(estimate) + 0.5);
  return toMinorUnits(BigInt(estimate < 0 ? -rounded : rounded));
}
