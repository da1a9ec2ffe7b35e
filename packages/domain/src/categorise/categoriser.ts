import { type CategorisableTransaction, directionOf, type TransactionDirection } from './bank-transaction';
import { matchBuiltInRule } from './built-in-matcher';
import { type CompanyRule, matchCompanyRule } from './company-rules';
import { type Level1Id, type Level2Id, type Level3Id, level1Of, level2Of } from './taxonomy';

/** Where a categorisation came from: the company's own rule, a built-in rule, or nothing (a catch-all). */
export type CategorySource = 'company-rule' | 'built-in' | 'fallback';

/** A transaction's category at all three levels, and what decided it. */
export interface Categorisation {
  level1: Level1Id;
  level2: Level2Id;
  level3: Level3Id;
  /** The company rule's id, the built-in rule's id, or `fallback.in` / `fallback.out`. */
  ruleId: string;
  source: CategorySource;
}

/** Where money that no rule recognises goes: the accounting catch-alls, marked 'fallback' for review. */
const FALLBACK: Readonly<Record<TransactionDirection, Level3Id>> = {
  in: 'revenue.other_income.miscellaneous',
  out: 'operating_costs.other.miscellaneous',
};

function categorisation(level3: Level3Id, ruleId: string, source: CategorySource): Categorisation {
  return { level1: level1Of(level3), level2: level2Of(level3), level3, ruleId, source };
}

/**
 * Categorises a bank transaction into the taxonomy: the company's own rules first (corrections it
 * made), then the built-in rules, then a catch-all by direction. Always returns a category.
 */
export function categorise(
  transaction: CategorisableTransaction,
  companyRules: readonly CompanyRule[] = [],
): Categorisation {
  const companyRule = matchCompanyRule(transaction, companyRules);
  if (companyRule) return categorisation(companyRule.level3, companyRule.companyRuleId, 'company-rule');
  const builtIn = matchBuiltInRule(transaction);
  if (builtIn) return categorisation(builtIn.level3, builtIn.ruleId, 'built-in');
  const direction = directionOf(transaction.amountMinor);
  return categorisation(FALLBACK[direction], `fallback.${direction}`, 'fallback');
}
