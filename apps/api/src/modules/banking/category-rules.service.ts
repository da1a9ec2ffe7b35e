import { randomUUID } from 'node:crypto';
import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { type CompanyRule, categorise, type Level3Id, ruleFromCorrection } from '@tranche/domain';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { bankTransactionColumns } from './bank.repo';
import {
  applyCategories,
  type CategoryRuleRow,
  companyRulesOf,
  deleteRule,
  findStoredTransaction,
  insertRule,
  type StoredTransaction,
  setCorrection,
  transactionsForRules,
} from './category-rules.repo';

export const TRANSACTION_NOT_FOUND = 'Bank transaction not found';
export const RULE_NOT_FOUND = 'Category rule not found';

/** The categories the company's rules give these transactions, where they differ from the stored ones. */
function recategorised(
  stored: readonly StoredTransaction[],
  rules: readonly CompanyRule[],
  keep: (ruleId: string) => boolean = () => true,
) {
  const updates: { id: string; category: string; categorySource: string }[] = [];
  for (const transaction of stored) {
    const { level3, source, ruleId } = categorise(transaction, rules);
    if (!keep(ruleId)) continue;
    if (level3 !== transaction.category || source !== transaction.categorySource)
      updates.push({ id: transaction.id, category: level3, categorySource: source });
  }
  return updates;
}

async function transactionView(db: Db, id: string) {
  const [row] = await db
    .select(bankTransactionColumns)
    .from(schema.bankTransactions)
    .where(eq(schema.bankTransactions.id, id));
  return row!;
}

/**
 * A user's correction of one transaction's category (PATCH bank/transactions/:id): the transaction
 * keeps it for good (source 'correction'); with `createRule` a company rule is made from it and
 * applied to the company's other transactions that no user corrected and that it now decides.
 */
export async function correctTransaction(
  db: Db,
  accountId: string,
  id: string,
  correction: { category: Level3Id; createRule: boolean },
) {
  return db.transaction(async (tx) => {
    const transaction = await findStoredTransaction(tx, accountId, id);
    if (!transaction) throw notFound(TRANSACTION_NOT_FOUND);
    await setCorrection(tx, accountId, id, correction.category);
    const made = correction.createRule
      ? ruleFromCorrection(transaction, correction.category, randomUUID())
      : null;
    let rule: CategoryRuleRow | null = null;
    let count = 0;
    if (made) {
      rule = await insertRule(tx, accountId, made, id);
      const rules = await companyRulesOf(tx, accountId);
      const candidates = await transactionsForRules(tx, accountId, {
        ...(made.match.direction ? { direction: made.match.direction } : {}),
      });
      count = await applyCategories(
        tx,
        accountId,
        recategorised(candidates, rules, (ruleId) => ruleId === made.companyRuleId),
      );
    }
    return { transaction: await transactionView(tx, id), rule, recategorised: count };
  });
}

/**
 * Removes a company rule (DELETE bank/category-rules/:id); the transactions a company rule
 * categorised are categorised again by the rules left (then the built-in ones).
 */
export async function deleteCategoryRule(db: Db, accountId: string, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await deleteRule(tx, accountId, id))) throw notFound(RULE_NOT_FOUND);
    const rules = await companyRulesOf(tx, accountId);
    const stored = await transactionsForRules(tx, accountId, 'by-company-rule');
    return applyCategories(tx, accountId, recategorised(stored, rules));
  });
}
