import {
  bigint,
  date,
  index,
  integer,
  jsonb,
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

/**
 * A version of each company's book of subscriptions, raised by triggers (migration 0023) in the
 * same transaction as every statement that writes its subscriptions or their history, by any path:
 * imports, syncs, edits, the marketplace. Stored month totals name the version they were computed
 * from, so none is read after the book changed. No foreign key: an account's deletion deletes its
 * subscriptions, whose trigger would then write a version for an account that no longer exists.
 */
export const analyticsBookVersions = pgTable('analytics_book_versions', {
  accountId: uuid('account_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A company's KPI totals of one calendar month in one currency (the stocks on the day before it and
 * on its last day, the movements between them, subscriptions and tradable ones on its last day),
 * as the analytics query computed them: kept once computed, and read instead of the history while
 * `stamp` (the book's version and the ECB rates held) is still current.
 */
export const analyticsMonthTotals = pgTable(
  'analytics_month_totals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    tradeLengthMonths: integer('trade_length_months').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    stamp: text('stamp').notNull(),
    totals: jsonb('totals').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_month_totals_pk',
      columns: [t.accountId, t.currency, t.tradeLengthMonths, t.month],
    }),
  ],
);
