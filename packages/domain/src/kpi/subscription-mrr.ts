import type { IsoDate } from '../dates/calendar';
import { applyCrossRate, type CrossRate, crossRateOn } from '../fx/convert';
import type { RateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { divideMinor } from '../money/rounding';
import { contributesOn, type SubscriptionHistory, termsOn } from './subscription-history';

/**
 * Converts MRR into one currency for one computation, remembering each day's cross rates.
 *
 * The rounding rule that makes every total reconcile to the cent: a subscription's MRR in the
 * target currency on a day is ONE half-up rounding (money module) of the exact value
 *   amount × (target per EUR ÷ source per EUR) ÷ billing period months,
 * at the ECB rate of that day (the last published one for days without). In its own currency
 * this is amount ÷ months rounded half-up, i.e. `normalisedMrr`. Everything above it (customer
 * MRR, company MRR, movements) is a sum of these integers, so no further rounding happens and
 * start MRR + movements = end MRR holds exactly.
 */
export class MrrConverter {
  private readonly rates = new Map<string, CrossRate>();

  constructor(
    readonly currency: Currency,
    private readonly table: RateTable,
  ) {}

  private rate(from: Currency, day: IsoDate): CrossRate {
    const key = `${from}|${day}`;
    let rate = this.rates.get(key);
    if (rate === undefined) {
      rate = crossRateOn(this.table, from, this.currency, day);
      this.rates.set(key, rate);
    }
    return rate;
  }

  /** The subscription's MRR on a day in the target currency; 0 when it does not contribute. */
  subscriptionMrrOn(subscription: SubscriptionHistory, day: IsoDate): MinorUnits {
    if (!contributesOn(subscription, day)) return 0;
    const { amountMinor, billingPeriodMonths } = termsOn(subscription, day);
    if (subscription.currency === this.currency) {
      return divideMinor(amountMinor, billingPeriodMonths);
    }
    return applyCrossRate(amountMinor, this.rate(subscription.currency, day), billingPeriodMonths);
  }
}
