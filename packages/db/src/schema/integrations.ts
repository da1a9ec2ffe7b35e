import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

export type IntegrationStatusColumn = 'pending' | 'active' | 'try again' | 'expired';

/** Where a sync stands, pushed to the web as it moves. */
export interface IntegrationSyncProgress {
  phase:
    | 'subscriptions'
    | 'invoices'
    | 'payments'
    | 'accounts'
    | 'transactions'
    | 'reports'
    | 'saving'
    | 'done';
  /** Records read from the provider so far in this sync. */
  read: number;
}

/**
 * A company's connection to one provider (spec §3): at most one live per type; deleting keeps the
 * row (deleted_at) so its synced records keep their origin. Credentials are sealed (AES-GCM).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    category: text('category').notNull(),
    status: text('status').$type<IntegrationStatusColumn>().notNull().default('pending'),
    /** Connected to the provider's offline sandbox (its keys are not configured). */
    sandbox: boolean('sandbox').notNull(),
    credentials: text('credentials'),
    externalAccountId: text('external_account_id'),
    /**
     * Accounting: the aggregator's connection inside the company (Codat's connection id, the
     * accounting tool Apideck's vault reached); with externalAccountId it names what to reconnect.
     */
    externalConnectionId: text('external_connection_id'),
    vanityUrl: text('vanity_url'),
    /** Open banking: the bank the consent was given at, as the aggregator names it. */
    institutionId: text('institution_id'),
    institutionName: text('institution_name'),
    institutionLogo: text('institution_logo'),
    country: text('country'),
    /** Open banking: days of history asked for (spec §9: 90 by default). */
    transactionTotalDays: integer('transaction_total_days'),
    /** Open banking: when the last syncs read the bank, for the aggregator's reads-a-day limit. */
    bankSyncTimes: jsonb('bank_sync_times').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the client last sent with PATCH integrations/{id} {raw}. */
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    syncProgress: jsonb('sync_progress').$type<IntegrationSyncProgress | null>(),
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** Why the last sync failed (status 'try again'); cleared by the next good one. */
    lastError: text('last_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live connection per type; for open banking, one per bank.
    uniqueIndex('integrations_one_per_type_idx')
      .on(t.accountId, t.type, sql`coalesce(${t.institutionId}, '')`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Webhook deliveries already taken: a provider's retry of the same event changes nothing. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    integrationId: uuid('integration_id').references(() => integrations.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Invoices synced from a billing provider (the Invoices tab). */
export const providerInvoices = pgTable(
  'provider_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    number: text('number'),
    customerExternalId: text('customer_external_id').notNull(),
    customerName: text('customer_name').notNull(),
    subscriptionExternalId: text('subscription_external_id'),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    amountDueMinor: bigint('amount_due_minor', { mode: 'number' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
    pdf: text('pdf').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_invoices_external_idx').on(t.integrationId, t.externalId),
    index('provider_invoices_list_idx').on(t.accountId, t.provider, t.issuedOn),
  ],
);

/** Payments synced from a billing or terminal provider: cash in for the company's analytics. */
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    customerExternalId: text('customer_external_id'),
    subscriptionExternalId: text('subscription_external_id'),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    failureReason: text('failure_reason'),
  },
  (t) => [
    uniqueIndex('provider_payments_external_idx').on(t.integrationId, t.externalId),
    index('provider_payments_account_idx').on(t.accountId, t.occurredAt),
  ],
);
