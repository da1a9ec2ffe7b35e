import {
  type CategorisableTransaction,
  counterpartyOf,
  directionOf,
  type TransactionDirection,
} from './bank-transaction';
import { counterpartyKey } from './counterparty';
import { isLevel3Id, type Level3Id } from './taxonomy';
import { containsWords, normaliseText } from './text';

/**
 * What a company rule looks for. Every condition given must hold, and a rule needs a counterparty
 * or a description word (a rule on the direction alone would catch everything).
 */
export interface CompanyRuleMatch {
  /** The counterparty's name; matches it in other spellings and legal forms, or a name containing it. */
  counterparty?: string;
  /** Words that the description must contain (case, umlauts and punctuation aside). */
  descriptionContains?: string;
  direction?: TransactionDirection;
}

/** A company's own categorisation rule, made from a correction; it takes precedence over built-in ones. */
export interface CompanyRule {
  companyRuleId: string;
  match: CompanyRuleMatch;
  level3: Level3Id;
}

/** Bank wording, months and filler that say nothing about what a payment was for. */
const UNDISTINCTIVE = new Set(
  (
    'sepa lastschrift basislastschrift firmenlastschrift ueberweisung sammelueberweisung gutschrift ' +
    'dauerauftrag kartenzahlung zahlung verwendungszweck svwz eref mref kref cred abwa abwe iban bic ' +
    'notprovided end to end payment payments transfer card debit credit direct faster bacs chaps ' +
    'standing order ref reference invoice rechnung nr no inv the and und fuer for von vom an auf der ' +
    'die das des mit per pos purchase online visa mastercard girocard debitk sammler einzug betrag ' +
    'januar februar maerz april mai juni juli august september oktober november dezember january ' +
    'february march may june july october december jan feb mar apr jun jul aug sep sept okt oct nov ' +
    'dez dec'
  ).split(' '),
);

function conditionCount(match: CompanyRuleMatch): number {
  return [match.counterparty, match.descriptionContains, match.direction].filter(
    (value) => value !== undefined,
  ).length;
}

function matches(rule: CompanyRule, transaction: CategorisableTransaction): boolean {
  const { counterparty, descriptionContains, direction } = rule.match;
  if (counterparty === undefined && descriptionContains === undefined) return false;
  if (direction !== undefined && direction !== directionOf(transaction.amountMinor)) return false;
  if (counterparty !== undefined) {
    const key = counterpartyKey(counterparty);
    if (!containsWords(counterpartyKey(counterpartyOf(transaction)), key)) return false;
  }
  if (descriptionContains !== undefined) {
    if (!containsWords(normaliseText(transaction.description), normaliseText(descriptionContains)))
      return false;
  }
  return true;
}

/**
 * The company rule that categorises a transaction, if any. When several match, the one with more
 * conditions wins, then the later one in the list (the newer correction). Rules whose category is
 * no longer in the taxonomy are skipped.
 */
export function matchCompanyRule(
  transaction: CategorisableTransaction,
  rules: readonly CompanyRule[],
): CompanyRule | null {
  let best: CompanyRule | null = null;
  for (const rule of rules) {
    if (!isLevel3Id(rule.level3) || !matches(rule, transaction)) continue;
    if (best === null || conditionCount(rule.match) >= conditionCount(best.match)) best = rule;
  }
  return best;
}

/**
 * Turns a client's correction of one transaction into a rule for its company: same direction, and
 * the same counterparty when the transaction names one, else the first distinctive word of the
 * description (not bank wording, a month or a reference). Null when the transaction has neither.
 */
export function ruleFromCorrection(
  transaction: CategorisableTransaction,
  level3: Level3Id,
  companyRuleId: string,
): CompanyRule | null {
  const direction = directionOf(transaction.amountMinor);
  const counterparty = counterpartyOf(transaction);
  if (counterparty !== null && counterpartyKey(counterparty) !== '') {
    return { companyRuleId, match: { counterparty, direction }, level3 };
  }
  const word = normaliseText(transaction.description)
    .split(' ')
    .find((candidate) => candidate.length >= 3 && !/\d/.test(candidate) && !UNDISTINCTIVE.has(candidate));
  return word === undefined
    ? null
    : { companyRuleId, match: { descriptionContains: word, direction }, level3 };
}
