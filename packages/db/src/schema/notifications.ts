import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

/**
 * Each user's choice of notification types that also come by mail. A user without a row gets the
 * product's defaults (see DEFAULT_MAIL_TYPES in the contracts).
 */
export const notificationMailSettings = pgTable('notification_mail_settings', {
  sub: text('sub')
    .primaryKey()
    .references(() => profiles.sub, { onDelete: 'cascade' }),
  mailTypes: text('mail_types').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
