import { addMonths, type IsoDate } from '../dates/calendar';
import type { RateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { firstContributingDay, isLiveOn, type SubscriptionHistory, termsOn } from './subscription-history';
import { MrrConverter } from './subscription-mrr';

/** The stocks of a company on one day, in the target currency. */
export interface CompanySnapshot {
  day: IsoDate;
  mrr: MinorUnits;
  /** Customers with MRR > 0 and their MRR. */
  mrrByCustomer: ReadonlyMap<string, MinorUnits>;
  /** Subscriptions (contracts) with MRR > 0. */
  contributingSubscriptions: number;
  tradableSubscriptions: number;
}

/**
 * Tradable (saas-metrics.md): live, status ACTIVE or AVAILABLE, trading status AVAILABLE, and not
 * ending before a contract of `tradeLengthMonths` starting that day would end.
 */
export function isTradableOn(
  subscription: SubscriptionHistory,
  day: IsoDate,
  tradeLengthMonths: number,
): boolean {
  return outlastsContract(subscription, day, addMonths(day, tradeLengthMonths));
}

/** {@link isTradableOn} with the contract's end day (day + trade length) worked out once per day. */
function outlastsContract(subscription: SubscriptionHistory, day: IsoDate, contractEnd: IsoDate): boolean {
  if (!isLiveOn(subscription, day)) return false;
  const { status, tradingStatus } = termsOn(subscription, day);
  if ((status !== 'ACTIVE' && status !== 'AVAILABLE') || tradingStatus !== 'AVAILABLE') return false;
  return subscription.endDate === null || subscription.endDate >= contractEnd;
}

/** Reads a company's stocks day by day, remembering each day it was asked for. */
export class CompanySnapshots {
  private readonly converter: MrrConverter;
  private readonly byDay = new Map<IsoDate, CompanySnapshot>();
  /** Each customer's first day with MRR (to tell new business from a reactivation). */
  readonly firstActive: ReadonlyMap<string, IsoDate>;

  constructor(
    private readonly subscriptions: readonly SubscriptionHistory[],
    currency: Currency,
    rates: RateTable,
    private readonly tradeLengthMonths: number,
  ) {
    this.converter = new MrrConverter(currency, rates);
    const firstActive = new Map<string, IsoDate>();
    for (const subscription of subscriptions) {
      const first = firstContributingDay(subscription);
      const known = firstActive.get(subscription.customerId);
      if (first !== null && (known === undefined || first < known))
        firstActive.set(subscription.customerId, first);
    }
    this.firstActive = firstActive;
  }

  on(day: IsoDate): CompanySnapshot {
    const known = this.byDay.get(day);
    if (known) return known;
    const mrrByCustomer = new Map<string, MinorUnits>();
    let mrr = 0;
    let contributingSubscriptions = 0;
    let tradableSubscriptions = 0;
    const contractEnd = addMonths(day, this.tradeLengthMonths);
    for (const subscription of this.subscriptions) {
      if (outlastsContract(subscription, day, contractEnd)) tradableSubscriptions += 1;
      const amount = this.converter.subscriptionMrrOn(subscription, day);
      if (amount === 0) continue;
      contributingSubscriptions += 1;
      mrr += amount;
      mrrByCustomer.set(subscription.customerId, (mrrByCustomer.get(subscription.customerId) ?? 0) + amount);
    }
    for (const [customer, amount] of mrrByCustomer) if (amount === 0) mrrByCustomer.delete(customer);
    const snapshot = { day, mrr, mrrByCustomer, contributingSubscriptions, tradableSubscriptions };
    this.byDay.set(day, snapshot);
    return snapshot;
  }
}
