import { type Db, schema } from '@tranche/db';
import { and, desc, eq } from 'drizzle-orm';

const { deposits } = schema;
export type DepositRow = typeof deposits.$inferSelect;

/** Records a deposit once per investor and bank reference; the same reference again returns the first. */
export async function insertDeposit(
  db: Db,
  values: Omit<typeof deposits.$inferInsert, 'id' | 'createdAt'>,
): Promise<{ row: DepositRow; created: boolean }> {
  const [created] = await db.insert(deposits).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(deposits)
    .where(
      and(eq(deposits.investorAccountId, values.investorAccountId), eq(deposits.reference, values.reference)),
    );
  if (!existing) throw new Error('Deposit vanished between insert and read');
  return { row: existing, created: false };
}

export function listDeposits(db: Db, investorAccountId: string): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(eq(deposits.investorAccountId, investorAccountId))
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
}
