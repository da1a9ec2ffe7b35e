import { type CompanyRule, categorise } from '@tranche/domain';
import { type BankingProvider, type BankTransaction, ProviderError } from '@tranche/providers';
import type { IntegrationRow } from '../integrations/integrations.repo';
import type { BankAccountRead } from './bank.repo';

/** Banks correct and add late bookings for a few days: a later sync re-reads this many days. */
export const BANK_SYNC_OVERLAP_DAYS = 7;

type PageReader = <T>(
  phase: 'accounts' | 'transactions',
  fetchPage: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>,
) => Promise<T[]>;

/** The preferred balance of the ones a bank reports: booked at close, else available, else any. */
const BALANCE_PREFERENCE = ['closingBooked', 'interimBooked', 'interimAvailable', 'expected'];

const LAPSED_MESSAGE = 'The bank consent is no longer valid: reconnect the bank';

/**
 * Where a sync starts reading: everything the consent reaches on its first sync (a new consent,
 * after a reconnect too, may share accounts anew), else a few days before the last sync.
 */
function sinceOf(row: Pick<IntegrationRow, 'lastSyncedAt' | 'connectedAt'>): string | null {
  const { lastSyncedAt, connectedAt } = row;
  if (lastSyncedAt === null || (connectedAt !== null && connectedAt >= lastSyncedAt)) return null;
  return new Date(lastSyncedAt.getTime() - BANK_SYNC_OVERLAP_DAYS * 86_400_000).toISOString();
}

/**
 * Reads what a bank consent shares: its accounts, each account's balance and its booked
 * transactions (from `since` on, or everything the consent reaches on the first sync); the write
 * categorises them with the company's rules ({@link categoriseForCompany}). A consent the user
 * withdrew or that lapsed (its end, kept from the bank's answer, has passed) ends the sync as
 * expired, without asking the bank.
 */
export async function readBank(
  provider: BankingProvider,
  row: IntegrationRow,
  read: PageReader,
  now = new Date(),
): Promise<BankAccountRead[]> {
  if (row.externalAccountId === null) throw new ProviderError('No bank consent yet', { expired: true });
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime())
    throw new ProviderError(LAPSED_MESSAGE, { expired: true });
  const consent = await provider.completeConsent({ consentId: row.externalAccountId });
  if (consent.status !== 'linked') throw new ProviderError(LAPSED_MESSAGE, { expired: true });
  const since = sinceOf(row);
  const reads: BankAccountRead[] = [];
  for (const account of consent.accounts) {
    const balances = await provider.balances(account.externalId);
    const balance =
      BALANCE_PREFERENCE.map((type) => balances.find((candidate) => candidate.type === type)).find(Boolean) ??
      balances[0] ??
      null;
    const transactions = await read<BankTransaction>('transactions', (cursor) =>
      provider.transactions(account.externalId, cursor, since),
    );
    reads.push({ account, balance, transactions });
  }
  return reads;
}

/**
 * Categorises bank transactions for a company: its own rules first (made from its corrections),
 * then the built-in rules, then the catch-all of the direction.
 */
export function categoriseForCompany<T extends BankTransaction>(
  transactions: readonly T[],
  companyRules: readonly CompanyRule[],
): (T & { category: string; categorySource: string })[] {
  return transactions.map((transaction) => {
    const { level3, source } = categorise(transaction, companyRules);
    return { ...transaction, category: level3, categorySource: source };
  });
}
