import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The ledger (ARCHITECTURE.md "Money and the ledger"): accounts per owner, type and currency;
 * journal entries of postings in one currency that sum to zero. Balances are sums of postings,
 * never stored. The database itself refuses what must never happen: an unbalanced entry or one of
 * fewer than two postings (a deferred constraint trigger, checked at commit), a zero posting, a
 * posting in another currency than its entry or its account (composite foreign keys), a second
 * entry under one idempotency key, and any change to a posted entry (append-only triggers).
 */

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** client | investor | tranche | external (packages/domain ledger/accounts.ts). */
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
    /** cash | reserved | fees | receivable | payable | world. */
    type: text('type').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_key').on(t.ownerKind, t.ownerId, t.type, t.currency),
    unique('ledger_accounts_id_currency_key').on(t.id, t.currency),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** deposit | withdrawal | bid_reserve | reserve_release | payout | fee | repayment. */
    reason: text('reason').notNull(),
    currency: text('currency').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    orderId: uuid('order_id'),
    assetId: uuid('asset_id'),
    assetPaymentId: uuid('asset_payment_id'),
    refs: jsonb('refs').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_entries_idempotency_key').on(t.idempotencyKey),
    unique('ledger_entries_id_currency_key').on(t.id, t.currency),
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_asset_idx').on(t.assetId),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Signed minor units: positive adds to what the account's owner holds. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_postings_amount_not_zero', sql`${t.amountMinor} <> 0`),
    foreignKey({
      name: 'ledger_postings_entry_currency_fk',
      columns: [t.entryId, t.currency],
      foreignColumns: [ledgerEntries.id, ledgerEntries.currency],
    }),
    foreignKey({
      name: 'ledger_postings_account_currency_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.accountId),
  ],
);

/** Money an investor sent to Tranche's bank, recorded by the operator (or the sandbox bank). */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investorAccountId: uuid('investor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The bank's reference of the transfer; with the investor it identifies the deposit. */
    reference: text('reference').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposits_amount_positive', sql`${t.amountMinor} > 0`),
    unique('deposits_reference_key').on(t.investorAccountId, t.reference),
  ],
);
