import { quantileSorted } from '../forecast/statistics';
import { allocateEvenly } from '../money/allocate';
import type { MinorUnits } from '../money/money';
import { roundEstimateToMinor } from '../money/rounding';

/** The fewest months of churn history a forecast is made from. */
export const MIN_CHURN_MONTHS = 6;

/** What the subscriptions behind an asset are expected to collect over its contract. */
export interface CollectionsForecast {
  /** At the company's usual (median) monthly MRR churn. */
  expected: MinorUnits;
  /** At its worse and better months (the 90th and 10th percentile of its monthly churn): an 80 % range. */
  low: MinorUnits;
  high: MinorUnits;
  /** The monthly gross MRR churn rates behind the three, in percent. */
  churn: { usual: number; worse: number; better: number };
}

/** What monthly payments collect while a share `rate` % of what is left churns away each month. */
function collected(monthly: readonly MinorUnits[], rate: number): number {
  const keep = 1 - Math.min(Math.max(rate, 0), 100) / 100;
  return monthly.reduce((sum, amount, month) => sum + amount * keep ** (month + 1), 0);
}

/**
 * The collections the sold subscriptions of an asset are forecast to bring in over its contract:
 * the face value in even monthly parts, each month's part kept by the share of MRR that has not
 * churned by then, at the company's own monthly gross MRR churn (its median month, and its 90th and
 * 10th percentile months for the range). Churned subscriptions are what pledged ones replace (the
 * investor's repayments stay as scheduled while pledges last). Rounded once; null without enough
 * months of churn history.
 */
export function collectionsForecast(
  faceValue: MinorUnits,
  contractMonths: number,
  monthlyChurnPercent: readonly number[],
): CollectionsForecast | null {
  const rates = monthlyChurnPercent.filter(Number.isFinite).sort((a, b) => a - b);
  if (rates.length < MIN_CHURN_MONTHS || contractMonths < 1) return null;
  const monthly = allocateEvenly(faceValue, contractMonths);
  const usual = quantileSorted(rates, 0.5);
  const worse = quantileSorted(rates, 0.9);
  const better = quantileSorted(rates, 0.1);
  return {
    expected: roundEstimateToMinor(collected(monthly, usual)),
    low: roundEstimateToMinor(collected(monthly, worse)),
    high: roundEstimateToMinor(collected(monthly, better)),
    churn: { usual: round2(usual), worse: round2(worse), better: round2(better) },
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
