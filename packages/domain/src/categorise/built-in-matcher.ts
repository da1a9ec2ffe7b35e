import {
  type CategorisableTransaction,
  counterpartyOf,
  directionOf,
  isBetweenOwnAccounts,
  type TransactionDirection,
  transactionText,
} from './bank-transaction';
import { isOrganisationName } from './counterparty';
import { BUILT_IN_RULES, type BuiltInRule } from './rules';
import type { Level3Id } from './taxonomy';
import { wordsPattern } from './text';

/** What a built-in rule decided, and which rule it was. */
export interface BuiltInMatch {
  level3: Level3Id;
  ruleId: string;
}

interface CompiledRule {
  rule: BuiltInRule;
  anyOf: RegExp;
  alsoAnyOf: RegExp | null;
  noneOf: RegExp | null;
}

const COMPILED: readonly CompiledRule[] = BUILT_IN_RULES.map((rule) => ({
  rule,
  anyOf: wordsPattern(rule.anyOf),
  alsoAnyOf: rule.alsoAnyOf ? wordsPattern(rule.alsoAnyOf) : null,
  noneOf: rule.noneOf ? wordsPattern(rule.noneOf) : null,
}));
const SAVINGS = COMPILED.find(({ rule }) => rule.id === 'transfers.savings')!;

function matchesText(compiled: CompiledRule, text: string): boolean {
  return (
    compiled.anyOf.test(text) &&
    (compiled.alsoAnyOf === null || compiled.alsoAnyOf.test(text)) &&
    (compiled.noneOf === null || !compiled.noneOf.test(text))
  );
}

function categoryOf(rule: BuiltInRule, direction: TransactionDirection): Level3Id {
  return typeof rule.level3 === 'string' ? rule.level3 : rule.level3[direction];
}

/**
 * The built-in category of a transaction, or null when no rule knows it. Besides the rules in
 * order: two names that are the same holder's are a transfer between own accounts; money in from
 * a supplier that is only ever paid is a refund; and money in from a company that nothing else
 * explains is a customer paying (a SaaS company's most common inflow).
 */
export function matchBuiltInRule(transaction: CategorisableTransaction): BuiltInMatch | null {
  const direction = directionOf(transaction.amountMinor);
  const text = transactionText(transaction);
  if (isBetweenOwnAccounts(transaction)) {
    return matchesText(SAVINGS, text)
      ? { level3: 'transfers.own_accounts.savings', ruleId: SAVINGS.rule.id }
      : { level3: 'transfers.own_accounts.bank_accounts', ruleId: 'transfers.same-holder' };
  }
  for (const compiled of COMPILED) {
    const { rule } = compiled;
    if (rule.direction !== undefined && rule.direction !== direction) continue;
    if (matchesText(compiled, text)) return { level3: categoryOf(rule, direction), ruleId: rule.id };
  }
  if (direction === 'out') return null;
  const supplier = COMPILED.find((compiled) => compiled.rule.suppliers && matchesText(compiled, text));
  if (supplier) return { level3: 'revenue.refunds.refunds_received', ruleId: `${supplier.rule.id}.refund` };
  if (isOrganisationName(counterpartyOf(transaction))) {
    return { level3: 'revenue.subscriptions.customer_transfers', ruleId: 'revenue.from-organisation' };
  }
  return null;
}
