import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** The assistant's questions and answers, per user (the chat history), with the figures each answer used. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userSub: text('user_sub').notNull(),
    language: text('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    outcome: text('outcome').notNull(),
    engine: text('engine').notNull(),
    figures: jsonb('figures').$type<unknown[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_user_idx').on(t.userSub, t.createdAt)],
);
