import { ProviderError } from '../../provider-error';
import { type FetchLike, providerJson } from '../../provider-http';
import type { ZohoHosts } from './zoho-locations';

/**
 * Zoho Books API v3 and Zoho's OAuth 2.0 server, from Zoho's published API documentation (Zoho
 * publishes no OpenAPI document for Books): authorization-code grant with offline access at
 * `accounts.zoho.<dc>/oauth/v2/{auth,token}`, calls to `www.zohoapis.<dc>/books/v3/…` with
 * `Authorization: Zoho-oauthtoken <token>` and the `organization_id` query parameter.
 */

/** Read-only scopes: the organisation, its invoices, its reports. */
export const ZOHO_SCOPES = 'ZohoBooks.settings.READ,ZohoBooks.invoices.READ,ZohoBooks.reports.READ';
/** Zoho Books' largest page. */
export const ZOHO_PAGE_SIZE = 200;

export interface ZohoToken {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  api_domain?: string;
  token_type?: string;
  error?: string;
}

export interface ZohoOrganization {
  organization_id: string;
  name?: string;
  currency_code?: string;
  is_default_org?: boolean;
}

/** A row of a Books report: a section, a group or an account, with the rows under it. */
export interface ZohoReportRow {
  name?: string | null;
  account_id?: string | null;
  total?: number | string | null;
  account_transactions?: ZohoReportRow[] | null;
}

export interface ZohoInvoice {
  invoice_id: string;
  invoice_number?: string | null;
  customer_id?: string | null;
  customer_name?: string | null;
  status: string;
  date?: string | null;
  due_date?: string | null;
  last_payment_date?: string | null;
  currency_code?: string | null;
  total?: number | null;
  balance?: number | null;
}

export interface ZohoInvoicePage {
  invoices: ZohoInvoice[];
  page_context?: { page?: number; has_more_page?: boolean };
}

export function zohoAuthorizationUrl(
  hosts: ZohoHosts,
  clientId: string,
  state: string,
  redirectUri: string,
): string {
  const query = new URLSearchParams({
    scope: ZOHO_SCOPES,
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    access_type: 'offline',
    // A refresh token is issued only on the first consent unless asked again.
    prompt: 'consent',
    state,
  });
  return `${hosts.accounts}/oauth/v2/auth?${query}`;
}

/**
 * A token from Zoho's token endpoint (parameters in the query, as Zoho documents). Zoho answers a
 * refused grant with 200 and `error` ("invalid_code"): that is an expired authorisation.
 */
export async function requestZohoToken(
  fetchImpl: FetchLike,
  hosts: ZohoHosts,
  grant: Record<string, string>,
): Promise<{ accessToken: string; refreshToken: string | null; expiresAt: string | null }> {
  const token = await providerJson<ZohoToken>(
    fetchImpl,
    `${hosts.accounts}/oauth/v2/token?${new URLSearchParams(grant)}`,
    {
      method: 'POST',
      headers: { Accept: 'application/json' },
    },
  );
  if (token.error !== undefined || !token.access_token)
    throw new ProviderError(`Zoho refused the authorisation: ${token.error ?? 'no access token'}`, {
      status: 400,
      expired: true,
    });
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? null,
    expiresAt:
      token.expires_in === undefined ? null : new Date(Date.now() + token.expires_in * 1000).toISOString(),
  };
}

export interface ZohoBooksClient {
  organizations(): Promise<{ organizations: ZohoOrganization[] }>;
  profitAndLoss(
    organizationId: string,
    from: string,
    to: string,
  ): Promise<{ profit_and_loss?: ZohoReportRow[] }>;
  balanceSheet(organizationId: string, date: string): Promise<{ balance_sheet?: ZohoReportRow[] }>;
  invoices(organizationId: string, page: number): Promise<ZohoInvoicePage>;
}

export function zohoBooksClient(
  hosts: ZohoHosts,
  accessToken: string,
  fetchImpl: FetchLike,
): ZohoBooksClient {
  const headers = { Authorization: `Zoho-oauthtoken ${accessToken}`, Accept: 'application/json' };
  const get = <T>(path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return providerJson<T>(fetchImpl, `${hosts.api}/books/v3${path}${search ? `?${search}` : ''}`, {
      headers,
    });
  };
  return {
    organizations: () => get('/organizations'),
    profitAndLoss: (organization_id, from_date, to_date) =>
      get('/reports/profitandloss', { organization_id, from_date, to_date }),
    balanceSheet: (organization_id, date) => get('/reports/balancesheet', { organization_id, date }),
    invoices: (organization_id, page) =>
      get('/invoices', {
        organization_id,
        page: String(page),
        per_page: String(ZOHO_PAGE_SIZE),
        sort_column: 'date',
        sort_order: 'D',
      }),
  };
}
