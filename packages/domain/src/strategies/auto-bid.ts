import type { MinorUnits } from '../money/money';
import { sumMinor } from '../money/money';
import { priceOf } from '../pricing/price';

/** A bid's price is a positive whole number of minor units: below that nothing can be bid. */
export const SMALLEST_BID_MINOR: MinorUnits = 1;

/**
 * The price a strategy bids on an asset: the rating's price of its face value for its contract
 * (face × (1 − the grade's annual discount × months ÷ 12), marketplace.md "Price") — the asset's
 * guide price, which a strategy takes as its bid.
 */
export function autoBidPrice(asset: {
  faceMinor: MinorUnits;
  discountBps: number;
  contractLengthMonths: number;
}): MinorUnits {
  return priceOf(asset.faceMinor, asset.discountBps, asset.contractLengthMonths);
}

/** What is left of a strategy's investment amount: less the prices of its live (bidding or accepted) auto-bids. */
export function amountLeft(investmentMinor: MinorUnits, liveBidPrices: readonly MinorUnits[]): MinorUnits {
  return Math.max(0, investmentMinor - sumMinor(liveBidPrices));
}

/** A strategy stops once what is left cannot pay even the smallest bid. */
export const strategyStatus = (leftMinor: MinorUnits): 'ACTIVE' | 'EXHAUSTED' =>
  leftMinor < SMALLEST_BID_MINOR ? 'EXHAUSTED' : 'ACTIVE';

export type AutoBidDecision =
  | { bid: true; priceMinor: MinorUnits }
  | { bid: false; reason: 'EXHAUSTED' | 'OVER_AMOUNT_LEFT' | 'OVER_BALANCE' };

/**
 * Whether a strategy bids on a matching asset: a whole asset is bought or none of it, so its price
 * must fit both what is left of the investment amount and the investor's available balance.
 */
export function decideAutoBid(input: {
  priceMinor: MinorUnits;
  leftMinor: MinorUnits;
  availableMinor: MinorUnits;
}): AutoBidDecision {
  if (strategyStatus(input.leftMinor) === 'EXHAUSTED') return { bid: false, reason: 'EXHAUSTED' };
  if (input.priceMinor > input.leftMinor) return { bid: false, reason: 'OVER_AMOUNT_LEFT' };
  if (input.priceMinor > input.availableMinor) return { bid: false, reason: 'OVER_BALANCE' };
  return { bid: true, priceMinor: input.priceMinor };
}
