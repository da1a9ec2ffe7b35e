import type { Currency } from '@tranche/domain';
import type { ProviderCredentials } from '../../connection';
import { once } from '../../once';
import type { SkipListener } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import { keptItems } from '../../transformed';
import type { AccountingProvider } from '../accounting-provider';
import { profitAndLossByMonth } from '../report-months';
import { XERO_API_BASE, XERO_PAGE_SIZE, xeroClient } from './xero-client';
import { balanceSheetFromXero, invoiceFromXero, profitAndLossFromXero, xeroCurrency } from './xero-transform';

/** Tranche's Xero app (developer.xero.com → My Apps, a web app with the authorization-code flow). */
export interface XeroSettings {
  clientId: string;
  clientSecret: string;
  /** The Accounting API's address (default https://api.xero.com/api.xro/2.0); any host serving Xero's API. */
  apiBase?: string;
  /** The identity service that issues tokens (default https://identity.xero.com). */
  identityBase?: string;
}

export const apiBaseOf = (settings: XeroSettings) => settings.apiBase ?? XERO_API_BASE;

const refused = (what: string, reason: string) =>
  new ProviderError(`Xero's ${what} cannot be read: ${reason}`, { retryable: false });

/**
 * A Xero organisation as an accounting provider, read with the user's access token; the
 * credentials' `externalAccountId` is the organisation's tenant id. Reports are read one month
 * at a time: Xero's comparison periods follow the first period's day of the month (a February
 * ending on the 28th compares with a January ending on the 28th), so one report per month keeps
 * every month whole. Amounts are in the organisation's base currency.
 */
export function xeroAccounting(
  settings: XeroSettings,
  credentials: ProviderCredentials,
  fetchImpl: FetchLike,
  onSkip: SkipListener,
): AccountingProvider {
  const tenantId = credentials.externalAccountId;
  if (!tenantId) throw new ProviderError('No Xero organisation is connected', { expired: true });
  const client = xeroClient(apiBaseOf(settings), credentials.accessToken, tenantId, fetchImpl);
  const baseCurrency = once(() =>
    client.organisation().then(({ Organisations }): Currency => {
      const code = Organisations?.[0]?.BaseCurrency;
      const books = xeroCurrency(code);
      if (books === null) throw refused('books', `currency ${code ?? '(none)'} not supported`);
      return books;
    }),
  );

  return {
    kind: 'accounting',
    async profitAndLoss(from, to) {
      const books = await baseCurrency();
      return profitAndLossByMonth(
        from,
        to,
        async (start, end) =>
          profitAndLossFromXero((await client.profitAndLoss(start, end)).Reports?.[0], start, books),
        (reason) => refused('profit and loss', reason),
      );
    },
    async balanceSheet(asOf) {
      const books = await baseCurrency();
      const answer = await client.balanceSheet(asOf);
      const result = balanceSheetFromXero(answer.Reports?.[0], asOf, books);
      if (result.skipped !== null) throw refused('balance sheet', result.skipped);
      return result.item;
    },
    async invoices(cursor) {
      const page = cursor === null ? 1 : Number(cursor);
      if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`Not a Xero page: ${cursor}`);
      const records = ((await client.invoices(page)).Invoices ?? []).map((invoice) => ({
        ...invoice,
        id: invoice.InvoiceID ?? '',
      }));
      return {
        items: keptItems('invoice', records, invoiceFromXero, onSkip),
        next: records.length >= XERO_PAGE_SIZE ? String(page + 1) : null,
      };
    },
    invoicePdf: (invoiceExternalId) => client.invoicePdf(invoiceExternalId),
  };
}
