import type { IsoDate } from '../dates/calendar';
import { isoDateOf } from '../dates/calendar';
import type { MinorUnits } from '../money/money';
import { decimalToFraction, divideMinor, mulDiv } from '../money/rounding';
import type { BillingPeriodMonths, SubscriptionStatus } from './subscription-enums';

/**
 * The monthly-normalised recurring amount: amount per billing period ÷ months, rounded half-up
 * by the money module (a yearly 1,200.00 is 100.00 MRR; a quarterly 100.00 is 33.33).
 */
export function normalisedMrr(amountMinor: MinorUnits, billingPeriodMonths: BillingPeriodMonths): MinorUnits {
  return divideMinor(amountMinor, billingPeriodMonths);
}

/** Net amount inside a VAT-inclusive one: gross × 100 ÷ (100 + rate); rate as a decimal string ("19"). */
export function netFromGross(grossMinor: MinorUnits, vatPercent: string): MinorUnits {
  const { numerator, denominator } = decimalToFraction(vatPercent);
  return mulDiv(grossMinor, 100n * denominator, 100n * denominator + numerator);
}

/** VAT-inclusive amount of a net one: net × (100 + rate) ÷ 100. */
export function grossFromNet(netMinor: MinorUnits, vatPercent: string): MinorUnits {
  const { numerator, denominator } = decimalToFraction(vatPercent);
  return mulDiv(netMinor, 100n * denominator + numerator, 100n * denominator);
}

export interface RecurringAmounts {
  /** Per billing period, VAT included (CSV "amount including VAT"). */
  amountMinor: MinorUnits;
  /** Net of VAT (CSV). */
  nextPaymentAmountMinor: MinorUnits | null;
  lastPaymentAmountMinor: MinorUnits | null;
}

export type NetBasis = 'next-payment' | 'last-payment' | 'gross-less-vat' | 'gross';

/**
 * MRR is net of VAT (reference/saas-metrics.md), but the CSV's main amount includes VAT and the
 * VAT rate is not a column. So the net recurring amount is, in order: the next payment amount
 * (net, and what the customer will actually pay next), the last payment amount (net), the
 * VAT-inclusive amount less the given VAT rate, and, without a rate, the VAT-inclusive amount
 * itself; `basis` says which, so a screen can flag MRR that may still contain VAT.
 */
export function netRecurringAmount(
  amounts: RecurringAmounts,
  vatPercent?: string,
): { amountMinor: MinorUnits; basis: NetBasis } {
  if (amounts.nextPaymentAmountMinor !== null && amounts.nextPaymentAmountMinor > 0) {
    return { amountMinor: amounts.nextPaymentAmountMinor, basis: 'next-payment' };
  }
  if (amounts.lastPaymentAmountMinor !== null && amounts.lastPaymentAmountMinor > 0) {
    return { amountMinor: amounts.lastPaymentAmountMinor, basis: 'last-payment' };
  }
  if (vatPercent !== undefined) {
    return { amountMinor: netFromGross(amounts.amountMinor, vatPercent), basis: 'gross-less-vat' };
  }
  return { amountMinor: amounts.amountMinor, basis: 'gross' };
}

/** A subscription's MRR: its net recurring amount normalised to a month. Status is not considered. */
export function subscriptionMrr(
  subscription: RecurringAmounts & { billingPeriodMonths: BillingPeriodMonths },
  vatPercent?: string,
): MinorUnits {
  return normalisedMrr(
    netRecurringAmount(subscription, vatPercent).amountMinor,
    subscription.billingPeriodMonths,
  );
}

/**
 * Whether a subscription's MRR counts at `now` (saas-metrics.md): it has started, has not reached
 * its end date (churn is recognised at the end date, so a CANCELED one counts until then), and
 * is not PAUSED. UNPAID counts (a past-due customer is a customer until churned). CANCELED or
 * ENDED without an end date has nothing left to count.
 */
export function contributesToMrr(
  subscription: { status: SubscriptionStatus; startDate: IsoDate; endDate: IsoDate | null },
  now: Date,
): boolean {
  const today = isoDateOf(now);
  if (subscription.startDate > today || subscription.status === 'PAUSED') return false;
  if (subscription.endDate === null)
    return subscription.status !== 'CANCELED' && subscription.status !== 'ENDED';
  return subscription.endDate > today;
}
