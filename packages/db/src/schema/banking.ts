import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, bankAccounts } from './accounts';
import { integrations } from './integrations';

/**
 * A bank account shared through an open-banking consent, with its latest balance. When the bank
 * gives its IBAN it also stands under Bank Details (`bankAccountId`), where it can become the main
 * account.
 */
export const linkedBankAccounts = pgTable(
  'linked_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    iban: text('iban'),
    name: text('name'),
    ownerName: text('owner_name'),
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }),
    balanceType: text('balance_type'),
    balanceOn: date('balance_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('linked_bank_accounts_external_idx').on(t.integrationId, t.externalId),
    index('linked_bank_accounts_account_idx').on(t.accountId),
  ],
);

/**
 * Booked bank transactions, each once however often it is read (unique by the bank's id per
 * account), with the category the categoriser gave it.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    linkedAccountId: uuid('linked_account_id')
      .notNull()
      .references(() => linkedBankAccounts.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }),
    creditorName: text('creditor_name'),
    debtorName: text('debtor_name'),
    description: text('description'),
    /** The categoriser's level-3 category id and what decided it (company rule, built-in, fallback). */
    category: text('category').notNull(),
    categorySource: text('category_source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_transactions_external_idx').on(t.linkedAccountId, t.externalId),
    index('bank_transactions_account_idx').on(t.accountId, t.bookingDate),
  ],
);

/**
 * A company's own categorisation rule, made when a user corrects a transaction's category; it
 * takes precedence over the built-in rules for that company's transactions (CompanyRule of
 * packages/domain/categorise). A rule needs a counterparty or description words.
 */
export const companyCategoryRules = pgTable(
  'company_category_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    counterparty: text('counterparty'),
    descriptionContains: text('description_contains'),
    direction: text('direction').$type<'in' | 'out'>(),
    /** The level-3 category id the matching transactions get. */
    category: text('category').notNull(),
    /** The corrected transaction the rule was made from, while it exists. */
    sourceTransactionId: uuid('source_transaction_id').references(() => bankTransactions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_category_rules_account_idx').on(t.accountId)],
);
