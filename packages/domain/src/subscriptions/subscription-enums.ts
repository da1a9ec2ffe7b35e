import { z } from 'zod';

/** Spec §3. AVAILABLE is the live, tradable state; every other status counts as expired (spec §7). */
export const SUBSCRIPTION_STATUSES = [
  'AVAILABLE',
  'ACTIVE',
  'CANCELED',
  'ENDED',
  'PAUSED',
  'UNPAID',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const TRADING_STATUSES = ['AVAILABLE', 'IN_TRADE', 'SOLD', 'PLEDGED'] as const;
export type TradingStatus = (typeof TRADING_STATUSES)[number];
export const tradingStatusSchema = z.enum(TRADING_STATUSES);

/** Billing period in months (spec §3, §9). */
export const BILLING_PERIODS = [1, 3, 6, 12] as const;
export type BillingPeriodMonths = (typeof BILLING_PERIODS)[number];
export const billingPeriodSchema = z.union(BILLING_PERIODS.map((months) => z.literal(months)));

export const BILLING_PERIOD_NAMES: Readonly<Record<BillingPeriodMonths, string>> = {
  1: 'monthly',
  3: 'quarterly',
  6: 'semi-annual',
  12: 'yearly',
};

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

export function isBillingPeriod(value: number): value is BillingPeriodMonths {
  return (BILLING_PERIODS as readonly number[]).includes(value);
}
