import { addMonths, type IsoDate, isoDateOf, startOfDayUtc } from '../dates/calendar';
import type { SubscriptionStatus, TradingStatus } from './subscription-enums';

/**
 * A date-only end date is compared as the start of that day in UTC, as `endDate < now()` does
 * in SQL, so the list filter in the API and these predicates agree.
 */
const endsBefore = (endDate: IsoDate, now: Date) => startOfDayUtc(endDate).getTime() < now.getTime();
const endsAfter = (endDate: IsoDate, now: Date) => startOfDayUtc(endDate).getTime() > now.getTime();

export interface ExpiryFacts {
  status: SubscriptionStatus;
  endDate: IsoDate | null;
  /** The assets the subscription belongs to, each with its churned flag (spec §3). */
  assets?: readonly { churned: boolean }[];
}

/** Spec §7 "expired": end date before now, or in a churned asset, or status not AVAILABLE. */
export function isExpired(subscription: ExpiryFacts, now: Date): boolean {
  return (
    (subscription.endDate !== null && endsBefore(subscription.endDate, now)) ||
    (subscription.assets ?? []).some((asset) => asset.churned) ||
    subscription.status !== 'AVAILABLE'
  );
}

export interface TradabilityFacts {
  status: SubscriptionStatus;
  tradingStatus: TradingStatus;
  endDate: IsoDate | null;
}

/**
 * Why a subscription cannot be put into an asset, or null when it can. NOT_ALLOWED maps to
 * 'This subscription is not allowed to be traded!', ENDS_BEFORE_CONTRACT to 'This subscription
 * ends before contract ends.' (spec §5). The contract-length check applies only when given.
 */
export type TradabilityProblem = 'NOT_ALLOWED' | 'ENDS_BEFORE_CONTRACT';

export function tradabilityProblem(
  subscription: TradabilityFacts,
  now: Date,
  contractLengthMonths?: number,
): TradabilityProblem | null {
  if (subscription.status !== 'AVAILABLE' || subscription.tradingStatus !== 'AVAILABLE') return 'NOT_ALLOWED';
  if (subscription.endDate === null) return null;
  if (!endsAfter(subscription.endDate, now)) return 'NOT_ALLOWED';
  if (
    contractLengthMonths !== undefined &&
    subscription.endDate < addMonths(isoDateOf(now), contractLengthMonths)
  ) {
    return 'ENDS_BEFORE_CONTRACT';
  }
  return null;
}

/** The tradable list of spec §7: status and tradingStatus AVAILABLE, end date later than now or none. */
export function isTradable(
  subscription: TradabilityFacts,
  now: Date,
  contractLengthMonths?: number,
): boolean {
  return tradabilityProblem(subscription, now, contractLengthMonths) === null;
}
