import { type Db, schema } from '@tranche/db';
import type { BankData, Currency, IsoDate } from '@tranche/domain';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { bankFlowsByMonth } from '../banking/bank.repo';

const linked = schema.linkedBankAccounts;
const transactions = schema.bankTransactions;
const integrations = schema.integrations;

/**
 * Each bank account's balance at the end of `day`: its latest balance less what was booked after
 * `day` up to that balance's date. Accounts of removed connections are left out; null when the
 * company has no bank account with a balance.
 */
export async function balancesAt(db: Db, accountId: string, day: IsoDate) {
  const later = sql<number>`coalesce(sum(${transactions.amountMinor}) filter (
      where ${transactions.bookingDate} <= coalesce(${linked.balanceOn}, current_date)), 0)::bigint`;
  const rows = await db
    .select({
      currency: linked.currency,
      amountMinor: sql<number>`(${linked.balanceMinor} - ${later})::bigint`.mapWith(Number),
    })
    .from(linked)
    .innerJoin(integrations, eq(integrations.id, linked.integrationId))
    .leftJoin(
      transactions,
      and(eq(transactions.linkedAccountId, linked.id), gt(transactions.bookingDate, day)),
    )
    .where(
      and(eq(linked.accountId, accountId), isNull(integrations.deletedAt), isNotNull(linked.balanceMinor)),
    )
    .groupBy(linked.id);
  return rows.map((row) => ({ currency: row.currency as Currency, amountMinor: row.amountMinor }));
}

/** What the company's bank connections say about cash on `day` and the months before it; null without any. */
export async function bankDataAt(
  db: Db,
  accountId: string,
  day: IsoDate,
  monthsFrom: IsoDate,
): Promise<BankData | null> {
  const balances = await balancesAt(db, accountId, day);
  if (balances.length === 0) return null;
  const months = await bankFlowsByMonth(db, accountId, { from: monthsFrom, to: day });
  return {
    balances,
    months: months.map((row) => ({ ...row, currency: row.currency as Currency })),
  };
}
