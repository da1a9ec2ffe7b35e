import { addDays, type DemoBank, generateDemoBank, generateDemoCompany } from '@tranche/domain';
import type { ProviderByKind } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import { pageOf } from '../../sandbox-pages';
import type { BankInstitution, BankTransaction } from '../banking-provider';

/** The company behind the bank is sized like the billing sandbox's: a sync reads it in seconds. */
const SANDBOX_CUSTOMERS = 400;
const SANDBOX_MONTHS = 24;
/** The sandbox bank gives its whole two years of history. */
const SANDBOX_HISTORY_DAYS = 730;
const SANDBOX_ACCESS_DAYS = 90;

/**
 * A few clearly fictitious banks per country; any other country has none. The Demo Kurzzeitbank
 * (SANDBOX_DE_4) lets a consent read once: a later sync finds it expired, as a lapsed or withdrawn
 * consent is found at a real bank, so the reconnect can be tried offline.
 */
const INSTITUTIONS: Readonly<Record<string, readonly string[]>> = {
  DE: ['Sandbox Bank', 'Demo Sparkasse', 'Testbank Volksbank eG', 'Demo Kurzzeitbank'],
  AT: ['Sandbox Bank Österreich', 'Demo Raiffeisenbank'],
  FR: ['Banque Sandbox', 'Demo Crédit Mutuel'],
  NL: ['Sandbox Bank Nederland', 'Demo Spaarbank'],
  GB: ['Sandbox Bank UK', 'Demo Building Society'],
  CZ: ['Sandbox Banka', 'Demo Spořitelna'],
  PL: ['Sandbox Bank Polska', 'Demo Bank Spółdzielczy'],
};

function institutionsOf(country: string): BankInstitution[] {
  const code = country.toUpperCase();
  return (INSTITUTIONS[code] ?? []).map((name, n) => ({
    id: `SANDBOX_${code}_${n + 1}`,
    name,
    bic: null,
    logoUrl: null,
    transactionTotalDays: SANDBOX_HISTORY_DAYS,
    maxAccessValidForDays: SANDBOX_ACCESS_DAYS,
  }));
}

/** A sandbox bank's id: SANDBOX_<country>_<n>. */
function isSandboxInstitution(id: string): boolean {
  const [, country, n] = /^SANDBOX_([A-Z]{2})_(\d+)$/.exec(id) ?? [];
  return country !== undefined && Number(n) >= 1 && Number(n) <= (INSTITUTIONS[country]?.length ?? 0);
}

/** A consent id names the bank it was given at: `<institution id>:<reference>`. */
const consentInstitution = (consentId: string) => consentId.split(':')[0] ?? '';

const READ_ONCE_INSTITUTION = 'SANDBOX_DE_4';
/** The accounts a read-once consent shares carry this mark before the demo account's id. */
const READ_ONCE_MARK = 'once-';

function transactionsOf(bank: DemoBank): BankTransaction[] {
  return bank.transactions
    .map((transaction) => ({
      externalId: transaction.id,
      accountExternalId: transaction.accountId,
      amountMinor: transaction.amountMinor,
      currency: transaction.currency,
      bookingDate: transaction.bookingDate,
      valueDate: transaction.bookingDate,
      creditorName: transaction.amountMinor < 0 ? transaction.counterparty : null,
      debtorName: transaction.amountMinor > 0 ? transaction.counterparty : null,
      description: transaction.description,
    }))
    .reverse();
}

/**
 * The open-banking sandbox: the demo company's bank (domain `generateDemoBank`), the same for the
 * same integration and day. A consent links at once: its link leads straight back to the
 * redirect, where the web shows its own consent page. Transactions come newest first, as banks
 * list them, paged like the other sandboxes.
 */
export function sandboxBanking(seed: string, asOf: string): ProviderByKind['banking'] {
  let bank: DemoBank | undefined;
  let transactions: BankTransaction[] | undefined;
  const data = () => {
    bank ??= generateDemoBank(
      generateDemoCompany({ seed, asOf, customers: SANDBOX_CUSTOMERS, months: SANDBOX_MONTHS }),
      seed,
    );
    transactions ??= transactionsOf(bank);
    return { bank, transactions };
  };
  const accountOf = (accountId: string) => {
    const id = accountId.startsWith(READ_ONCE_MARK) ? accountId.slice(READ_ONCE_MARK.length) : accountId;
    const account = data().bank.accounts.find((candidate) => candidate.id === id);
    if (account === undefined) throw new ProviderError(`No sandbox account ${accountId}`, { status: 404 });
    return account;
  };

  return {
    kind: 'banking',
    institutions: async (country) => institutionsOf(country),

    async startConsent({ institutionId: id, redirectUri, reference }) {
      if (!isSandboxInstitution(id)) throw new ProviderError(`No sandbox bank ${id}`, { status: 404 });
      const link = new URL(redirectUri);
      link.searchParams.set('ref', reference);
      return { consentId: `${id}:${reference}`, link: link.toString() };
    },

    async completeConsent({ consentId }) {
      const institution = consentInstitution(consentId);
      if (!isSandboxInstitution(institution))
        return { status: 'failed', consentId, accounts: [], validUntil: null };
      const mark = institution === READ_ONCE_INSTITUTION ? READ_ONCE_MARK : '';
      return {
        status: 'linked',
        consentId,
        accounts: data().bank.accounts.map((account) => ({
          externalId: `${mark}${account.id}`,
          iban: account.iban,
          name: account.name,
          ownerName: account.ownerName,
          currency: account.currency,
        })),
        validUntil: `${addDays(asOf, SANDBOX_ACCESS_DAYS)}T00:00:00.000Z`,
      };
    },

    async balances(accountId) {
      const { balanceMinor, currency } = accountOf(accountId);
      return ['closingBooked', 'interimAvailable'].map((type) => ({
        accountExternalId: accountId,
        type,
        amountMinor: balanceMinor,
        currency,
        referenceDate: asOf,
      }));
    },

    async transactions(accountId, cursor, since) {
      const { id } = accountOf(accountId);
      // A read-once consent's later read (one that asks from a day on) is refused as a bank
      // refuses a consent whose access ended.
      if (accountId.startsWith(READ_ONCE_MARK) && since !== null)
        throw new ProviderError('Access to the account has expired: renew the consent', {
          status: 401,
          expired: true,
        });
      const day = since?.slice(0, 10) ?? null;
      const own = data()
        .transactions.filter(
          (transaction) =>
            transaction.accountExternalId === id && (day === null || transaction.bookingDate >= day),
        )
        .map((transaction) =>
          id === accountId ? transaction : { ...transaction, accountExternalId: accountId },
        );
      return pageOf(own, cursor);
    },
  };
}
