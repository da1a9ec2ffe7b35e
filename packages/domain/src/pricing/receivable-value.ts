import { addMonths, type IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import { assertMinorUnits, type MinorUnits, toMinorUnits } from '../money/money';
import type { BillingPeriodMonths } from '../subscriptions/subscription-enums';

/** Longest contract Tranche prices (ten years); spec §9's default is 12. */
export const MAX_CONTRACT_LENGTH_MONTHS = 120;

export function assertContractLength(months: number): number {
  if (!Number.isInteger(months) || months < 1 || months > MAX_CONTRACT_LENGTH_MONTHS) {
    throw new RangeError(`Contract length must be 1…${MAX_CONTRACT_LENGTH_MONTHS} months, got ${months}`);
  }
  return months;
}

/** What the face value of a subscription is computed from. */
export interface ReceivableSubscription {
  id: string;
  currency: Currency;
  billingPeriodMonths: BillingPeriodMonths;
  startDate: IsoDate;
  /** The day it stops (nothing is billed on or after it), or null while it runs. */
  endDate: IsoDate | null;
  /** The next billing day known from the source; null: billing follows the start date. */
  nextPaymentDate: IsoDate | null;
  /** Net payment per billing period (see `netRecurringAmount`), minor units. */
  netAmountMinor: MinorUnits;
}

/**
 * The billing days of a subscription inside a contract of `months` starting on `tradeDate`
 * (marketplace.md "Receivable value"): from the next payment date (or the start date), every billing
 * period, each computed from that anchor so month-end days do not drift (31 Jan, 28 Feb, 31 Mar),
 * the first one on or after the trade date, each before the contract ends and before the end date.
 */
export function paymentDatesWithin(
  subscription: ReceivableSubscription,
  tradeDate: IsoDate,
  months: number,
): IsoDate[] {
  assertContractLength(months);
  const contractEnd = addMonths(tradeDate, months);
  const anchor = subscription.nextPaymentDate ?? subscription.startDate;
  const period = subscription.billingPeriodMonths;
  const dates: IsoDate[] = [];
  for (let k = 0; ; k += 1) {
    const date = addMonths(anchor, k * period);
    if (date >= contractEnd) break;
    if (subscription.endDate !== null && date >= subscription.endDate) break;
    if (date >= tradeDate) dates.push(date);
  }
  return dates;
}

/** Face value: the net payments billed within the contract, in the subscription's currency. */
export function receivableValue(
  subscription: ReceivableSubscription,
  tradeDate: IsoDate,
  months: number,
): MinorUnits {
  const payments = paymentDatesWithin(subscription, tradeDate, months).length;
  return toMinorUnits(BigInt(assertMinorUnits(subscription.netAmountMinor)) * BigInt(payments));
}
