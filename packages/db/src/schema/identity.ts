import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
 * The embedded Cognito-compatible user pool (AUTH_MODE=embedded). Secrets (SRP verifiers, TOTP
 * secrets, challenge state) are stored encrypted by the API; codes and refresh tokens only as hashes.
 */

export type IdentityUserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export const identityUsers = pgTable(
  'identity_users',
  {
    /** Also the Cognito username (USER_ID_FOR_SRP): the pool uses email as a username alias. */
    sub: uuid('sub').primaryKey(),
    /** Lower-cased; the sign-in name. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** A new address waiting for its verification code (UpdateUserAttributes). */
    pendingEmail: text('pending_email'),
    status: text('status').$type<IdentityUserStatus>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Other attributes by Cognito name: given_name, family_name, phone_number, custom:kind… */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    /** SRP salt, hex. */
    srpSalt: text('srp_salt').notNull(),
    /** SRP verifier, encrypted. */
    srpVerifier: text('srp_verifier').notNull(),
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
    /** Verified TOTP secret, encrypted. */
    totpSecret: text('totp_secret'),
    /** Associated but not yet verified TOTP secret, encrypted. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    smsMfaEnabled: boolean('sms_mfa_enabled').notNull().default(false),
    preferredMfa: text('preferred_mfa').$type<'SOFTWARE_TOKEN_MFA' | 'SMS_MFA'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_users_email_idx').on(t.email)],
);

/** One-time codes (sign-up, reset, attribute verification, passwordless sign-in, SMS MFA), hashed. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sub: uuid('sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code proves, e.g. the new email address being verified. */
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_codes_sub_purpose_idx').on(t.sub, t.purpose)],
);

/** A sign-in session: its id is the tokens' origin_jti; the refresh token is stored hashed. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuid('id').primaryKey(),
    sub: uuid('sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    deviceKey: text('device_key'),
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_sessions_refresh_idx').on(t.refreshTokenHash),
    index('identity_sessions_sub_idx').on(t.sub),
  ],
);

/** The state between InitiateAuth and RespondToAuthChallenge; `id` is the hash of the Session string. */
export const identityChallenges = pgTable(
  'identity_challenges',
  {
    id: text('id').primaryKey(),
    /** Encrypted JSON of the flow state (user, SRP secret ephemeral, attempts…). */
    state: text('state').notNull(),
    /** Wrong answers so far (MFA codes may be retried with the same Session, a few times). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_challenges_expires_idx').on(t.expiresAt)],
);

/** Tracked devices (device SRP); remembered ones skip MFA. */
export const identityDevices = pgTable(
  'identity_devices',
  {
    deviceKey: text('device_key').primaryKey(),
    sub: uuid('sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    /** Set by ConfirmDevice: SRP salt (hex) and encrypted verifier. */
    srpSalt: text('srp_salt'),
    srpVerifier: text('srp_verifier'),
    name: text('name'),
    remembered: boolean('remembered').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastIp: text('last_ip'),
    lastAuthenticatedAt: timestamp('last_authenticated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_devices_sub_idx').on(t.sub)],
);

/**
 * AUTH_MODE=cognito: users an operator disabled or deleted through the admin interface. Their
 * still-valid Cognito tokens are refused by the API until they expire.
 */
export const identityBlockedSubjects = pgTable('identity_blocked_subjects', {
  sub: text('sub').primaryKey(),
  reason: text('reason').$type<'disabled' | 'deleted'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
