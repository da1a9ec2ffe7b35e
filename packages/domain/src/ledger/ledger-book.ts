import { type Currency, isCurrency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { accountKey, balanceAllowed } from './accounts';
import { type EntryProblem, entryProblems, type JournalEntry } from './journal-entry';

/** Balances derived from postings, and the entries posted so far by idempotency key. */
export interface LedgerBook {
  readonly balances: ReadonlyMap<string, MinorUnits>;
  readonly entries: ReadonlyMap<string, JournalEntry>;
}

export const emptyLedger = (): LedgerBook => ({ balances: new Map(), entries: new Map() });

export type PostProblem =
  | EntryProblem
  | { code: 'IDEMPOTENCY_CONFLICT'; idempotencyKey: string }
  | { code: 'BALANCE_NOT_ALLOWED'; account: string; balanceMinor: MinorUnits };

export type PostResult =
  | { status: 'posted'; ledger: LedgerBook }
  | { status: 'duplicate'; ledger: LedgerBook }
  | { status: 'refused'; ledger: LedgerBook; problems: PostProblem[] };

/** Balances of accounts as sums of postings (what the database's balance view computes). */
export function balancesOf(entries: Iterable<JournalEntry>): Map<string, MinorUnits> {
  const balances = new Map<string, MinorUnits>();
  for (const entry of entries) {
    for (const { account, amountMinor } of entry.postings) {
      const key = accountKey(account);
      balances.set(key, (balances.get(key) ?? 0) + amountMinor);
    }
  }
  return balances;
}

const sameEntry = (a: JournalEntry, b: JournalEntry) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Posts an entry to a ledger, purely (a new ledger comes back). The same entry again is a
 * duplicate that changes nothing (a rerun job); another entry under a used key is refused. An
 * invalid entry, or one that would take an account past its side of zero (an investor reserving
 * more than its cash), is refused whole.
 */
export function postEntry(ledger: LedgerBook, entry: JournalEntry): PostResult {
  const known = ledger.entries.get(entry.idempotencyKey);
  if (known) {
    return sameEntry(known, entry)
      ? { status: 'duplicate', ledger }
      : {
          status: 'refused',
          ledger,
          problems: [{ code: 'IDEMPOTENCY_CONFLICT', idempotencyKey: entry.idempotencyKey }],
        };
  }
  const invalid = entryProblems(entry);
  if (invalid.length > 0) return { status: 'refused', ledger, problems: invalid };

  const balances = new Map(ledger.balances);
  for (const { account, amountMinor } of entry.postings) {
    const key = accountKey(account);
    balances.set(key, (balances.get(key) ?? 0) + amountMinor);
  }
  const problems: PostProblem[] = [];
  for (const { account } of entry.postings) {
    const key = accountKey(account);
    const balanceMinor = balances.get(key) ?? 0;
    if (
      !balanceAllowed(account.type, balanceMinor) &&
      !problems.some((p) => 'account' in p && p.account === key)
    ) {
      problems.push({ code: 'BALANCE_NOT_ALLOWED', account: key, balanceMinor });
    }
  }
  if (problems.length > 0) return { status: 'refused', ledger, problems };
  const entries = new Map(ledger.entries);
  entries.set(entry.idempotencyKey, entry);
  return { status: 'posted', ledger: { balances, entries } };
}

/** Posts entries that belong together (an acceptance's payout and fee) all or none. */
export function postAll(ledger: LedgerBook, entries: readonly JournalEntry[]): PostResult {
  let current = ledger;
  let allDuplicates = true;
  for (const entry of entries) {
    const result = postEntry(current, entry);
    if (result.status === 'refused') return { status: 'refused', ledger, problems: result.problems };
    if (result.status === 'posted') allDuplicates = false;
    current = result.ledger;
  }
  return { status: allDuplicates ? 'duplicate' : 'posted', ledger: current };
}

/** The balance of one account (0 when it has no postings). */
export function balanceOf(ledger: LedgerBook, key: string): MinorUnits {
  return ledger.balances.get(key) ?? 0;
}

/** Sum of every balance per currency: always zero in a ledger of balanced entries. */
export function totalsByCurrency(ledger: LedgerBook): Map<Currency, MinorUnits> {
  const totals = new Map<Currency, MinorUnits>();
  for (const [key, balance] of ledger.balances) {
    const currency = key.slice(key.lastIndexOf(':') + 1);
    if (!isCurrency(currency)) throw new RangeError(`Account ${key} has no currency`);
    totals.set(currency, (totals.get(currency) ?? 0) + balance);
  }
  return totals;
}
