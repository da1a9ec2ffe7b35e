import type { Currency } from '../money/currency';

/** Who an account belongs to. `external` is the world outside Tranche (banks), the other side of deposits and withdrawals. */
export type OwnerKind = 'client' | 'investor' | 'tranche' | 'external';

/**
 * What an account holds (marketplace.md "Ledger"):
 * - cash: money an owner holds on Tranche (investor deposits, a client's payout);
 * - reserved: an investor's money held by open bids;
 * - fees: Tranche's fee income;
 * - receivable: face value investors are still owed by clients (repaid + outstanding = face);
 * - payable: the client's side of the same claim, held negative;
 * - world: money that entered or left Tranche through a bank, any sign.
 */
export type AccountType = 'cash' | 'reserved' | 'fees' | 'receivable' | 'payable' | 'world';

export interface LedgerAccount {
  ownerKind: OwnerKind;
  /** Client or investor id; 'tranche' for Tranche; 'world' for the outside. */
  ownerId: string;
  type: AccountType;
  currency: Currency;
}

/** The account types each owner may have. */
export const ACCOUNT_TYPES_BY_OWNER: Readonly<Record<OwnerKind, readonly AccountType[]>> = {
  client: ['cash', 'payable'],
  investor: ['cash', 'reserved', 'receivable'],
  tranche: ['fees'],
  external: ['world'],
};

/** Which side of zero a balance must stay on: what an owner holds cannot go below zero, what a client owes cannot turn into a credit. */
export const BALANCE_RULES: Readonly<Record<AccountType, 'non-negative' | 'non-positive' | 'any'>> = {
  cash: 'non-negative',
  reserved: 'non-negative',
  fees: 'non-negative',
  receivable: 'non-negative',
  payable: 'non-positive',
  world: 'any',
};

export const TRANCHE_OWNER_ID = 'tranche';
export const WORLD_OWNER_ID = 'world';

/** A stable text key of an account, e.g. `investor:42:cash:EUR` (the database's unique account key). */
export function accountKey(account: LedgerAccount): string {
  return `${account.ownerKind}:${account.ownerId}:${account.type}:${account.currency}`;
}

export function isValidAccount(account: LedgerAccount): boolean {
  if (account.ownerId === '' || account.ownerId.includes(':')) return false;
  if (!ACCOUNT_TYPES_BY_OWNER[account.ownerKind].includes(account.type)) return false;
  if (account.ownerKind === 'tranche') return account.ownerId === TRANCHE_OWNER_ID;
  if (account.ownerKind === 'external') return account.ownerId === WORLD_OWNER_ID;
  return true;
}

/** Whether a balance is allowed for the account's type. */
export function balanceAllowed(type: AccountType, balanceMinor: number): boolean {
  const rule = BALANCE_RULES[type];
  return rule === 'any' || (rule === 'non-negative' ? balanceMinor >= 0 : balanceMinor <= 0);
}

export const clientAccount = (
  clientId: string,
  type: 'cash' | 'payable',
  currency: Currency,
): LedgerAccount => ({
  ownerKind: 'client',
  ownerId: clientId,
  type,
  currency,
});
export const investorAccount = (
  investorId: string,
  type: 'cash' | 'reserved' | 'receivable',
  currency: Currency,
): LedgerAccount => ({ ownerKind: 'investor', ownerId: investorId, type, currency });
export const trancheFees = (currency: Currency): LedgerAccount => ({
  ownerKind: 'tranche',
  ownerId: TRANCHE_OWNER_ID,
  type: 'fees',
  currency,
});
export const world = (currency: Currency): LedgerAccount => ({
  ownerKind: 'external',
  ownerId: WORLD_OWNER_ID,
  type: 'world',
  currency,
});
