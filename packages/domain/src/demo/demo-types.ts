import type { IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import type { SubscriptionInput } from '../subscriptions/subscription-input';
import type { PlanTier } from './catalog';

export interface DemoCustomer {
  externalId: string;
  name: string;
  country: string;
  currency: Currency;
  acquiredOn: IsoDate;
  /** End date of the customer's last subscription once none is live at `asOf`; null while a customer. */
  churnedOn: IsoDate | null;
}

/** A subscription record with every CSV field, plus what a billing sandbox needs to price it. */
export interface DemoSubscription extends SubscriptionInput {
  plan: PlanTier;
  seats: number;
  /** Per billing period, net of VAT. */
  netAmountMinor: MinorUnits;
  /** VAT rate applied to the net amount, as a decimal string ("19", "0"). */
  vatPercent: string;
  /** Pauses of this record: from the billing date it paused on until the day it resumed (null: still paused). */
  pauses: DemoPause[];
}

export interface DemoPause {
  from: IsoDate;
  until: IsoDate | null;
}

export type DemoPaymentStatus = 'SCHEDULED' | 'PAID' | 'FAILED';
export type DemoFailureReason = 'card_declined' | 'insufficient_funds' | 'expired_card';

/**
 * One collection attempt of one billing period. A period paid at once has one PAID attempt; a
 * failed one is retried (attempt 2, 3, 4) until PAID or given up; the next attempt due after
 * `asOf` is SCHEDULED.
 */
export interface DemoPayment {
  externalId: string;
  subscriptionExternalId: string;
  customerExternalId: string;
  currency: Currency;
  /** VAT included. */
  amountMinor: MinorUnits;
  netAmountMinor: MinorUnits;
  /** The billing date of the period this attempt collects. */
  periodStart: IsoDate;
  /** When this attempt runs. */
  dueDate: IsoDate;
  attempt: number;
  status: DemoPaymentStatus;
  /** Day the attempt was paid or failed; null while scheduled. */
  settledOn: IsoDate | null;
  failureReason: DemoFailureReason | null;
}

export interface DemoCompany {
  asOf: IsoDate;
  customers: DemoCustomer[];
  subscriptions: DemoSubscription[];
  payments: DemoPayment[];
}
