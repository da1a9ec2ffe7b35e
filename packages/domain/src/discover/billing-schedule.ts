import { addMonths, type IsoDate } from '../dates/calendar';
import { contributesOn, type SubscriptionHistory, termsOn } from '../kpi/subscription-history';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';

/** A payment a subscription's terms call for on a billing day. */
export interface ExpectedBilling {
  subscriptionId: string;
  customerId: string;
  date: IsoDate;
  currency: Currency;
  amountMinor: MinorUnits;
}

/**
 * The billing days of a subscription from `from` to `to` (both included) and what each bills by
 * the history of its terms: from the start date, every billing period of the terms in force on
 * the last billing day (counted from the start date, so month-end days do not drift: 31 Jan, 28
 * Feb, 31 Mar), the amount of the terms in force that day. A day bills when the subscription
 * contributes then (started, not ended, a positive amount, not PAUSED; CANCELED or ENDED without
 * an end date no longer).
 */
export function billingsBetween(
  subscription: SubscriptionHistory,
  from: IsoDate,
  to: IsoDate,
): ExpectedBilling[] {
  const billings: ExpectedBilling[] = [];
  for (let offset = 0; ; ) {
    const date = addMonths(subscription.startDate, offset);
    if (date > to || (subscription.endDate !== null && date >= subscription.endDate)) break;
    const terms = termsOn(subscription, date);
    if (date >= from && contributesOn(subscription, date)) {
      billings.push({
        subscriptionId: subscription.id,
        customerId: subscription.customerId,
        date,
        currency: subscription.currency,
        amountMinor: terms.amountMinor,
      });
    }
    offset += terms.billingPeriodMonths;
  }
  return billings;
}
