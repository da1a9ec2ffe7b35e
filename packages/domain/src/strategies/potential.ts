import type { MinorUnits } from '../money/money';
import { divideMinor } from '../money/rounding';
import type { StrategyCandidate } from './strategy-match';

export interface StrategyPotential {
  /** Sum over the assets taken of face ÷ contract months: the average monthly repayment they bring. */
  potentialMonthlyIncomeMinor: MinorUnits;
  /** Sum over the assets taken of face − price: what they repay beyond what they cost. */
  potentialTotalReturnMinor: MinorUnits;
  /** Sum of the prices of the assets taken (never more than the investment amount). */
  investedMinor: MinorUnits;
  assetsTaken: number;
  assetsMatching: number;
}

/**
 * What a strategy could earn from what matches now: the matching OPEN assets, oldest first (the
 * order in which the automatic bids would have been placed), are taken at their guide price while
 * the prices fit the investment amount; an asset that no longer fits is skipped, as the job skips
 * it. Monthly income = Σ face ÷ months of those taken (rounded once per asset); total return =
 * Σ (face − price) of those taken.
 */
export function strategyPotential(
  investmentMinor: MinorUnits,
  matching: readonly StrategyCandidate[],
): StrategyPotential {
  let invested = 0;
  let monthly = 0;
  let total = 0;
  let taken = 0;
  for (const asset of matching) {
    if (asset.guidePriceMinor <= 0 || invested + asset.guidePriceMinor > investmentMinor) continue;
    invested += asset.guidePriceMinor;
    monthly += divideMinor(asset.faceMinor, asset.contractLengthMonths);
    total += asset.faceMinor - asset.guidePriceMinor;
    taken += 1;
  }
  return {
    potentialMonthlyIncomeMinor: monthly,
    potentialTotalReturnMinor: total,
    investedMinor: invested,
    assetsTaken: taken,
    assetsMatching: matching.length,
  };
}
