import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { integrations } from './integrations';

/**
 * Profit and loss from a connected accounting tool: one amount per month, account category path
 * ("Expenses/Operating/Rent") and currency; positive is income, negative expense. A sync replaces
 * the months it read.
 */
export const accountingPnlLines = pgTable(
  'accounting_pnl_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounting_pnl_lines_key_idx').on(t.integrationId, t.month, t.category, t.currency),
    index('accounting_pnl_lines_account_idx').on(t.accountId, t.month),
  ],
);

/** Balance-sheet figures from a connected accounting tool, one row per day it was read for. */
export const accountingBalanceSheets = pgTable(
  'accounting_balance_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    totalAssetsMinor: bigint('total_assets_minor', { mode: 'number' }).notNull(),
    totalLiabilitiesMinor: bigint('total_liabilities_minor', { mode: 'number' }).notNull(),
    cashMinor: bigint('cash_minor', { mode: 'number' }).notNull(),
    debtMinor: bigint('debt_minor', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounting_balance_sheets_key_idx').on(t.integrationId, t.asOf),
    index('accounting_balance_sheets_account_idx').on(t.accountId, t.asOf),
  ],
);
