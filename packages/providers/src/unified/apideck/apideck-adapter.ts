import type { Currency } from '@tranche/domain';
import { mergedLines } from '../../accounting/category-path';
import { monthPeriods } from '../../accounting/report-months';
import type { ProviderCredentials } from '../../connection';
import { once } from '../../once';
import type { SkipListener } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import { keptItems } from '../../transformed';
import type { UnifiedProvider } from '../unified-provider';
import { type ApideckClient, type ApideckSettings, apideckClient } from './apideck-client';
import {
  authorisedConnection,
  balanceSheetFromApideck,
  invoiceFromApideck,
  profitAndLossFromApideck,
} from './apideck-transform';

const refused = (what: string, reason: string) =>
  new ProviderError(`Apideck's ${what} cannot be read: ${reason}`, { retryable: false });

/**
 * A consumer's accounting tool behind Apideck as a unified provider. The credentials hold the
 * consumer (externalAccountId: Tranche's account id) and the tool's service id (accessToken, as
 * "xero"); Tranche reads with its own API key. A connection Apideck marks invalid (revoked or
 * lapsed at the tool) needs the user to authorise again: an expired ProviderError.
 */
export function apideckUnified(
  settings: ApideckSettings,
  credentials: ProviderCredentials,
  fetchImpl: FetchLike,
  onSkip: SkipListener,
): UnifiedProvider {
  const consumerId = credentials.externalAccountId ?? '';
  const serviceId = credentials.accessToken || null;
  const client: ApideckClient = apideckClient(settings, consumerId, serviceId, fetchImpl);
  const ensureAuthorised = once(() =>
    client.connections().then(({ data }) => {
      const own = data.find((connection) => connection.service_id === serviceId);
      if (own?.state === 'invalid' || (own !== undefined && authorisedConnection([own]) === null))
        throw new ProviderError(`The Apideck connection ${own.id} is ${own.state}: authorise it again`, {
          status: 401,
          expired: true,
        });
    }),
  );
  // A report without a currency is in the books' currency, which the invoices show.
  let booksCurrency: Currency | null = null;

  return {
    kind: 'unified',
    createSession: async (redirectUri) => ({
      sessionUrl: (await client.createSession(redirectUri)).data.session_uri,
    }),
    async profitAndLoss(from, to) {
      await ensureAuthorised();
      const lines = [];
      for (const { start, end } of monthPeriods(from, to)) {
        const result = profitAndLossFromApideck(
          (await client.profitAndLoss(start, end)).data,
          start,
          booksCurrency,
        );
        if (result.skipped !== null) throw refused('profit and loss', result.skipped);
        booksCurrency ??= result.item[0]?.currency ?? null;
        lines.push(...result.item);
      }
      return mergedLines(lines);
    },
    async balanceSheet(asOf) {
      await ensureAuthorised();
      const report = (await client.balanceSheet(asOf)).data.reports[0];
      if (report === undefined) throw refused('balance sheet', `none for ${asOf}`);
      const result = balanceSheetFromApideck(report, asOf, booksCurrency);
      if (result.skipped !== null) throw refused('balance sheet', result.skipped);
      return result.item;
    },
    async invoices(cursor) {
      await ensureAuthorised();
      const page = await client.invoices(cursor);
      const next = page.meta?.cursors?.next ?? null;
      return {
        items: keptItems('invoice', page.data, invoiceFromApideck, onSkip),
        next: page.data.length > 0 && next !== cursor ? next : null,
      };
    },
  };
}
