import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../provider-error';
import { bankingContract } from '../banking-contract';
import type { BankTransaction } from '../banking-provider';
import { sandboxBanking } from './sandbox-banking';

const asOf = '2026-11-20';
const open = () => sandboxBanking('integration-1', asOf);

async function everything(accountId: string): Promise<BankTransaction[]> {
  const provider = open();
  const items: BankTransaction[] = [];
  for (let cursor: string | null = null; ; ) {
    const page = await provider.transactions(accountId, cursor, null);
    items.push(...page.items);
    if (page.next === null) return items;
    cursor = page.next;
  }
}

describe('banking sandbox', () => {
  bankingContract(open, { country: 'DE', emptyCountry: 'US' });

  it('offers a few sandbox banks in each country Tranche serves', async () => {
    for (const country of ['DE', 'AT', 'FR', 'NL', 'GB', 'CZ', 'PL']) {
      const banks = await open().institutions(country);
      expect(banks.length, country).toBeGreaterThanOrEqual(2);
      expect(banks.every((bank) => /sandbox|demo|test/i.test(bank.name))).toBe(true);
    }
    expect((await open().institutions('de')).map((bank) => bank.id)).toEqual([
      'SANDBOX_DE_1',
      'SANDBOX_DE_2',
      'SANDBOX_DE_3',
      'SANDBOX_DE_4',
    ]);
  });

  it('links at once: the link leads back to the redirect with the reference', async () => {
    const provider = open();
    const started = await provider.startConsent({
      institutionId: 'SANDBOX_AT_2',
      redirectUri: 'https://app.tranche.test/banking/callback?integration=7',
      reference: 'integration-7',
      transactionTotalDays: 730,
    });
    const link = new URL(started.link);
    expect(link.origin + link.pathname).toBe('https://app.tranche.test/banking/callback');
    expect(Object.fromEntries(link.searchParams)).toEqual({ integration: '7', ref: 'integration-7' });
    const completed = await provider.completeConsent({ consentId: started.consentId });
    expect(completed).toMatchObject({ status: 'linked', validUntil: '2027-02-18T00:00:00.000Z' });
    expect(completed.accounts.map((account) => account.currency)).toEqual(['EUR', 'USD']);
    expect(completed.accounts[0]!.iban).toMatch(/^DE\d{20}$/);
    expect(await provider.completeConsent({ consentId: 'SANDBOX_AT_9:x' })).toMatchObject({
      status: 'failed',
    });
    const unknown = {
      institutionId: 'N26',
      redirectUri: 'https://a.test/',
      reference: 'r',
      transactionTotalDays: 90,
    };
    await expect(provider.startConsent(unknown)).rejects.toBeInstanceOf(ProviderError);
  });

  it('serves two years of the demo bank, newest first, with balances the bookings explain', async () => {
    const { accounts } = await open().completeConsent({ consentId: 'SANDBOX_DE_1:integration-1' });
    const main = accounts[0]!;
    const transactions = await everything(main.externalId);
    expect(transactions.length).toBeGreaterThan(500);
    expect(transactions[0]!.bookingDate <= asOf).toBe(true);
    expect(transactions.at(-1)!.bookingDate > '2024-11-20').toBe(true);
    for (let n = 1; n < transactions.length; n++)
      expect(transactions[n - 1]!.bookingDate >= transactions[n]!.bookingDate).toBe(true);
    for (const transaction of transactions) {
      const counterparty = transaction.amountMinor < 0 ? transaction.creditorName : transaction.debtorName;
      expect(counterparty).not.toBeNull();
    }
    const balances = await open().balances(main.externalId);
    expect(balances.map((balance) => balance.type)).toEqual(['closingBooked', 'interimAvailable']);
    expect(balances[0]).toMatchObject({ currency: 'EUR', referenceDate: asOf });
    expect(await open().transactions(main.externalId, null, null)).toEqual(
      await sandboxBanking('integration-1', asOf).transactions(main.externalId, null, null),
    );
    await expect(open().balances('no-such-account')).rejects.toMatchObject({ status: 404 });
  });

  it('has a bank whose consent reads once: a later read is refused as expired', async () => {
    const { accounts } = await open().completeConsent({ consentId: 'SANDBOX_DE_4:integration-1' });
    const account = accounts[0]!;
    const first = await open().transactions(account.externalId, null, null);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.every((item) => item.accountExternalId === account.externalId)).toBe(true);
    expect((await open().balances(account.externalId))[0]!.accountExternalId).toBe(account.externalId);
    await expect(
      open().transactions(account.externalId, null, '2026-11-01T00:00:00.000Z'),
    ).rejects.toMatchObject({ expired: true });
    // The other banks read again and again.
    const usual = (await open().completeConsent({ consentId: 'SANDBOX_DE_1:integration-1' })).accounts[0]!;
    expect(usual.externalId).not.toBe(account.externalId);
    await expect(
      open().transactions(usual.externalId, null, '2026-11-01T00:00:00.000Z'),
    ).resolves.toBeTruthy();
  });
});
