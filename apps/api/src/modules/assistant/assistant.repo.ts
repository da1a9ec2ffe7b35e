import { type Db, schema } from '@tranche/db';
import { and, desc, eq } from 'drizzle-orm';

const m = schema.assistantMessages;
export type AssistantMessageRow = typeof m.$inferSelect;

export async function insertAssistantMessage(
  db: Db,
  values: typeof m.$inferInsert,
): Promise<AssistantMessageRow> {
  const [row] = await db.insert(m).values(values).returning();
  if (!row) throw new Error('assistant message not stored');
  return row;
}

/** One user's latest messages within their company, newest first. */
export function latestAssistantMessages(db: Db, scope: { accountId: string; sub: string }, limit: number) {
  return db
    .select()
    .from(m)
    .where(and(eq(m.accountId, scope.accountId), eq(m.userSub, scope.sub)))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit);
}

export async function deleteAssistantMessages(
  db: Db,
  scope: { accountId: string; sub: string },
): Promise<number> {
  const deleted = await db
    .delete(m)
    .where(and(eq(m.accountId, scope.accountId), eq(m.userSub, scope.sub)))
    .returning({ id: m.id });
  return deleted.length;
}
