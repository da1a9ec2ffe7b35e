import { CURRENCIES, isIsoDate } from '@tranche/domain';
import { expect, it } from 'vitest';
import type { BankAccountData, BankingProvider, BankTransaction } from './banking-provider';

/** More pages than a sandbox account's two years: a listing that does not end within them fails. */
const MAX_PAGES = 100;

export interface BankingContractOptions {
  /** A country with at least one institution. */
  country: string;
  /** A country with none, when the provider has one (a mock answers every country alike). */
  emptyCountry?: string;
}

/** A consent started at the country's first institution and completed (the sandbox links at once). */
async function linked(provider: BankingProvider, country: string) {
  const [institution] = await provider.institutions(country);
  const started = await provider.startConsent({
    institutionId: institution!.id,
    redirectUri: 'https://app.tranche.test/integrations/banking/callback',
    reference: 'integration-contract',
    transactionTotalDays: institution!.transactionTotalDays,
  });
  return { started, completed: await provider.completeConsent({ consentId: started.consentId }) };
}

const linkedAccounts = async (provider: BankingProvider, country: string): Promise<BankAccountData[]> =>
  (await linked(provider, country)).completed.accounts;

async function allTransactions(
  provider: BankingProvider,
  accountId: string,
  since: string | null,
): Promise<BankTransaction[]> {
  const items: BankTransaction[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result: Awaited<ReturnType<BankingProvider['transactions']>> = await provider.transactions(
      accountId,
      cursor,
      since,
    );
    items.push(...result.items);
    if (result.next === null) return items;
    expect(result.next, 'a page continues with a new cursor').not.toBe(cursor);
    cursor = result.next;
  }
  throw new Error(`The transactions of ${accountId} did not end within ${MAX_PAGES} pages`);
}

/**
 * What every banking provider promises the sync, the sandbox and the real ones alike: banks per
 * country, a consent that links accounts, balances and transactions in whole minor units, ids
 * unique across pages, paging that ends and a `since` that is honoured.
 */
export function bankingContract(open: () => BankingProvider, options: BankingContractOptions) {
  it('lists the institutions of a country, each once, with their days of history', async () => {
    const institutions = await open().institutions(options.country);
    expect(institutions.length).toBeGreaterThan(0);
    expect(new Set(institutions.map((institution) => institution.id)).size).toBe(institutions.length);
    for (const institution of institutions) {
      expect(institution.name.trim()).not.toBe('');
      expect(Number.isSafeInteger(institution.transactionTotalDays)).toBe(true);
      expect(institution.transactionTotalDays).toBeGreaterThan(0);
    }
    if (options.emptyCountry !== undefined)
      expect(await open().institutions(options.emptyCountry)).toEqual([]);
  });

  it('starts a consent with a link to the bank and completes it with accounts', async () => {
    const { started, completed } = await linked(open(), options.country);
    expect(started.consentId).not.toBe('');
    expect(() => new URL(started.link)).not.toThrow();
    expect(completed.status).toBe('linked');
    expect(completed.consentId).not.toBe('');
    expect(completed.validUntil === null || !Number.isNaN(Date.parse(completed.validUntil))).toBe(true);
    expect(completed.accounts.length).toBeGreaterThan(0);
    for (const account of completed.accounts) {
      expect(account.externalId).not.toBe('');
      expect(CURRENCIES).toContain(account.currency);
    }
  });

  it('gives balances in whole minor units', async () => {
    const provider = open();
    for (const account of await linkedAccounts(provider, options.country)) {
      const balances = await provider.balances(account.externalId);
      expect(balances.length).toBeGreaterThan(0);
      for (const balance of balances) {
        expect(balance.accountExternalId).toBe(account.externalId);
        expect(Number.isSafeInteger(balance.amountMinor)).toBe(true);
        expect(CURRENCIES).toContain(balance.currency);
        expect(balance.type).not.toBe('');
        expect(balance.referenceDate === null || isIsoDate(balance.referenceDate)).toBe(true);
      }
    }
  });

  it('lists booked transactions page after page, each once, until the listing ends', async () => {
    const provider = open();
    const accounts = await linkedAccounts(provider, options.country);
    const transactions = (
      await Promise.all(accounts.map((account) => allTransactions(provider, account.externalId, null)))
    ).flat();
    expect(transactions.length).toBeGreaterThan(0);
    for (const transaction of transactions) {
      expect(Number.isSafeInteger(transaction.amountMinor)).toBe(true);
      expect(CURRENCIES).toContain(transaction.currency);
      expect(isIsoDate(transaction.bookingDate)).toBe(true);
      expect(transaction.valueDate === null || isIsoDate(transaction.valueDate)).toBe(true);
    }
    const keys = transactions.map(
      (transaction) => `${transaction.accountExternalId}|${transaction.externalId}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads only the transactions booked since the given day', async () => {
    const provider = open();
    const [account] = await linkedAccounts(provider, options.country);
    const all = await allTransactions(provider, account!.externalId, null);
    const days = all.map((transaction) => transaction.bookingDate).sort();
    const since = days[Math.floor(days.length / 2)]!;
    const recent = await allTransactions(provider, account!.externalId, `${since}T00:00:00.000Z`);
    expect(recent.every((transaction) => transaction.bookingDate >= since)).toBe(true);
    const expected = all.filter((transaction) => transaction.bookingDate >= since);
    expect(recent.map((transaction) => transaction.externalId).sort()).toEqual(
      expected.map((transaction) => transaction.externalId).sort(),
    );
  });
}
