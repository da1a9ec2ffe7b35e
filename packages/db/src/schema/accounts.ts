import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts: the company a client or investor acts for, its people, its bank accounts, and the
 * operator's review of it. Users are keyed by the identity token's `sub`, so the same rows serve
 * the embedded pool and a real Cognito pool.
 */

export type AccountKind = 'CLIENT' | 'INVESTOR';
export type ReviewStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type ProfileStatus = 'ACTIVE' | 'DISABLED' | 'DELETED';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AccountKind>().notNull(),
    companyName: text('company_name'),
    companyUrl: text('company_url'),
    companyForm: text('company_form'),
    description: text('description'),
    address: text('address'),
    additionalAddress: text('additional_address'),
    postalCode: text('postal_code'),
    city: text('city'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    vat: text('vat'),
    naceCode: text('nace_code'),
    numberEmployees: integer('number_employees'),
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('PENDING'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    /** Share of the trade limit the client may sell, in percent with 2 decimals (hundredths): 7550 = 75.50 %. */
    allowedTradePercentHundredths: integer('allowed_trade_percent_hundredths'),
    /** Self-assessment (spec §3): money in minor units of the profile currency. */
    companyMrrMinor: bigint('company_mrr_minor', { mode: 'number' }),
    requestedFundingMinor: bigint('requested_funding_minor', { mode: 'number' }),
    estimatedRunwayMonths: integer('estimated_runway_months'),
    debtLoansMinor: bigint('debt_loans_minor', { mode: 'number' }),
    selfAssessmentCurrency: text('self_assessment_currency'),
    kybStatus: text('kyb_status').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_review_idx').on(t.reviewStatus, t.createdAt)],
);

export const profiles = pgTable(
  'profiles',
  {
    /** The identity token's subject. */
    sub: text('sub').primaryKey(),
    email: text('email').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    salutation: text('salutation'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    country: text('country'),
    investorType: text('investor_type'),
    currency: text('currency').notNull().default('USD'),
    language: text('language').notNull().default('en'),
    role: text('role'),
    representative: boolean('representative'),
    kycStatus: text('kyc_status').notNull().default(''),
    status: text('status').$type<ProfileStatus>().notNull().default('ACTIVE'),
    /** First-steps progress: the steps done so far, so a reload resumes where the user left. */
    onboarding: jsonb('onboarding')
      .$type<{ completed: string[]; finishedAt?: string }>()
      .notNull()
      .default(sql`'{"completed":[]}'::jsonb`),
    invitedBy: text('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_email_idx').on(t.email),
    index('profiles_account_idx').on(t.accountId, t.status),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    iban: text('iban').notNull(),
    bic: text('bic'),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    ownerName: text('owner_name').notNull(),
    currency: text('currency').notNull(),
    country: text('country'),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_accounts_iban_idx').on(t.accountId, t.iban),
    // At most one main account per company.
    uniqueIndex('bank_accounts_main_idx').on(t.accountId).where(sql`${t.isMain}`),
  ],
);

/** Operator settings: thresholds of the self-assessment and other tunables, one row per key. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** In-app notifications (spec §3): per company, optionally for one user. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userSub: text('user_sub'),
    type: text('type').notNull(),
    externalId: text('external_id'),
    clientRefId: text('client_ref_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    readClient: boolean('read_client').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.readClient, t.createdAt)],
);
