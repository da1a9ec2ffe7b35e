import type { BankTransactionDto } from '@tranche/contracts/discover';

/** Who the money went to (out) or came from (in); the other party's name when the bank left it out. */
export function counterpartyOf(transaction: BankTransactionDto): string | null {
  return transaction.amountMinor < 0
    ? (transaction.creditorName ?? transaction.debtorName)
    : (transaction.debtorName ?? transaction.creditorName);
}
