import type { CreateDepositBody } from '@tranche/contracts';
import { CURRENCIES, type Currency, depositEntry, isoDateOf } from '@tranche/domain';
import type { Container } from '../../container';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { findAccount } from '../accounts/accounts.repo';
import { type DepositRow, insertDeposit, listDeposits } from './deposits.repo';
import { BalanceRuleError, ownerBalances, postEntries } from './ledger.repo';

export type LedgerDeps = Pick<Container, 'database'>;

export const INSUFFICIENT_FUNDS_MESSAGE = 'Your available balance does not cover this bid.';

/** The ledger's refusal of a movement past an account's side of zero, as the caller's error. */
export function insufficientFunds(error: unknown): never {
  if (error instanceof BalanceRuleError)
    throw new AppError(422, 'INSUFFICIENT_FUNDS', INSUFFICIENT_FUNDS_MESSAGE);
  throw error;
}

export interface DepositView {
  id: string;
  currency: Currency;
  amount: number;
  reference: string;
  bookedOn: string;
  createdAt: string;
}

const depositView = (row: DepositRow): DepositView => ({
  id: row.id,
  currency: row.currency as Currency,
  amount: row.amountMinor,
  reference: row.reference,
  bookedOn: row.bookedOn,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The operator records money an investor sent to Tranche's bank: the deposit row and its ledger
 * entry (outside world → investor cash) in one transaction. The same bank reference again records
 * nothing new (a retried call or a rerun bank import).
 */
export async function recordDeposit(
  deps: LedgerDeps,
  investorAccountId: string,
  body: CreateDepositBody,
  recordedBy: string,
): Promise<DepositView> {
  const investor = await findAccount(deps.database.db, investorAccountId);
  if (!investor) throw notFound('No such investor');
  if (investor.kind !== 'INVESTOR') throw badRequest('NOT_AN_INVESTOR', 'Deposits are for investors only.');
  const row = await deps.database.db.transaction(async (tx) => {
    const { row } = await insertDeposit(tx, {
      investorAccountId,
      currency: body.currency,
      amountMinor: body.amount,
      reference: body.reference,
      bookedOn: body.bookedOn ?? isoDateOf(new Date()),
      recordedBy,
    });
    await postEntries(tx, [
      depositEntry({
        depositId: row.id,
        investorId: investorAccountId,
        currency: row.currency as Currency,
        amountMinor: row.amountMinor,
        bookedOn: row.bookedOn,
      }),
    ]);
    return row;
  });
  return depositView(row);
}

export async function investorDeposits(deps: LedgerDeps, investorAccountId: string): Promise<DepositView[]> {
  return (await listDeposits(deps.database.db, investorAccountId)).map(depositView);
}

export interface InvestorBalance {
  currency: Currency;
  available: number;
  reserved: number;
  receivable: number;
}

/** The investor's balance list (spec §3): per currency, available cash, reserved by bids, still to be repaid. */
export async function investorBalances(
  deps: LedgerDeps,
  investorAccountId: string,
): Promise<InvestorBalance[]> {
  const rows = await ownerBalances(deps.database.db, 'investor', investorAccountId);
  const byCurrency = new Map<Currency, InvestorBalance>();
  for (const row of rows) {
    const currency = CURRENCIES.find((c) => c === row.currency);
    if (!currency) continue;
    const balance = byCurrency.get(currency) ?? { currency, available: 0, reserved: 0, receivable: 0 };
    if (row.type === 'cash') balance.available = row.balanceMinor;
    if (row.type === 'reserved') balance.reserved = row.balanceMinor;
    if (row.type === 'receivable') balance.receivable = row.balanceMinor;
    byCurrency.set(currency, balance);
  }
  return [...byCurrency.values()];
}
