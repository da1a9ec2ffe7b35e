import type { IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import { isMinorUnits, type MinorUnits } from '../money/money';
import { accountKey, isValidAccount, type LedgerAccount } from './accounts';

/** Why money moved (the database's reason enum). */
export const ENTRY_REASONS = [
  'deposit',
  'withdrawal',
  'bid_reserve',
  'reserve_release',
  'payout',
  'fee',
  'repayment',
] as const;
export type EntryReason = (typeof ENTRY_REASONS)[number];

/** One line of an entry: a signed amount on one account (positive adds to what the owner holds). */
export interface Posting {
  account: LedgerAccount;
  amountMinor: MinorUnits;
}

export interface JournalEntry {
  /** Unique per business event (e.g. `order:17:payout`): posting the same event twice changes nothing. */
  idempotencyKey: string;
  reason: EntryReason;
  currency: Currency;
  /** The business day of the event. */
  bookedOn: IsoDate;
  postings: readonly Posting[];
  /** The rows it belongs to, for statements and payouts lists. */
  refs: Readonly<{ orderId?: string; assetId?: string; assetPaymentId?: string; bidId?: string }>;
}

export type EntryProblem =
  | { code: 'NO_IDEMPOTENCY_KEY' }
  | { code: 'TOO_FEW_POSTINGS' }
  | { code: 'INVALID_ACCOUNT'; account: string }
  | { code: 'NOT_AN_AMOUNT'; account: string }
  | { code: 'ZERO_POSTING'; account: string }
  | { code: 'MIXED_CURRENCY'; account: string }
  | { code: 'UNBALANCED'; sumMinor: number };

/**
 * What is wrong with an entry, empty when it may be posted: a key, at least two postings, valid
 * accounts, non-zero integer amounts, every account in the entry's currency, and postings that
 * sum to exactly zero (the same rule the database's deferred constraint trigger enforces).
 */
export function entryProblems(entry: JournalEntry): EntryProblem[] {
  const problems: EntryProblem[] = [];
  if (entry.idempotencyKey.trim() === '') problems.push({ code: 'NO_IDEMPOTENCY_KEY' });
  if (entry.postings.length < 2) problems.push({ code: 'TOO_FEW_POSTINGS' });
  let sum = 0n;
  for (const { account, amountMinor } of entry.postings) {
    const key = accountKey(account);
    if (!isValidAccount(account)) problems.push({ code: 'INVALID_ACCOUNT', account: key });
    if (account.currency !== entry.currency) problems.push({ code: 'MIXED_CURRENCY', account: key });
    if (!isMinorUnits(amountMinor)) {
      problems.push({ code: 'NOT_AN_AMOUNT', account: key });
      continue;
    }
    if (amountMinor === 0) problems.push({ code: 'ZERO_POSTING', account: key });
    sum += BigInt(amountMinor);
  }
  if (sum !== 0n) problems.push({ code: 'UNBALANCED', sumMinor: Number(sum) });
  return problems;
}

export class InvalidEntryError extends Error {
  constructor(readonly problems: readonly EntryProblem[]) {
    super(`Refused journal entry: ${problems.map((problem) => problem.code).join(', ')}`);
    this.name = 'InvalidEntryError';
  }
}

/** The entry itself when valid; throws {@link InvalidEntryError} otherwise. */
export function assertValidEntry(entry: JournalEntry): JournalEntry {
  const problems = entryProblems(entry);
  if (problems.length > 0) throw new InvalidEntryError(problems);
  return entry;
}
