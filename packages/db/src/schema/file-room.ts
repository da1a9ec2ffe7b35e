import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { assets } from './marketplace';
import { uploadedFiles } from './subscriptions';

/**
 * A file-room file the client chose to show to investors: either to every investor who sees one
 * of its assets (on the market, or holding it) or to one named investor company. Nothing else of
 * the client's files is ever visible to an investor.
 */
export const fileShares = pgTable(
  'file_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    /** The owning client company (scope of every query). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    investorAccountId: uuid('investor_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('file_shares_one_target', sql`num_nonnulls(${t.assetId}, ${t.investorAccountId}) = 1`),
    uniqueIndex('file_shares_asset_uq').on(t.fileId, t.assetId),
    uniqueIndex('file_shares_investor_uq').on(t.fileId, t.investorAccountId),
    index('file_shares_account_idx').on(t.accountId),
    index('file_shares_investor_idx').on(t.investorAccountId),
    index('file_shares_asset_idx').on(t.assetId),
  ],
);
