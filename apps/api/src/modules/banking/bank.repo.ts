import { type Db, schema } from '@tranche/db';
import type { BankAccountData, BankBalance, BankTransaction } from '@tranche/providers';
import { and, desc, eq, sql } from 'drizzle-orm';

const linked = schema.linkedBankAccounts;
const transactions = schema.bankTransactions;
const CHUNK = 1_000;

/** What one bank sync read of one account. */
export interface BankAccountRead {
  account: BankAccountData;
  balance: BankBalance | null;
  transactions: (BankTransaction & { category: string; categorySource: string })[];
}

/**
 * Stores the accounts a consent shares, each with its latest balance; an account with an IBAN is
 * also put under Bank Details (never twice: one row per company and IBAN).
 */
async function upsertLinkedAccount(
  db: Db,
  target: { accountId: string; integrationId: string; bankName: string | null },
  { account, balance }: BankAccountRead,
) {
  let bankAccountId: string | null = null;
  if (account.iban !== null) {
    await db
      .insert(schema.bankAccounts)
      .values({
        accountId: target.accountId,
        iban: account.iban,
        bankName: target.bankName,
        ownerName: account.ownerName ?? target.bankName ?? account.iban,
        currency: account.currency,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: schema.bankAccounts.id })
      .from(schema.bankAccounts)
      .where(
        and(eq(schema.bankAccounts.accountId, target.accountId), eq(schema.bankAccounts.iban, account.iban)),
      );
    bankAccountId = row?.id ?? null;
  }
  const values = {
    bankAccountId,
    iban: account.iban,
    name: account.name,
    ownerName: account.ownerName,
    currency: account.currency,
    balanceMinor: balance?.amountMinor ?? null,
    balanceType: balance?.type ?? null,
    balanceOn: balance?.referenceDate ?? null,
  };
  const [row] = await db
    .insert(linked)
    .values({
      accountId: target.accountId,
      integrationId: target.integrationId,
      externalId: account.externalId,
      ...values,
    })
    .onConflictDoUpdate({
      target: [linked.integrationId, linked.externalId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning({ id: linked.id });
  return row!.id;
}

/**
 * Writes a bank sync: accounts, balances and the transactions not stored yet. A transaction read
 * again (the overlap of syncs, or a bank that ignores the date filter) changes nothing, and keeps
 * the category it was given (a client's correction stays).
 */
export async function writeBankRead(
  db: Db,
  target: { accountId: string; integrationId: string; bankName: string | null },
  reads: readonly BankAccountRead[],
) {
  for (const read of reads) {
    const linkedAccountId = await upsertLinkedAccount(db, target, read);
    for (let from = 0; from < read.transactions.length; from += CHUNK) {
      await db
        .insert(transactions)
        .values(
          read.transactions.slice(from, from + CHUNK).map((transaction) => ({
            accountId: target.accountId,
            linkedAccountId,
            externalId: transaction.externalId,
            amountMinor: transaction.amountMinor,
            currency: transaction.currency,
            bookingDate: transaction.bookingDate,
            valueDate: transaction.valueDate,
            creditorName: transaction.creditorName,
            debtorName: transaction.debtorName,
            description: transaction.description,
            category: transaction.category,
            categorySource: transaction.categorySource,
          })),
        )
        .onConflictDoNothing({ target: [transactions.linkedAccountId, transactions.externalId] });
    }
  }
}

/** A company's bank accounts shared through open banking, with balances (GET bank). */
export function linkedAccountsOf(db: Db, accountId: string) {
  return db
    .select({
      id: linked.id,
      integrationId: linked.integrationId,
      institutionName: schema.integrations.institutionName,
      iban: linked.iban,
      name: linked.name,
      ownerName: linked.ownerName,
      currency: linked.currency,
      balanceMinor: linked.balanceMinor,
      balanceType: linked.balanceType,
      balanceOn: linked.balanceOn,
      bankAccountId: linked.bankAccountId,
      updatedAt: linked.updatedAt,
    })
    .from(linked)
    .innerJoin(schema.integrations, eq(schema.integrations.id, linked.integrationId))
    .where(and(eq(linked.accountId, accountId), sql`${schema.integrations.deletedAt} is null`))
    .orderBy(linked.currency, linked.name);
}

/** One page of a company's bank transactions, newest first; of one account when `linkedAccountId`. */
export function transactionsOf(
  db: Db,
  accountId: string,
  options: { linkedAccountId?: string; page: number; size: number },
) {
  return db
    .select({
      id: transactions.id,
      linkedAccountId: transactions.linkedAccountId,
      amountMinor: transactions.amountMinor,
      currency: transactions.currency,
      bookingDate: transactions.bookingDate,
      valueDate: transactions.valueDate,
      creditorName: transactions.creditorName,
      debtorName: transactions.debtorName,
      description: transactions.description,
      category: transactions.category,
      categorySource: transactions.categorySource,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        options.linkedAccountId ? eq(transactions.linkedAccountId, options.linkedAccountId) : undefined,
      ),
    )
    .orderBy(desc(transactions.bookingDate), desc(transactions.id))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
}

/** Money in and out per month and currency (the Cashflow view), over the company's bank transactions. */
export function cashflowOf(db: Db, accountId: string) {
  const month = sql<string>`to_char(${transactions.bookingDate}, 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: transactions.currency,
      inflowMinor:
        sql<number>`coalesce(sum(${transactions.amountMinor}) filter (where ${transactions.amountMinor} > 0), 0)::bigint`.mapWith(
          Number,
        ),
      outflowMinor:
        sql<number>`coalesce(-sum(${transactions.amountMinor}) filter (where ${transactions.amountMinor} < 0), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(transactions)
    .where(eq(transactions.accountId, accountId))
    .groupBy(month, transactions.currency)
    .orderBy(month, transactions.currency);
}
