import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, profiles } from './accounts';

/**
 * Identity checks (spec §1): one applicant per person (KYC) and per client company (KYB) at the
 * verification provider. The outcome is mirrored on profiles.kyc_status and accounts.kyb_status;
 * this row keeps the provider's ids and what the review said.
 */
export type ApplicantSubject = 'PERSON' | 'COMPANY';

export const verificationApplicants = pgTable(
  'verification_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subject: text('subject').$type<ApplicantSubject>().notNull(),
    /** The person of a KYC applicant; null for the company's KYB. */
    profileSub: text('profile_sub').references(() => profiles.sub, { onDelete: 'cascade' }),
    /** sandbox | sumsub: an applicant is read back only from the provider that created it. */
    provider: text('provider').notNull(),
    /** The id Tranche gives the provider (and its web SDK) for this person or company. */
    externalUserId: text('external_user_id').notNull(),
    applicantId: text('applicant_id').notNull(),
    level: text('level').notNull(),
    status: text('status').notNull(),
    stepsDone: jsonb('steps_done').$type<string[]>().notNull().default([]),
    rejectionLabels: jsonb('rejection_labels').$type<string[]>().notNull().default([]),
    sourceOfFunds: text('source_of_funds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_applicants_user_idx').on(t.provider, t.externalUserId),
    uniqueIndex('verification_applicants_applicant_idx').on(t.provider, t.applicantId),
    index('verification_applicants_account_idx').on(t.accountId),
  ],
);
