import type { Subscription } from '@tranche/contracts';
import {
  type BillingPeriodMonths,
  type Currency,
  isExpired,
  isTradable,
  type SubscriptionStatus,
  type TradingStatus,
} from '@tranche/domain';
import type { SubscriptionRow } from './subscriptions.repo';

/** A stored subscription as the API returns it (contracts' subscriptionSchema). */
export function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  const status = row.status as SubscriptionStatus;
  const tradingStatus = row.tradingStatus as TradingStatus;
  return {
    id: row.id,
    externalId: row.externalId,
    source: row.source,
    status,
    tradingStatus,
    billingPeriod: row.billingPeriodMonths as BillingPeriodMonths,
    currency: row.currency as Currency,
    amount: row.amountMinor,
    mrr: row.mrrMinor,
    lastPaymentAmount: row.lastPaymentAmountMinor,
    nextPaymentAmount: row.nextPaymentAmountMinor,
    startDate: row.startDate,
    endDate: row.endDate,
    nextPaymentDate: row.nextPaymentDate,
    customer: { name: row.customerName, externalId: row.customerExternalId, country: row.customerCountry },
    expired: isExpired({ status, endDate: row.endDate }, now),
    tradable: isTradable({ status, tradingStatus, endDate: row.endDate }, now),
    importId: row.importId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
