import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { assets, orders } from './marketplace';

/**
 * Hands-free trading strategies (spec §3 trading strategy): an investor's standing rules on which
 * new assets to bid for, and with how much in all. Money in minor units of the strategy's currency.
 */
export const tradingStrategies = pgTable(
  'trading_strategies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investorAccountId: uuid('investor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    investmentMinor: bigint('investment_minor', { mode: 'number' }).notNull(),
    minArrMinor: bigint('min_arr_minor', { mode: 'number' }).notNull().default(0),
    /** Null: no upper bound. */
    maxArrMinor: bigint('max_arr_minor', { mode: 'number' }),
    minRunRateMinor: bigint('min_run_rate_minor', { mode: 'number' }).notNull().default(0),
    /** NACE section letter; null: any category. */
    companyCategory: text('company_category'),
    /** The worst rating grade accepted. */
    riskRank: text('risk_rank').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trading_strategies_investment_positive', sql`${t.investmentMinor} > 0`),
    index('trading_strategies_investor_idx').on(t.investorAccountId, t.createdAt),
    index('trading_strategies_currency_idx').on(t.currency),
  ],
);

/**
 * Each asset a strategy bid on automatically, with the order placed and why the rules matched.
 * Unique per strategy and asset: the database itself refuses a second bid of one strategy on one
 * asset, whichever worker tries, and a withdrawn bid is never placed again.
 */
export const strategyAutoBids = pgTable(
  'strategy_auto_bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => tradingStrategies.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    investorAccountId: uuid('investor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    /** The rules and the asset's values that matched them (domain MatchExplanation). */
    explanation: jsonb('explanation').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('strategy_auto_bids_strategy_asset_key').on(t.strategyId, t.assetId),
    index('strategy_auto_bids_investor_idx').on(t.investorAccountId, t.createdAt),
    index('strategy_auto_bids_order_idx').on(t.orderId),
  ],
);
