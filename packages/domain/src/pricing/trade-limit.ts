import { normaliseAllowedTradePercent, percentToHundredths } from '../accounts/trade-percent';
import { assertMinorUnits, type MinorUnits } from '../money/money';
import { mulDiv } from '../money/rounding';
import type { SubscriptionStatus, TradingStatus } from '../subscriptions/subscription-enums';
import { tradabilityProblem } from '../subscriptions/subscription-rules';

/** allowedTradePercent a new client starts with (marketplace.md "Trade limit"); an operator setting. */
export const DEFAULT_ALLOWED_TRADE_PERCENT = 50;

export interface TradeLimitInput {
  /** The client's allowedTradePercent as stored or sent; normalised by spec §6 (over 100 ÷ 100). */
  allowedTradePercent: number;
  /** Face value of the tradable subscriptions over the default contract length (limit currency). */
  tradableFaceMinor: MinorUnits;
  /** Face value IN_TRADE or SOLD and not yet repaid (limit currency). */
  committedFaceMinor: MinorUnits;
}

export interface TradeLimit {
  /** allowedTradePercent × the tradable face value, rounded once. */
  limitMinor: MinorUnits;
  committedMinor: MinorUnits;
  /** What may still be put into assets; never below 0. */
  remainingMinor: MinorUnits;
}

/**
 * The trade limit (marketplace.md): allowedTradePercent × the face value of the tradable
 * subscriptions, less the face value already in trade or sold and not yet repaid. Amounts are in
 * one currency (the client's), converted by the caller at the rate of the day.
 */
export function tradeLimit(input: TradeLimitInput): TradeLimit {
  const hundredths = percentToHundredths(normaliseAllowedTradePercent(input.allowedTradePercent));
  const limitMinor = mulDiv(assertMinorUnits(input.tradableFaceMinor), hundredths, 10_000);
  const committedMinor = assertMinorUnits(input.committedFaceMinor);
  return { limitMinor, committedMinor, remainingMinor: Math.max(0, limitMinor - committedMinor) };
}

/** Why the server refuses a subscription in a new asset (spec §5). */
export type TradeRefusalReason = 'OVER_TRADE_LIMIT' | 'NOT_ALLOWED' | 'ENDS_BEFORE_CONTRACT';

/** The spec's texts, verbatim; the web translates by reason. */
export const TRADE_REFUSAL_MESSAGES: Readonly<Record<TradeRefusalReason, string>> = {
  OVER_TRADE_LIMIT: 'This subscription is over your current trade limit!',
  NOT_ALLOWED: 'This subscription is not allowed to be traded!',
  ENDS_BEFORE_CONTRACT: 'This subscription ends before contract ends.',
};

export interface AssetCandidate {
  id: string;
  status: SubscriptionStatus;
  tradingStatus: TradingStatus;
  endDate: string | null;
  /** Face value over the asset's contract length, in the limit's currency. */
  faceMinor: MinorUnits;
}

export type AssetSelectionCheck =
  | { ok: true; totalFaceMinor: MinorUnits }
  | { ok: false; refusals: { subscriptionId: string; reason: TradeRefusalReason; message: string }[] };

/**
 * The server-side check of `POST assets`: each subscription must be tradable (status and trading
 * status AVAILABLE, not ended) and outlast the contract; then, in the order sent, the running face
 * value must stay within the remaining limit — the first subscription that passes it, and every
 * one after it that would too, is 'over your current trade limit'. All refusals are reported at once.
 */
export function checkAssetSelection(
  candidates: readonly AssetCandidate[],
  contractLengthMonths: number,
  now: Date,
  remainingLimitMinor: MinorUnits,
): AssetSelectionCheck {
  const refusals: { subscriptionId: string; reason: TradeRefusalReason; message: string }[] = [];
  const refuse = (subscriptionId: string, reason: TradeRefusalReason) =>
    refusals.push({ subscriptionId, reason, message: TRADE_REFUSAL_MESSAGES[reason] });
  let running = 0;
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate.id)) {
      refuse(candidate.id, 'NOT_ALLOWED');
      continue;
    }
    seen.add(candidate.id);
    const problem = tradabilityProblem(candidate, now, contractLengthMonths);
    if (problem !== null) {
      refuse(candidate.id, problem);
      continue;
    }
    if (running + assertMinorUnits(candidate.faceMinor) > remainingLimitMinor) {
      refuse(candidate.id, 'OVER_TRADE_LIMIT');
      continue;
    }
    running += candidate.faceMinor;
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, totalFaceMinor: running };
}
