import { divideRoundHalfUp } from '../money/rounding';

/** Why a KPI has no value for a period even though its data exists (e.g. a rate over zero). */
export type UndefinedReason =
  | 'NO_START_MRR'
  | 'NO_START_CUSTOMERS'
  | 'NO_CUSTOMERS'
  | 'NO_NEW_CUSTOMERS'
  | 'NO_SUBSCRIPTIONS'
  | 'NO_LOSSES'
  | 'NO_CHURN'
  | 'NO_CHURN_HISTORY'
  | 'NO_ASSETS'
  | 'NO_SPEND'
  | 'NO_REVENUE';

/** Why a KPI cannot be computed at all yet: the data source it reads is not connected. */
export type UnavailableReason = 'NEEDS_BANK_CONNECTION' | 'NEEDS_ACCOUNTING_CONNECTION';

/**
 * A KPI that is not always a number. Money values are integer minor units of the series'
 * currency; percent and ratio values have two decimals, rounded half-up (12.35 means 12.35 %).
 */
export type KpiOutcome =
  | { kind: 'value'; value: number }
  | { kind: 'undefined'; reason: UndefinedReason }
  | { kind: 'unavailable'; reason: UnavailableReason }
  | { kind: 'unlimited' };

export const undefinedKpi = (reason: UndefinedReason): KpiOutcome => ({ kind: 'undefined', reason });
export const unavailableKpi = (reason: UnavailableReason): KpiOutcome => ({ kind: 'unavailable', reason });

type Integer = number | bigint;
const big = (value: Integer) => (typeof value === 'bigint' ? value : BigInt(value));

/** numerator ÷ denominator rounded half-up to an integer (minor units, months), or undefined. */
export function quotientKpi(numerator: Integer, denominator: Integer, whenZero: UndefinedReason): KpiOutcome {
  if (big(denominator) === 0n) return undefinedKpi(whenZero);
  return { kind: 'value', value: Number(divideRoundHalfUp(big(numerator), big(denominator))) };
}

/** numerator ÷ denominator with two decimals, rounded half-up once (quick ratio, debt to asset). */
export function ratioKpi(numerator: Integer, denominator: Integer, whenZero: UndefinedReason): KpiOutcome {
  if (big(denominator) === 0n) return undefinedKpi(whenZero);
  return { kind: 'value', value: Number(divideRoundHalfUp(big(numerator) * 100n, big(denominator))) / 100 };
}

/** numerator ÷ denominator × 100 with two decimals, rounded half-up once (churn rates, growth). */
export function percentKpi(numerator: Integer, denominator: Integer, whenZero: UndefinedReason): KpiOutcome {
  if (big(denominator) === 0n) return undefinedKpi(whenZero);
  return {
    kind: 'value',
    value: Number(divideRoundHalfUp(big(numerator) * 10_000n, big(denominator))) / 100,
  };
}
