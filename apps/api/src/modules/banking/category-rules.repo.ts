import { type Db, schema } from '@tranche/db';
import type { CompanyRule, CompanyRuleMatch, Level3Id } from '@tranche/domain';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';

const rules = schema.companyCategoryRules;
const transactions = schema.bankTransactions;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A rule as the bank routes return it. */
export interface CategoryRuleRow {
  id: string;
  counterparty: string | null;
  descriptionContains: string | null;
  direction: 'in' | 'out' | null;
  category: string;
  createdAt: string;
}

const ruleColumns = {
  id: rules.id,
  counterparty: rules.counterparty,
  descriptionContains: rules.descriptionContains,
  direction: rules.direction,
  category: rules.category,
  createdAt: rules.createdAt,
};

const toRow = (row: { createdAt: Date } & Omit<CategoryRuleRow, 'createdAt'>): CategoryRuleRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The domain's form of a stored rule (its conditions, absent where null). */
export function toCompanyRule(row: Omit<CategoryRuleRow, 'createdAt'>): CompanyRule {
  const match: CompanyRuleMatch = {};
  if (row.counterparty !== null) match.counterparty = row.counterparty;
  if (row.descriptionContains !== null) match.descriptionContains = row.descriptionContains;
  if (row.direction !== null) match.direction = row.direction;
  return { companyRuleId: row.id, match, level3: row.category as Level3Id };
}

/** A company's rules for the categoriser, oldest first (of equal rules the newer one wins). */
export async function companyRulesOf(db: Db, accountId: string): Promise<CompanyRule[]> {
  const rows = await db
    .select(ruleColumns)
    .from(rules)
    .where(eq(rules.accountId, accountId))
    .orderBy(asc(rules.createdAt), asc(rules.id));
  return rows.map(toCompanyRule);
}

/** A company's rules, newest first (GET bank/category-rules). */
export async function listRules(db: Db, accountId: string): Promise<CategoryRuleRow[]> {
  const rows = await db
    .select(ruleColumns)
    .from(rules)
    .where(eq(rules.accountId, accountId))
    .orderBy(desc(rules.createdAt), desc(rules.id));
  return rows.map(toRow);
}

const sameCondition = (
  column: typeof rules.counterparty | typeof rules.descriptionContains,
  value?: string,
) => (value === undefined ? isNull(column) : eq(column, value));

/**
 * Stores a rule made from a correction of `sourceTransactionId`; a rule of the company with the
 * very same conditions is replaced (a second correction of the same counterparty is the newer word).
 */
export async function insertRule(
  db: Db,
  accountId: string,
  rule: CompanyRule,
  sourceTransactionId: string,
): Promise<CategoryRuleRow> {
  const { counterparty, descriptionContains, direction } = rule.match;
  await db
    .delete(rules)
    .where(
      and(
        eq(rules.accountId, accountId),
        sameCondition(rules.counterparty, counterparty),
        sameCondition(rules.descriptionContains, descriptionContains),
        direction === undefined ? isNull(rules.direction) : eq(rules.direction, direction),
      ),
    );
  const [row] = await db
    .insert(rules)
    .values({
      id: rule.companyRuleId,
      accountId,
      counterparty: counterparty ?? null,
      descriptionContains: descriptionContains ?? null,
      direction: direction ?? null,
      category: rule.level3,
      sourceTransactionId,
    })
    .returning(ruleColumns);
  return toRow(row!);
}

/** Removes one of the company's rules; false when it has none of that id. */
export async function deleteRule(db: Db, accountId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(rules)
    .where(and(eq(rules.accountId, accountId), eq(rules.id, id)))
    .returning({ id: rules.id });
  return gone.length > 0;
}

/** What the categoriser reads of a stored transaction, with its id and current category. */
export interface StoredTransaction {
  id: string;
  amountMinor: number;
  currency: string;
  description: string | null;
  creditorName: string | null;
  debtorName: string | null;
  bookingDate: string;
  category: string;
  categorySource: string;
}

const storedColumns = {
  id: transactions.id,
  amountMinor: transactions.amountMinor,
  currency: transactions.currency,
  description: transactions.description,
  creditorName: transactions.creditorName,
  debtorName: transactions.debtorName,
  bookingDate: transactions.bookingDate,
  category: transactions.category,
  categorySource: transactions.categorySource,
};

/** One of the company's transactions, or undefined (another company's id included). */
export async function findStoredTransaction(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select(storedColumns)
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), eq(transactions.id, id)));
  return row as StoredTransaction | undefined;
}

/** The source of a category a user gave by hand; no rule changes it. */
export const CORRECTION_SOURCE = 'correction';

/**
 * The company's transactions a rule may categorise: those no user corrected, of one direction
 * when given (money out is negative), or those a company rule categorised.
 */
export async function transactionsForRules(
  db: Db,
  accountId: string,
  which: { direction?: 'in' | 'out' } | 'by-company-rule',
): Promise<StoredTransaction[]> {
  const conditions: SQL[] = [eq(transactions.accountId, accountId)];
  if (which === 'by-company-rule') conditions.push(eq(transactions.categorySource, 'company-rule'));
  else {
    conditions.push(sql`${transactions.categorySource} <> ${CORRECTION_SOURCE}`);
    if (which.direction === 'out') conditions.push(sql`${transactions.amountMinor} < 0`);
    if (which.direction === 'in') conditions.push(sql`${transactions.amountMinor} >= 0`);
  }
  return (await db
    .select(storedColumns)
    .from(transactions)
    .where(and(...conditions))) as StoredTransaction[];
}

/** Sets one transaction's category as the user corrected it. */
export async function setCorrection(db: Db, accountId: string, id: string, category: string) {
  await db
    .update(transactions)
    .set({ category, categorySource: CORRECTION_SOURCE })
    .where(and(eq(transactions.accountId, accountId), eq(transactions.id, id)));
}

/**
 * Writes new categories in one statement per chunk; a transaction a user corrected meanwhile
 * keeps its correction. Returns how many changed.
 */
export async function applyCategories(
  db: Db,
  accountId: string,
  updates: readonly { id: string; category: string; categorySource: string }[],
): Promise<number> {
  const CHUNK = 2_000;
  let changed = 0;
  for (let from = 0; from < updates.length; from += CHUNK) {
    const part = JSON.stringify(
      updates
        .slice(from, from + CHUNK)
        .map(({ id, category, categorySource }) => ({ id, category, category_source: categorySource })),
    );
    const result = await db.execute(sql`
      with changed as (
        update bank_transactions b set category = u.category, category_source = u.category_source
        from jsonb_to_recordset(${part}::jsonb) as u(id uuid, category text, category_source text)
        where b.id = u.id and b.account_id = ${accountId} and b.category_source <> ${CORRECTION_SOURCE}
          and (b.category, b.category_source) is distinct from (u.category, u.category_source)
        returning 1
      ) select count(*)::int as n from changed`);
    changed += rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return changed;
}
