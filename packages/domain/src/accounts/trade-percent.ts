/**
 * allowedTradePercent (spec §6): a value above 100 was given in hundredths of a percent and is
 * divided by 100, rounded to 2 decimals; 100 or less stays as it is. Stored as whole hundredths.
 */
export const TRADE_PERCENT_THRESHOLD = 100;

export function normaliseAllowedTradePercent(value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError('allowedTradePercent must be a number ≥ 0');
  const percent = value > TRADE_PERCENT_THRESHOLD ? value / 100 : value;
  return Math.round(percent * 100) / 100;
}

/** Percent (2 decimals) to stored hundredths and back, exactly. */
export const percentToHundredths = (percent: number): number => Math.round(percent * 100);
export const hundredthsToPercent = (hundredths: number): number => hundredths / 100;
