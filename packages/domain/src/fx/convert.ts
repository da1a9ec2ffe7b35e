import type { IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { decimalToFraction, mulDiv } from '../money/rounding';
import { eurRateOn, type PublishedRate, type RateTable } from './rate-table';

/**
 * The exact rate from one currency to another on a day, as a fraction: units of `to` per unit of
 * `from`. Crosses go through the euro, as the ECB publishes only euro rates:
 * to/from = (to per EUR) ÷ (from per EUR), kept exact so a conversion rounds once.
 */
export interface CrossRate {
  from: PublishedRate;
  to: PublishedRate;
  numerator: bigint;
  denominator: bigint;
}

export function crossRateOn(table: RateTable, from: Currency, to: Currency, day: IsoDate): CrossRate {
  const source = eurRateOn(table, from, day);
  const target = eurRateOn(table, to, day);
  const s = decimalToFraction(source.perEur);
  const t = decimalToFraction(target.perEur);
  return {
    from: source,
    to: target,
    numerator: t.numerator * s.denominator,
    denominator: t.denominator * s.numerator,
  };
}

/**
 * amount × rate ÷ divisor in one step, rounded once by the money module's half-up rule. The
 * divisor lets MRR normalise a billing period and convert it with a single rounding.
 */
export function applyCrossRate(
  amountMinor: MinorUnits,
  rate: CrossRate,
  divisor: number | bigint = 1n,
): MinorUnits {
  return mulDiv(amountMinor, rate.numerator, rate.denominator * BigInt(divisor));
}

/**
 * Converts an amount at the ECB reference rate of the day (the last published rate for days
 * without one). Same currency: the amount itself, no table needed.
 */
export function convertMinor(
  amountMinor: MinorUnits,
  from: Currency,
  to: Currency,
  day: IsoDate,
  table: RateTable,
): MinorUnits {
  if (from === to) return mulDiv(amountMinor, 1n, 1n);
  return applyCrossRate(amountMinor, crossRateOn(table, from, to, day));
}
