import { addMonths, type IsoDate } from '@tranche/domain';
import type { ProviderCredentials } from '../../connection';
import { once } from '../../once';
import type { SkipListener } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import { keptItems } from '../../transformed';
import type { AccountingProvider } from '../accounting-provider';
import { mergedLines } from '../category-path';
import { CODAT_MAX_PERIODS, CODAT_PAGE_SIZE, type CodatClient, codatClient } from './codat-client';
import { balanceSheetFromCodat, invoiceFromCodat, profitAndLossFromCodat } from './codat-transform';

/** Tranche's Codat settings from the environment. */
export interface CodatSettings {
  /** The API key from Codat's portal (Developers → API keys). */
  apiKey: string;
  /** https://api.codat.io, or a mock server in tests. */
  apiBase: string;
}

const monthStart = (day: IsoDate) => `${day.slice(0, 7)}-01`;

/** The months from `from`'s to `to`'s, newest first, in requests of at most 12. */
export function reportRequests(from: IsoDate, to: IsoDate): { startMonth: string; periods: number }[] {
  const requests: { startMonth: string; periods: number }[] = [];
  const first = monthStart(from);
  for (let start = monthStart(to); start >= first; start = addMonths(start, -CODAT_MAX_PERIODS)) {
    let periods = 0;
    while (periods < CODAT_MAX_PERIODS && addMonths(start, -periods) >= first) periods++;
    requests.push({ startMonth: start, periods });
  }
  return requests;
}

const refused = (what: string, reason: string) =>
  new ProviderError(`Codat's ${what} cannot be read: ${reason}`, { retryable: false });

/**
 * A Codat company's linked accounting tool as an accounting provider. The credentials hold the
 * company (externalAccountId) and its connection (accessToken): Tranche reads with its own API key.
 * Invoices offer the PDF the accounting tool renders, which Codat passes on.
 * The connection's status is checked once before the first read: one the user revoked
 * (Deauthorized) or that was unlinked needs the user to link again (an expired ProviderError).
 */
export function codatAccounting(
  settings: CodatSettings,
  credentials: ProviderCredentials,
  fetchImpl: FetchLike,
  onSkip: SkipListener,
  client: CodatClient = codatClient(settings, fetchImpl),
): AccountingProvider {
  const companyId = credentials.externalAccountId ?? '';
  const connectionId = credentials.accessToken;
  const ensureLinked = once(() =>
    client.connection(companyId, connectionId).then((connection) => {
      if (connection.status === 'Deauthorized' || connection.status === 'Unlinked')
        throw new ProviderError(
          `The Codat connection is ${connection.status}: link the accounting tool again`,
          {
            status: 401,
            expired: true,
          },
        );
      if (connection.status !== 'Linked') throw refused('connection', `status ${connection.status}`);
    }),
  );

  return {
    kind: 'accounting',
    async profitAndLoss(from, to) {
      await ensureLinked();
      const lines = [];
      for (const { startMonth, periods } of reportRequests(from, to)) {
        const result = profitAndLossFromCodat(await client.profitAndLoss(companyId, startMonth, periods));
        if (result.skipped !== null) throw refused('profit and loss', result.skipped);
        lines.push(...result.item);
      }
      const first = monthStart(from);
      return mergedLines(lines.filter((line) => line.month >= first && line.month <= to));
    },
    async balanceSheet(asOf) {
      await ensureLinked();
      const answer = await client.balanceSheet(companyId, monthStart(asOf));
      const report = answer.reports?.[0];
      if (report === undefined) throw refused('balance sheet', `none for ${asOf.slice(0, 7)}`);
      const result = balanceSheetFromCodat(report, answer.currency, asOf);
      if (result.skipped !== null) throw refused('balance sheet', result.skipped);
      return result.item;
    },
    async invoices(cursor) {
      await ensureLinked();
      const page = cursor === null ? 1 : Number(cursor);
      if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`Not a Codat page: ${cursor}`);
      const answer = await client.invoices(companyId, page);
      const results = answer.results ?? [];
      const read = (page - 1) * (answer.pageSize || CODAT_PAGE_SIZE) + results.length;
      return {
        items: keptItems('invoice', results, invoiceFromCodat, onSkip),
        next: results.length > 0 && read < answer.totalResults ? String(page + 1) : null,
      };
    },
    async invoicePdf(invoiceExternalId) {
      await ensureLinked();
      return client.invoicePdf(companyId, invoiceExternalId);
    },
  };
}
