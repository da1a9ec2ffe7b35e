import { type Db, schema } from '@tranche/db';
import type { IsoDate } from '@tranche/domain';
import type { BankAccountData, BankBalance, BankTransaction } from '@tranche/providers';
import { and, count, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categoriseForCompany } from './bank-sync';
import { companyRulesOf } from './category-rules.repo';

const linked = schema.linkedBankAccounts;
const transactions = schema.bankTransactions;
const CHUNK = 1_000;

/** What one bank sync read of one account (categorised when written, by the company's rules then). */
export interface BankAccountRead {
  account: BankAccountData;
  balance: BankBalance | null;
  transactions: BankTransaction[];
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
 * Writes a bank sync: accounts, balances and the transactions not stored yet, each categorised by
 * the company's rules as they stand in this write (a rule made while the bank was read applies).
 * A transaction read again (the overlap of syncs, or a bank that ignores the date filter) changes
 * nothing, and keeps the category it was given (a client's correction stays).
 */
export async function writeBankRead(
  db: Db,
  target: { accountId: string; integrationId: string; bankName: string | null },
  reads: readonly BankAccountRead[],
) {
  const rules = await companyRulesOf(db, target.accountId);
  for (const read of reads) {
    const linkedAccountId = await upsertLinkedAccount(db, target, read);
    for (let from = 0; from < read.transactions.length; from += CHUNK) {
      await db
        .insert(transactions)
        .values(
          categoriseForCompany(read.transactions.slice(from, from + CHUNK), rules).map((transaction) => ({
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

/** The columns of a bank transaction as the bank routes return it. */
export const bankTransactionColumns = {
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
};

/** Which of a company's bank transactions a list or count reads. */
export interface TransactionFilters {
  linkedAccountId?: string;
  /** A category id of any level: it and the categories below it. */
  category?: string;
  dateFrom?: IsoDate;
  dateTo?: IsoDate;
  /** Text the counterparty (creditor or debtor) or the description contains, case aside. */
  search?: string;
}

function filterCondition(accountId: string, filters: TransactionFilters): SQL | undefined {
  const contains = (column: AnyPgColumn, text: string) =>
    sql`strpos(lower(coalesce(${column}, '')), lower(${text})) > 0`;
  const { category, dateFrom, dateTo, search } = filters;
  return and(
    eq(transactions.accountId, accountId),
    filters.linkedAccountId ? eq(transactions.linkedAccountId, filters.linkedAccountId) : undefined,
    category
      ? sql`(${transactions.category} = ${category} or starts_with(${transactions.category}, ${`${category}.`}))`
      : undefined,
    dateFrom ? sql`${transactions.bookingDate} >= ${dateFrom}::date` : undefined,
    dateTo ? sql`${transactions.bookingDate} <= ${dateTo}::date` : undefined,
    search
      ? sql`(${contains(transactions.creditorName, search)} or ${contains(transactions.debtorName, search)}
          or ${contains(transactions.description, search)})`
      : undefined,
  );
}

/** One page of a company's bank transactions, newest first, narrowed by the filters. */
export function transactionsOf(
  db: Db,
  accountId: string,
  options: TransactionFilters & { page: number; size: number },
) {
  return db
    .select(bankTransactionColumns)
    .from(transactions)
    .where(filterCondition(accountId, options))
    .orderBy(desc(transactions.bookingDate), desc(transactions.id))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
}

/** How many of a company's bank transactions the filters leave (for paging). */
export async function countTransactions(db: Db, accountId: string, filters: TransactionFilters) {
  const [row] = await db.select({ n: count() }).from(transactions).where(filterCondition(accountId, filters));
  return row?.n ?? 0;
}

/**
 * Money in and out per month and currency over the bank accounts of live connections (the
 * Cashflow view, burn and runway), months as their first day; limited to `from`–`to` when given.
 */
export function bankFlowsByMonth(db: Db, accountId: string, range: { from?: IsoDate; to?: IsoDate } = {}) {
  const month = sql<string>`to_char(${transactions.bookingDate}, 'YYYY-MM-01')`;
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
    .innerJoin(linked, eq(linked.id, transactions.linkedAccountId))
    .innerJoin(schema.integrations, eq(schema.integrations.id, linked.integrationId))
    .where(
      and(
        eq(transactions.accountId, accountId),
        isNull(schema.integrations.deletedAt),
        range.from === undefined ? undefined : gte(transactions.bookingDate, range.from),
        range.to === undefined ? undefined : lte(transactions.bookingDate, range.to),
      ),
    )
    .groupBy(month, transactions.currency)
    .orderBy(month, transactions.currency);
}
