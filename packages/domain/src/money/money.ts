import { z } from 'zod';
import { type Currency, currencySchema } from './currency';

/**
 * Amounts are integer minor units held in a JavaScript `number` that must be a safe integer
 * (|n| ≤ 2^53 − 1, i.e. up to about 90 trillion EUR). A `number` travels as a plain JSON integer
 * and is what React, zod and Drizzle's `bigint({ mode: 'number' })` handle without converters;
 * intermediate products that could pass 2^53 (multiply, divide, allocate) are computed in
 * `bigint` inside this module and checked on the way out.
 */
export type MinorUnits = number;

export interface Money {
  amountMinor: MinorUnits;
  currency: Currency;
}

export const minorUnitsSchema = z.int();
export const moneySchema = z.object({ amountMinor: minorUnitsSchema, currency: currencySchema });

export function isMinorUnits(value: unknown): value is MinorUnits {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Converts a bigint result back to minor units, refusing values that a number cannot hold exactly. */
export function toMinorUnits(value: bigint): MinorUnits {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount ${value} exceeds the safe integer range`);
  }
  return Number(value);
}

export function assertMinorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of minor units: ${value}`);
  return value;
}

/** Sum of minor units, exact (throws rather than silently losing precision). */
export function sumMinor(values: Iterable<MinorUnits>): MinorUnits {
  let total = 0n;
  for (const value of values) total += BigInt(assertMinorUnits(value));
  return toMinorUnits(total);
}
