import type { IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import type {
  BillingPeriodMonths,
  SubscriptionStatus,
  TradingStatus,
} from '../subscriptions/subscription-enums';

/**
 * A subscription as the KPI engine reads it: its life (start, end) and the history of its terms.
 * An import or sync that changes a subscription appends a change; MRR at any past day is read
 * from this history, so upgrades and downgrades are movements that happened, not inferred ones.
 */
export interface SubscriptionChange {
  /** First day these terms apply. */
  effectiveDate: IsoDate;
  /** Recurring amount per billing period, net of VAT and discounts, in the subscription's currency. */
  amountMinor: MinorUnits;
  billingPeriodMonths: BillingPeriodMonths;
  status: SubscriptionStatus;
  tradingStatus: TradingStatus;
}

export interface SubscriptionHistory {
  id: string;
  customerId: string;
  currency: Currency;
  startDate: IsoDate;
  /**
   * The day it stops counting (exclusive: active up to the day before), or null while it runs.
   * A CANCELED or ENDED row of a CSV file was active from its start date until this day.
   */
  endDate: IsoDate | null;
  /** Ascending by effective date, at least one; the first applies from the start date. */
  changes: readonly SubscriptionChange[];
}

/** The terms in force on a day: the last change effective on or before it, else the first one. */
export function termsOn(subscription: SubscriptionHistory, day: IsoDate): SubscriptionChange {
  const { changes } = subscription;
  const first = changes[0];
  if (first === undefined) throw new RangeError(`Subscription ${subscription.id} has no terms`);
  let terms = first;
  for (const change of changes) {
    if (change.effectiveDate > day) break;
    terms = change;
  }
  return terms;
}

/** Started on or before the day and not yet ended. */
export function isLiveOn(subscription: SubscriptionHistory, day: IsoDate): boolean {
  return subscription.startDate <= day && (subscription.endDate === null || day < subscription.endDate);
}

/**
 * Whether the subscription adds MRR on a day (saas-metrics.md): live, a positive amount, not
 * PAUSED. UNPAID counts (a past-due customer is a customer until churned); CANCELED and ENDED count
 * until the end date (churn is recognised when it ends, not when cancellation is requested), and
 * without an end date they count no longer from the day that status took effect.
 */
export function contributesOn(subscription: SubscriptionHistory, day: IsoDate): boolean {
  if (!isLiveOn(subscription, day)) return false;
  const { status, amountMinor } = termsOn(subscription, day);
  if (amountMinor <= 0 || status === 'PAUSED') return false;
  return subscription.endDate !== null || (status !== 'CANCELED' && status !== 'ENDED');
}

/**
 * The first day the subscription adds MRR, or null if it never does. The terms only change on
 * the start date and on effective dates, so those are the only days to look at.
 */
export function firstContributingDay(subscription: SubscriptionHistory): IsoDate | null {
  const candidates = [
    subscription.startDate,
    ...subscription.changes
      .map((change) => change.effectiveDate)
      .filter((day) => day > subscription.startDate),
  ];
  return candidates.find((day) => contributesOn(subscription, day)) ?? null;
}
