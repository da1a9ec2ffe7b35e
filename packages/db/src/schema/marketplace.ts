import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { subscriptions } from './subscriptions';

/**
 * The marketplace (spec §3, §4; reference/marketplace.md): credit ratings with their history and
 * the operator's overrides, assets bundling a client's subscriptions, investors' orders (bids) and
 * the repayment schedule (asset payments) written when a bid is accepted.
 */

export type AssetStatus = 'OPEN' | 'COMPLETED' | 'CANCELED';
export type OrderStatus = 'BIDDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELED';
export type AssetSubscriptionRole = 'SOLD' | 'PLEDGED';
export type AssetPaymentStatusColumn = 'NOT_PAID' | 'PENDING' | 'PAID';

/**
 * Versions of the marketplace's money rules (packages/domain MarketplaceSettings: scorecard,
 * discount table, fee, default limit and contract length, acceleration); the newest is in force,
 * the defaults until an operator saves one. Kept whole, with who changed them and why.
 */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    changedBy: text('changed_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketplace_settings_created_idx').on(t.createdAt)],
);

/** Every computation of a client's rating, kept with its inputs (the newest one is in force). */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The grade in force (the override's when there is one). */
    grade: text('grade').notNull(),
    computedGrade: text('computed_grade').notNull(),
    scoreHundredths: integer('score_hundredths').notNull(),
    confidenceHundredths: integer('confidence_hundredths').notNull(),
    discountBps: integer('discount_bps').notNull(),
    /** The whole rated company (factors, effects, override) as the domain computed it. */
    rating: jsonb('rating').$type<Record<string, unknown>>().notNull(),
    /** The scorecard's input (one KPI outcome per factor). */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    /** What caused it: data-change, monthly, override, first. */
    cause: text('cause').notNull(),
    /** A fingerprint of the inputs and settings: a recomputation that changes nothing adds no row. */
    inputsHash: text('inputs_hash').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ratings_account_idx').on(t.accountId, t.computedAt)],
);

/** An operator's override of a client's grade, with the reason and who; `grade` null lifts it. */
export const ratingOverrides = pgTable(
  'rating_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    grade: text('grade'),
    reason: text('reason').notNull(),
    operator: text('operator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rating_overrides_account_idx').on(t.accountId, t.createdAt)],
);

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    status: text('status').$type<AssetStatus>().notNull().default('OPEN'),
    currency: text('currency').notNull(),
    contractLengthMonths: integer('contract_length_months').notNull(),
    /** Face value of the sold subscriptions (what the client repays). */
    faceMinor: bigint('face_minor', { mode: 'number' }).notNull(),
    pledgedFaceMinor: bigint('pledged_face_minor', { mode: 'number' }).notNull().default(0),
    guidePriceMinor: bigint('guide_price_minor', { mode: 'number' }).notNull(),
    grade: text('grade').notNull(),
    discountBps: integer('discount_bps').notNull(),
    ratingId: uuid('rating_id').references(() => ratings.id),
    createdBy: text('created_by').notNull(),
    /** Deleted by its client (spec §7 DELETE assets/{id}): hidden from lists, never sold. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assets_face_positive', sql`${t.faceMinor} > 0`),
    index('assets_account_idx').on(t.accountId, t.status, t.createdAt),
    index('assets_open_idx').on(t.status, t.currency, t.createdAt),
  ],
);

/** Which subscriptions an asset sells or pledges; a churned sold one records its replacement. */
export const assetSubscriptions = pgTable(
  'asset_subscriptions',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    role: text('role').$type<AssetSubscriptionRole>().notNull(),
    faceMinor: bigint('face_minor', { mode: 'number' }).notNull(),
    churnedOn: date('churned_on', { mode: 'string' }),
    replacedBySubscriptionId: uuid('replaced_by_subscription_id'),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.subscriptionId] }),
    index('asset_subscriptions_subscription_idx').on(t.subscriptionId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    investorAccountId: uuid('investor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('BIDDING'),
    currency: text('currency').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    pricePledgedMinor: bigint('price_pledged_minor', { mode: 'number' }),
    /** What the bid holds in the investor's reserved account. */
    reservedMinor: bigint('reserved_minor', { mode: 'number' }).notNull(),
    createdBy: text('created_by').notNull(),
    /** Deleted by its investor: hidden from its lists (its reserve released like a cancel). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_price_positive', sql`${t.priceMinor} > 0`),
    // The database's own guarantee that an asset is sold once, whatever races above it.
    uniqueIndex('orders_one_accepted_per_asset').on(t.assetId).where(sql`${t.status} = 'ACCEPTED'`),
    index('orders_asset_idx').on(t.assetId, t.status),
    index('orders_investor_idx').on(t.investorAccountId, t.status, t.createdAt),
  ],
);

/** One monthly instalment of an accepted asset (spec §3). */
export const assetPayments = pgTable(
  'asset_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    investorAccountId: uuid('investor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    rateMinor: bigint('rate_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paymentDueDate: date('payment_due_date', { mode: 'string' }).notNull(),
    paymentStatus: text('payment_status').$type<AssetPaymentStatusColumn>().notNull().default('NOT_PAID'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('asset_payments_rate_positive', sql`${t.rateMinor} > 0`),
    uniqueIndex('asset_payments_asset_number_key').on(t.assetId, t.number),
    index('asset_payments_account_idx').on(t.accountId, t.paymentDueDate),
  ],
);
