import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Page views and named application events reported by the web app (spec §1, §3), with the signed-in
 * user and their company; both null for events sent before sign-in or with a token that failed.
 */
export const appEvents = pgTable(
  'app_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    path: text('path'),
    userSub: text('user_sub'),
    /** The user's company when the event was reported; kept (as null) when the company is deleted. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('app_events_name_created_idx').on(t.name, t.createdAt),
    index('app_events_account_created_idx').on(t.accountId, t.createdAt),
  ],
);
