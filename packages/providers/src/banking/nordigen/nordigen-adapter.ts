import type { SkipListener } from '../../provider-entry';
import type { FetchLike } from '../../provider-http';
import { keptItems, type Transformed } from '../../transformed';
import type { BankAccountData, BankingProvider } from '../banking-provider';
import { NordigenClient, type NordigenSettings } from './nordigen-client';
import {
  accountOf,
  balanceOf,
  consentStatusOf,
  institutionOf,
  transactionIdsOf,
  transactionOf,
  validUntilOf,
} from './nordigen-transform';

/** Days the access lasts when the caller does not say: GoCardless's own default. */
const DEFAULT_ACCESS_DAYS = 90;

/** The kept items of [id, result] pairs; each skipped one is told to the listener. */
const keep = <T>(kind: string, results: readonly [string, Transformed<T>][], onSkip: SkipListener): T[] =>
  keptItems(
    kind,
    results.map(([id, result]) => ({ id, result })),
    ({ result }) => result,
    onSkip,
  );

/**
 * GoCardless Bank Account Data (formerly Nordigen) as Tranche's banking provider. A consent is an
 * end-user agreement plus a requisition; its id is the requisition's. GoCardless does not page
 * transactions: one read answers the whole range, so the first page is the last. Each read of
 * details, balances or transactions counts against the account's few reads a day
 * (banking-limits.ts).
 */
export function nordigenBanking(
  settings: NordigenSettings,
  fetchImpl: FetchLike,
  onSkip: SkipListener,
): BankingProvider {
  const client = new NordigenClient(settings, fetchImpl);

  const accountsOf = async (accountIds: readonly string[]): Promise<BankAccountData[]> => {
    const results: [string, Transformed<BankAccountData>][] = [];
    for (const id of accountIds) results.push([id, accountOf(id, (await client.details(id)).account)]);
    return keep('bank account', results, onSkip);
  };

  return {
    kind: 'banking',
    institutions: async (country) => (await client.institutions(country.toUpperCase())).map(institutionOf),

    async startConsent(request) {
      const agreement = await client.createAgreement(
        request.institutionId,
        request.transactionTotalDays,
        request.accessValidForDays ?? DEFAULT_ACCESS_DAYS,
      );
      const requisition = await client.createRequisition({
        institutionId: request.institutionId,
        agreementId: agreement.id,
        redirect: request.redirectUri,
        reference: request.reference,
      });
      return { consentId: requisition.id, link: requisition.link };
    },

    // GoCardless sends no code back: the requisition itself tells whether the user confirmed.
    async completeConsent({ consentId }) {
      const requisition = await client.requisition(consentId);
      const status = consentStatusOf(requisition.status);
      if (status !== 'linked') return { status, consentId, accounts: [], validUntil: null };
      const agreement =
        requisition.agreement === undefined ? null : await client.agreement(requisition.agreement);
      return {
        status,
        consentId,
        accounts: await accountsOf(requisition.accounts),
        validUntil: agreement === null ? null : validUntilOf(agreement),
      };
    },

    async balances(accountId) {
      const { balances } = await client.balances(accountId);
      return keep(
        'bank balance',
        balances.map((balance) => [`${accountId}:${balance.balanceType}`, balanceOf(accountId, balance)]),
        onSkip,
      );
    },

    async transactions(accountId, cursor, since) {
      // The only page was read already; a cursor can only come from a caller that kept going.
      if (cursor !== null) return { items: [], next: null };
      const sinceDay = since?.slice(0, 10) ?? null;
      const { booked } = (await client.transactions(accountId, sinceDay)).transactions;
      const ids = transactionIdsOf(booked);
      const items = keep(
        'bank transaction',
        booked.map((record, n) => [ids[n]!, transactionOf(accountId, record, ids[n]!)]),
        onSkip,
      );
      // Some banks ignore date_from: the range is kept here as well.
      return { items: items.filter((item) => sinceDay === null || item.bookingDate >= sinceDay), next: null };
    },
  };
}
