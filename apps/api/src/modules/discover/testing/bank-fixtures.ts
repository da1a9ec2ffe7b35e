import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@tranche/db';
import { categorise } from '@tranche/domain';

/** A bank transaction to store: the categoriser gives its category unless one is named. */
export interface TransactionFixture {
  amountMinor: number;
  bookingDate: string;
  currency?: 'EUR' | 'USD' | 'GBP' | 'CZK' | 'PLN';
  creditorName?: string | null;
  debtorName?: string | null;
  description?: string | null;
  category?: string;
  categorySource?: string;
}

/** A banking connection with one linked account, written directly (no sync): its ids. */
export async function linkedAccountFixture(db: Db, accountId: string, currency = 'EUR') {
  const [integration] = await db
    .insert(schema.integrations)
    .values({
      accountId,
      type: 'nordigen',
      category: 'banking',
      sandbox: true,
      status: 'active',
      institutionId: randomUUID(),
    })
    .returning({ id: schema.integrations.id });
  const [linked] = await db
    .insert(schema.linkedBankAccounts)
    .values({ accountId, integrationId: integration!.id, externalId: randomUUID(), currency })
    .returning({ id: schema.linkedBankAccounts.id });
  return { integrationId: integration!.id, linkedAccountId: linked!.id };
}

/** Stores transactions of a linked account; returns their ids in order. */
export async function insertTransactions(
  db: Db,
  target: { accountId: string; linkedAccountId: string },
  fixtures: readonly TransactionFixture[],
): Promise<string[]> {
  const rows = await db
    .insert(schema.bankTransactions)
    .values(
      fixtures.map((fixture) => {
        const transaction = {
          amountMinor: fixture.amountMinor,
          currency: fixture.currency ?? 'EUR',
          bookingDate: fixture.bookingDate,
          creditorName: fixture.creditorName ?? null,
          debtorName: fixture.debtorName ?? null,
          description: fixture.description ?? null,
        };
        const { level3, source } = categorise(transaction);
        return {
          ...target,
          ...transaction,
          externalId: randomUUID(),
          valueDate: null,
          category: fixture.category ?? level3,
          categorySource: fixture.categorySource ?? (fixture.category ? 'built-in' : source),
        };
      }),
    )
    .returning({ id: schema.bankTransactions.id });
  return rows.map((row) => row.id);
}
