import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { subscriptions } from './subscriptions';

/**
 * The history of a subscription's terms (ARCHITECTURE.md, Analytics): each row applies from its
 * effective date until the next one; before the first row the first applies from the start date.
 * Written when an import or sync changes what a subscription is, so MRR on any past day is read
 * from what was known, and expansion and contraction are movements that happened.
 */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** Recurring amount per billing period, net of VAT (domain `netRecurringAmount`), minor units. */
    netRecurringAmountMinor: bigint('net_recurring_amount_minor', { mode: 'number' }).notNull(),
    billingPeriodMonths: integer('billing_period_months').notNull(),
    status: text('status').notNull(),
    tradingStatus: text('trading_status').notNull(),
    currency: text('currency').notNull(),
    /** What recorded it: 'csv' (an approved import), 'demo', 'migration', or a provider name. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One set of terms per subscription and day: a second change on the same day replaces the first.
    primaryKey({ name: 'subscription_changes_pk', columns: [t.subscriptionId, t.effectiveDate] }),
    index('subscription_changes_account_idx').on(t.accountId, t.subscriptionId, t.effectiveDate),
  ],
);

/**
 * ECB reference rates (units of `currency` per 1 EUR) by publication day: the shipped history
 * (seeded on first use) and the newer days the rates job fetched. Exact decimals, never floats.
 */
export const ecbRates = pgTable(
  'ecb_rates',
  {
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rate: numeric('rate').notNull(),
  },
  (t) => [primaryKey({ name: 'ecb_rates_pk', columns: [t.currency, t.day] })],
);
