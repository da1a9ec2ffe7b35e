import type { Currency } from '@tranche/domain';
import type { ProviderCredentials } from '../../connection';
import { once } from '../../once';
import type { SkipListener } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import { keptItems } from '../../transformed';
import type { AccountingProvider } from '../accounting-provider';
import { profitAndLossByMonth } from '../report-months';
import { zohoBooksClient } from './zoho-client';
import { isZohoLocation, type ZohoHosts, type ZohoLocation, zohoHosts } from './zoho-locations';
import { balanceSheetFromZoho, invoiceFromZoho, profitAndLossFromZoho, zohoCurrency } from './zoho-transform';

/** Tranche's Zoho OAuth client (api-console.zoho.<dc>, a server-based application). */
export interface ZohoSettings {
  clientId: string;
  clientSecret: string;
  /** A data centre's hosts; Zoho's own unless a test points them at its server. */
  hostsOf?: (location: ZohoLocation) => ZohoHosts;
}

/** A Zoho connection's account: the data centre and the Books organisation, "eu:20071234". */
export const zohoAccountId = (location: ZohoLocation, organizationId: string) =>
  `${location}:${organizationId}`;

export function parseZohoAccountId(accountId: string | null): {
  location: ZohoLocation;
  organizationId: string;
} {
  const [location, organizationId] = (accountId ?? '').split(':');
  if (!isZohoLocation(location) || !organizationId)
    throw new ProviderError(`Not a Zoho account: ${accountId}`, { expired: true });
  return { location, organizationId };
}

export const hostsFor = (settings: ZohoSettings, location: ZohoLocation) =>
  (settings.hostsOf ?? zohoHosts)(location);

const refused = (what: string, reason: string) =>
  new ProviderError(`Zoho Books' ${what} cannot be read: ${reason}`, { retryable: false });

/**
 * A Zoho Books organisation as an accounting provider, read in its data centre with the user's
 * access token. Reports are read one month at a time (Zoho's report is one period per request);
 * amounts are in the organisation's base currency.
 */
export function zohoAccounting(
  settings: ZohoSettings,
  credentials: ProviderCredentials,
  fetchImpl: FetchLike,
  onSkip: SkipListener,
): AccountingProvider {
  const { location, organizationId } = parseZohoAccountId(credentials.externalAccountId);
  const client = zohoBooksClient(hostsFor(settings, location), credentials.accessToken, fetchImpl);
  const baseCurrency = once(() =>
    client.organizations().then(({ organizations }): Currency => {
      const organization = organizations.find((candidate) => candidate.organization_id === organizationId);
      if (organization === undefined) throw refused('organisation', `${organizationId} no longer reachable`);
      const code = zohoCurrency(organization.currency_code);
      if (code === null) throw refused('books', `currency ${organization.currency_code} not supported`);
      return code;
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
          profitAndLossFromZoho(
            (await client.profitAndLoss(organizationId, start, end)).profit_and_loss ?? [],
            start,
            books,
          ),
        (reason) => refused('profit and loss', reason),
      );
    },
    async balanceSheet(asOf) {
      const books = await baseCurrency();
      const report = await client.balanceSheet(organizationId, asOf);
      const result = balanceSheetFromZoho(report.balance_sheet ?? [], asOf, books);
      if (result.skipped !== null) throw refused('balance sheet', result.skipped);
      return result.item;
    },
    async invoices(cursor) {
      const page = cursor === null ? 1 : Number(cursor);
      if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`Not a Zoho page: ${cursor}`);
      const answer = await client.invoices(organizationId, page);
      const records = answer.invoices.map((invoice) => ({ ...invoice, id: invoice.invoice_id }));
      return {
        items: keptItems('invoice', records, invoiceFromZoho, onSkip),
        next: answer.page_context?.has_more_page ? String(page + 1) : null,
      };
    },
  };
}
