import { allocate } from '../money/allocate';
import type { MinorUnits } from '../money/money';
import { sumMinor } from '../money/money';
import { mulDiv } from '../money/rounding';
import { assertContractLength } from './receivable-value';

const BPS = 10_000n;

/**
 * Discount of a contract as an exact fraction of the face value: the grade's annual rate (basis
 * points) × months ÷ 12 (marketplace.md "Price"). Refused when it would reach the whole face value.
 */
export function contractDiscount(
  annualDiscountBps: number,
  months: number,
): { numerator: bigint; denominator: bigint } {
  assertContractLength(months);
  if (!Number.isSafeInteger(annualDiscountBps) || annualDiscountBps < 0) {
    throw new RangeError(`Annual discount must be whole basis points ≥ 0, got ${annualDiscountBps}`);
  }
  const numerator = BigInt(annualDiscountBps) * BigInt(months);
  const denominator = BPS * 12n;
  if (numerator >= denominator) throw new RangeError('The discount would take the whole face value');
  return { numerator, denominator };
}

/** Whether a contract can be priced: its discount stays below the whole face value. */
export function isPriceable(annualDiscountBps: number, months: number): boolean {
  return annualDiscountBps * months < Number(BPS) * 12;
}

/** Discount of a contract in basis points with two decimals, for display (7 % a year for 6 months: 350). */
export function contractDiscountBps(annualDiscountBps: number, months: number): number {
  const { numerator } = contractDiscount(annualDiscountBps, months);
  return Math.round(Number(numerator * 100n) / 12) / 100;
}

/** Price = face × (1 − discount), rounded once (half-up) by the money module. */
export function priceOf(faceMinor: MinorUnits, annualDiscountBps: number, months: number): MinorUnits {
  const { numerator, denominator } = contractDiscount(annualDiscountBps, months);
  return mulDiv(faceMinor, denominator - numerator, denominator);
}

export interface PricedLine<T> {
  item: T;
  faceMinor: MinorUnits;
  /** This line's share of the asset's price; the shares sum to the price exactly. */
  priceMinor: MinorUnits;
}

/**
 * Prices a bundle of subscriptions as one asset: the price of the total face is rounded once and
 * split over the lines in proportion to their face values with {@link allocate}, so the lines add
 * up to the asset's price to the cent.
 */
export function priceBundle<T>(
  lines: readonly { item: T; faceMinor: MinorUnits }[],
  annualDiscountBps: number,
  months: number,
): { faceMinor: MinorUnits; priceMinor: MinorUnits; lines: PricedLine<T>[] } {
  const faceMinor = sumMinor(lines.map((line) => line.faceMinor));
  const priceMinor = priceOf(faceMinor, annualDiscountBps, months);
  const shares =
    faceMinor > 0
      ? allocate(
          priceMinor,
          lines.map((line) => line.faceMinor),
        )
      : lines.map(() => 0);
  return {
    faceMinor,
    priceMinor,
    lines: lines.map((line, index) => ({ ...line, priceMinor: shares[index] ?? 0 })),
  };
}
