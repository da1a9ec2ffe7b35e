import type { IsoDate } from '../dates/calendar';
import type { MinorUnits } from '../money/money';
import type { BillingPeriodMonths, SubscriptionStatus } from '../subscriptions/subscription-enums';
import type { DemoSubscription } from './demo-types';

export interface DemoTermsChange {
  effectiveDate: IsoDate;
  /** Per billing period, net of VAT. */
  netAmountMinor: MinorUnits;
  billingPeriodMonths: BillingPeriodMonths;
  status: SubscriptionStatus;
}

/** One subscription with its history: the records of one contract joined, their terms as changes. */
export interface DemoSubscriptionHistory {
  /** The contract as it stands (the last record), started when its first record started. */
  subscription: DemoSubscription;
  /** The first record's id: the contract keeps it through upgrades and downgrades. */
  externalId: string;
  startDate: IsoDate;
  /** Ascending by effective date, the first on the start date. */
  changes: DemoTermsChange[];
}

/**
 * The demo company as subscriptions with histories. The generator writes a plan change (upgrade,
 * downgrade, a fixed term renewed) as a record ENDED on the day and a new record of the same
 * customer from that day, so its CSV file alone carries the MRR history; here such a chain becomes
 * one subscription whose terms change on those days. A pause is PAUSED from its billing date and
 * running again from the day it resumed (a reactivation). A record's own status applies while it
 * runs when it is the contract's last record (UNPAID, CANCELED, ENDED as they stand); earlier ones
 * ran as AVAILABLE.
 */
export function demoSubscriptionHistories(
  subscriptions: readonly DemoSubscription[],
): DemoSubscriptionHistory[] {
  const byCustomer = new Map<string, DemoSubscription[]>();
  for (const subscription of subscriptions) {
    const list = byCustomer.get(subscription.customerExternalId) ?? [];
    list.push(subscription);
    byCustomer.set(subscription.customerExternalId, list);
  }
  const histories: DemoSubscriptionHistory[] = [];
  for (const records of byCustomer.values()) {
    let chain: DemoSubscription[] = [];
    for (const record of records) {
      const previous = chain.at(-1);
      if (previous && !(previous.status === 'ENDED' && previous.endDate === record.startDate)) {
        histories.push(historyOf(chain));
        chain = [];
      }
      chain.push(record);
    }
    if (chain.length > 0) histories.push(historyOf(chain));
  }
  return histories;
}

function historyOf(chain: readonly DemoSubscription[]): DemoSubscriptionHistory {
  const first = chain[0]!;
  const last = chain.at(-1)!;
  const changes = new Map<IsoDate, DemoTermsChange>();
  for (const record of chain) {
    const running: SubscriptionStatus =
      record === last && record.status !== 'PAUSED' ? record.status : 'AVAILABLE';
    const terms = (effectiveDate: IsoDate, status: SubscriptionStatus): DemoTermsChange => ({
      effectiveDate,
      netAmountMinor: record.netAmountMinor,
      billingPeriodMonths: record.billingPeriodMonths,
      status,
    });
    changes.set(record.startDate, terms(record.startDate, running));
    for (const pause of record.pauses) {
      changes.set(pause.from, terms(pause.from, 'PAUSED'));
      if (pause.until !== null) changes.set(pause.until, terms(pause.until, running));
    }
  }
  return {
    subscription: last,
    externalId: first.externalId,
    startDate: first.startDate,
    changes: [...changes.values()].sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1)),
  };
}
