import { type Db, schema } from '@tranche/db';
import type { IsoDate } from '@tranche/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { IntegrationRow } from '../integrations/integrations.repo';
import type { AccountingRead } from './accounting-sync';

const i = schema.integrations;
const CHUNK = 1_000;
/** The first day of a day's month: P&L lines are stored by it. */
export const monthOf = (day: IsoDate): IsoDate => `${day.slice(0, 7)}-01`;
const pnl = schema.accountingPnlLines;
const sheets = schema.accountingBalanceSheets;

/** The kinds of connection that bring books: an accounting tool or aggregator, a unified API. */
export const ACCOUNTING_CATEGORIES = ['accounting', 'unified'] as const;

/** Stores the aggregator's company (Codat) or consumer (Apideck) of a connection being linked. */
export async function setExternalAccount(db: Db, id: string, externalAccountId: string) {
  const [row] = await db
    .update(i)
    .set({ externalAccountId, status: 'pending', lastError: null, updatedAt: sql`now()` })
    .where(eq(i.id, id))
    .returning();
  return row!;
}

/** A link the user completed: the aggregator's connection and its authorisation; syncs next. */
export async function activateAccounting(
  db: Db,
  id: string,
  values: { credentials: string | null; externalConnectionId: string; expiresAt: Date | null },
) {
  const [row] = await db
    .update(i)
    .set({ ...values, status: 'active', lastError: null, connectedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(i.id, id))
    .returning();
  return row!;
}

/**
 * A link the user refused or that failed: a connection that never synced is dropped (nothing was
 * connected); one with synced data stays, expired, to be linked again.
 */
export async function abandonLink(db: Db, row: IntegrationRow, reason: string) {
  await db
    .update(i)
    .set(
      row.lastSyncedAt === null
        ? { deletedAt: sql`now()`, updatedAt: sql`now()` }
        : { status: 'expired', lastError: reason, updatedAt: sql`now()` },
    )
    .where(eq(i.id, row.id));
}

/**
 * Writes what one sync read, inside the sync's transaction: the months of profit and loss it read
 * replace the stored ones (a line the books no longer have disappears), the balance sheet of its
 * day is replaced. The same read written twice leaves the same rows.
 */
export async function writeAccountingRead(
  tx: Db,
  target: { accountId: string; integrationId: string },
  read: AccountingRead,
) {
  const owner = { accountId: target.accountId, integrationId: target.integrationId };
  await tx
    .delete(pnl)
    .where(
      and(eq(pnl.integrationId, target.integrationId), gte(pnl.month, read.from), lte(pnl.month, read.to)),
    );
  // In chunks: a statement takes at most 65,535 parameters.
  for (let at = 0; at < read.lines.length; at += CHUNK)
    await tx.insert(pnl).values(read.lines.slice(at, at + CHUNK).map((line) => ({ ...owner, ...line })));
  const sheet = { ...owner, ...read.balanceSheet };
  await tx
    .insert(sheets)
    .values(sheet)
    .onConflictDoUpdate({
      target: [sheets.integrationId, sheets.asOf],
      set: {
        currency: sheet.currency,
        totalAssetsMinor: sheet.totalAssetsMinor,
        totalLiabilitiesMinor: sheet.totalLiabilitiesMinor,
        cashMinor: sheet.cashMinor,
        debtMinor: sheet.debtMinor,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The company's books come from one tool: of its live accounting connections, the one synced
 * last (a company connecting two tools for the same books must not count them twice).
 */
async function booksSource(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: i.id })
    .from(i)
    .where(
      and(
        eq(i.accountId, accountId),
        isNull(i.deletedAt),
        inArray(i.category, [...ACCOUNTING_CATEGORIES]),
        isNotNull(i.lastSyncedAt),
      ),
    )
    .orderBy(desc(i.lastSyncedAt))
    .limit(1);
  return row?.id ?? null;
}

export interface BalanceSheetRow {
  integrationId: string;
  asOf: IsoDate;
  currency: string;
  totalAssetsMinor: number;
  totalLiabilitiesMinor: number;
  cashMinor: number;
  debtMinor: number;
}

/** The newest balance sheet of the company's books (see booksSource); null without one. */
export async function latestBalanceSheet(db: Db, accountId: string): Promise<BalanceSheetRow | null> {
  const source = await booksSource(db, accountId);
  if (source === null) return null;
  const [row] = await db
    .select({
      integrationId: sheets.integrationId,
      asOf: sheets.asOf,
      currency: sheets.currency,
      totalAssetsMinor: sheets.totalAssetsMinor,
      totalLiabilitiesMinor: sheets.totalLiabilitiesMinor,
      cashMinor: sheets.cashMinor,
      debtMinor: sheets.debtMinor,
    })
    .from(sheets)
    .where(eq(sheets.integrationId, source))
    .orderBy(desc(sheets.asOf))
    .limit(1);
  return row ?? null;
}

export interface PnlLineRow {
  month: IsoDate;
  /** "Income/Revenue/Subscriptions", "Expenses/Sales and marketing/Advertising", … */
  category: string;
  currency: string;
  /** Positive: income; negative: expense. In minor units of `currency`. */
  amountMinor: number;
}

/**
 * The profit-and-loss lines of the company's books (see booksSource) for the months from `from`'s
 * to `to`'s (yyyy-mm-dd, both included), by month and category. Amounts stay in their currency.
 */
export async function pnlLinesOf(
  db: Db,
  accountId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<PnlLineRow[]> {
  const source = await booksSource(db, accountId);
  if (source === null) return [];
  return db
    .select({
      month: pnl.month,
      category: pnl.category,
      currency: pnl.currency,
      amountMinor: pnl.amountMinor,
    })
    .from(pnl)
    .where(and(eq(pnl.integrationId, source), gte(pnl.month, monthOf(from)), lte(pnl.month, to)))
    .orderBy(asc(pnl.month), asc(pnl.category), asc(pnl.currency));
}
