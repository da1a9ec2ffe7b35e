import type { IsoDate } from '../dates/calendar';
import { normaliseText } from './text';

/** The fields of a bank transaction that categorisation reads (as the open-banking provider gives them). */
export interface CategorisableTransaction {
  /** Negative: money out. */
  amountMinor: number;
  currency: string;
  description: string | null;
  creditorName: string | null;
  debtorName: string | null;
  bookingDate: IsoDate;
}

/** Money in or money out; a zero amount counts as money in. */
export type TransactionDirection = 'in' | 'out';

/** Whether an amount (negative: money out) is money in or money out. */
export function directionOf(amountMinor: number): TransactionDirection {
  return amountMinor < 0 ? 'out' : 'in';
}

/**
 * The other party's name: the creditor of a payment out, the debtor of a payment in. Banks that
 * fill only one of the two names put the other party there, so the other field stands in.
 */
export function counterpartyOf(transaction: CategorisableTransaction): string | null {
  const { creditorName, debtorName } = transaction;
  return directionOf(transaction.amountMinor) === 'out'
    ? (creditorName ?? debtorName)
    : (debtorName ?? creditorName);
}

/**
 * The normalised text that rules read: the counterparty, then the description, with a `~` between
 * them so that no phrase matches across the two.
 */
export function transactionText(transaction: CategorisableTransaction): string {
  return `${normaliseText(counterpartyOf(transaction))} ~ ${normaliseText(transaction.description)}`;
}

/** Both names are the account holder's: the money moved between two of its own accounts. */
export function isBetweenOwnAccounts(transaction: CategorisableTransaction): boolean {
  const creditor = normaliseText(transaction.creditorName);
  return creditor !== '' && creditor === normaliseText(transaction.debtorName);
}
