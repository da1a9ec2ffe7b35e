import { type Db, schema } from '@tranche/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

export type BankAccountRow = typeof schema.bankAccounts.$inferSelect;
const { bankAccounts } = schema;

export function listBankAccounts(db: Db, accountId: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.accountId, accountId))
    .orderBy(desc(bankAccounts.isMain), asc(bankAccounts.createdAt));
}

/**
 * Saves bank details as the company's main account: the same IBAN updates its row, a new IBAN
 * becomes a new row; either way it is the main one afterwards.
 */
export async function upsertMainBankAccount(
  db: Db,
  accountId: string,
  values: Omit<typeof schema.bankAccounts.$inferInsert, 'id' | 'accountId' | 'isMain'>,
): Promise<BankAccountRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(bankAccounts)
      .set({ isMain: false, updatedAt: sql`now()` })
      .where(and(eq(bankAccounts.accountId, accountId), eq(bankAccounts.isMain, true)));
    const [row] = await tx
      .insert(bankAccounts)
      .values({ ...values, accountId, isMain: true })
      .onConflictDoUpdate({
        target: [bankAccounts.accountId, bankAccounts.iban],
        set: { ...values, isMain: true, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  });
}

/** Makes one of the company's accounts the main one; false when it is not the company's. */
export async function setMainBankAccount(db: Db, accountId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.accountId, accountId), eq(bankAccounts.id, id)));
    if (!target) return false;
    await tx
      .update(bankAccounts)
      .set({ isMain: false, updatedAt: sql`now()` })
      .where(and(eq(bankAccounts.accountId, accountId), eq(bankAccounts.isMain, true)));
    await tx.update(bankAccounts).set({ isMain: true, updatedAt: sql`now()` }).where(eq(bankAccounts.id, id));
    return true;
  });
}
