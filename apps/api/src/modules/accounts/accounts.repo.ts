import { type Db, schema } from '@tranche/db';
import { and, asc, eq, sql } from 'drizzle-orm';

export type AccountRow = typeof schema.accounts.$inferSelect;
export type AccountPatch = Partial<Omit<typeof schema.accounts.$inferInsert, 'id' | 'kind' | 'createdAt'>>;

const { accounts } = schema;

export async function findAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function insertAccount(
  db: Db,
  values: typeof schema.accounts.$inferInsert,
): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

export async function updateAccount(db: Db, id: string, patch: AccountPatch): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(accounts.id, id))
    .returning();
  return row!;
}

export async function listAccountsByReview(
  db: Db,
  status: AccountRow['reviewStatus'],
): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.reviewStatus, status)))
    .orderBy(asc(accounts.createdAt));
}
