import { ProviderError } from '../../provider-error';
import { type FetchLike, providerJson, providerRequest } from '../../provider-http';
import { isPdf } from '../accounting-provider';

/**
 * Xero's Accounting API and its OAuth 2.0 identity service, as Xero's own OpenAPI documents
 * describe them (`xero_accounting.yaml`, `xero-identity.yaml`, 16.1.0): calls to
 * `https://api.xero.com/api.xro/2.0/…` with the user's bearer token and the organisation in the
 * `xero-tenant-id` header; the tenants an authorisation reaches from `GET /connections` on the
 * API's host; tokens from `https://identity.xero.com/connect/token` (the documents' `tokenUrl`).
 */

/** Xero's Accounting API (the document's server). */
export const XERO_API_BASE = 'https://api.xero.com/api.xro/2.0';
/** Xero's identity service, which issues and renews tokens. */
export const XERO_IDENTITY_BASE = 'https://identity.xero.com';
/** Xero's consent page (the documents' `authorizationUrl`). */
export const XERO_AUTHORIZE_URL = 'https://login.xero.com/identity/connect/authorize';
/** Read-only scopes: invoices, reports, the organisation; offline_access gives a refresh token. */
export const XERO_SCOPES =
  'offline_access accounting.transactions.read accounting.reports.read accounting.settings.read';
/** Xero lists 100 invoices a page; a shorter page is the last. */
export const XERO_PAGE_SIZE = 100;

// The records as Tranche reads them: only the fields the transforms use, typed as the documents
// declare them (they mark next to nothing required). Amounts are JSON numbers on invoices and
// decimal text in reports; dates are Microsoft JSON dates ("/Date(1539993600000+0000)/").

/** `AccessToken` of xero-identity.yaml. */
export interface XeroToken {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
  id_token?: string;
}

/** `Connection` of xero-identity.yaml: one tenant (organisation or practice) the user authorised. */
export interface XeroConnection {
  id?: string;
  tenantId?: string;
  tenantType?: string;
  tenantName?: string;
  authEventId?: string;
}

/** `Organisation`: the books' base currency is every report's currency. */
export interface XeroOrganisation {
  OrganisationID?: string;
  Name?: string;
  BaseCurrency?: string;
}

/** `ReportCell`: a value (text, decimal text for amounts) and attributes such as the account id. */
export interface XeroReportCell {
  Value?: string;
  Attributes?: { Id?: string; Value?: string }[];
}

/** `ReportRows` and `ReportRow`: a header, a section (with rows under it), an account or a total. */
export interface XeroReportRow {
  RowType?: 'Header' | 'Section' | 'Row' | 'SummaryRow';
  Title?: string;
  Cells?: XeroReportCell[];
  Rows?: XeroReportRow[];
}

/** `ReportWithRow`. */
export interface XeroReport {
  ReportName?: string;
  ReportType?: string;
  ReportTitles?: string[];
  ReportDate?: string;
  Rows?: XeroReportRow[];
}

/** `Invoice`, a sales invoice (ACCREC) or a bill (ACCPAY). */
export interface XeroInvoice {
  InvoiceID?: string;
  Type?: string;
  InvoiceNumber?: string;
  Contact?: { ContactID?: string; Name?: string };
  Status?: string;
  /** Microsoft JSON dates, or "YYYY-MM-DD" as the document's descriptions say. */
  Date?: string;
  DueDate?: string;
  FullyPaidOnDate?: string;
  /**
   * The same days as ISO text ("2018-10-20T00:00:00"): Xero sends them beside `Date` and
   * `DueDate` (the document's examples show them) though the schema leaves them out.
   */
  DateString?: string;
  DueDateString?: string;
  CurrencyCode?: string;
  Total?: number;
  AmountDue?: number;
}

/** `Invoices`: one page. */
export interface XeroInvoicePage {
  Invoices?: XeroInvoice[];
  pagination?: { page?: number; pageSize?: number; pageCount?: number; itemCount?: number };
}

const trimmed = (base: string) => base.replace(/\/+$/, '');

/** Xero's consent page for Tranche's app, asking for offline read access. */
export function xeroAuthorizationUrl(clientId: string, state: string, redirectUri: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: XERO_SCOPES,
    state,
  });
  return `${XERO_AUTHORIZE_URL}?${query}`;
}

/**
 * A token from Xero's identity service: the app's id and secret as Basic authentication, the
 * grant as a form. Xero refuses a spent or revoked code or refresh token with 400
 * (`invalid_grant`): the user must authorise again (an expired ProviderError).
 */
export async function requestXeroToken(
  fetchImpl: FetchLike,
  identityBase: string,
  client: { clientId: string; clientSecret: string },
  grant: Record<string, string>,
): Promise<{ accessToken: string; refreshToken: string | null; expiresAt: string | null }> {
  const issuedAt = Date.now();
  const token = await providerJson<XeroToken>(fetchImpl, `${trimmed(identityBase)}/connect/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams(grant).toString(),
  }).catch((error: unknown) => {
    if (error instanceof ProviderError && error.status === 400)
      throw new ProviderError(`Xero refused the authorisation: ${error.message}`, {
        status: 400,
        expired: true,
      });
    throw error;
  });
  if (!token.access_token)
    throw new ProviderError('Xero gave no access token', { status: 400, expired: true });
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token || null,
    expiresAt:
      typeof token.expires_in === 'number'
        ? new Date(issuedAt + token.expires_in * 1000).toISOString()
        : null,
  };
}

/**
 * The tenants the user's authorisations reach: `GET /connections` (xero-identity.yaml) on the
 * API's host, outside the Accounting API's base path.
 */
export function xeroConnections(
  fetchImpl: FetchLike,
  apiBase: string,
  accessToken: string,
): Promise<XeroConnection[]> {
  return providerJson<XeroConnection[]>(fetchImpl, `${new URL(apiBase).origin}/connections`, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
}

export interface XeroClient {
  organisation(): Promise<{ Organisations?: XeroOrganisation[] }>;
  /** The profit and loss of one period (`fromDate` to `toDate`), in the standard layout. */
  profitAndLoss(fromDate: string, toDate: string): Promise<{ Reports?: XeroReport[] }>;
  /** The balance sheet at the end of `date`, in the standard layout. */
  balanceSheet(date: string): Promise<{ Reports?: XeroReport[] }>;
  /** A page (from 1) of the sales invoices. */
  invoices(page: number): Promise<XeroInvoicePage>;
  /** An invoice as the PDF Xero renders (`GET /Invoices/{InvoiceID}/pdf`). */
  invoicePdf(invoiceId: string): Promise<Uint8Array>;
}

/**
 * One organisation's books. A refusal of 403 means the organisation is no longer connected to
 * Tranche's app (the user disconnected it in Xero): like a revoked token, it needs the user to
 * authorise again.
 */
export function xeroClient(
  apiBase: string,
  accessToken: string,
  tenantId: string,
  fetchImpl: FetchLike,
): XeroClient {
  const base = trimmed(apiBase);
  const headers = { Authorization: `Bearer ${accessToken}`, 'xero-tenant-id': tenantId };
  const disconnected = (error: unknown) => {
    if (error instanceof ProviderError && error.status === 403)
      throw new ProviderError(`Xero no longer lets Tranche read the organisation: ${error.message}`, {
        status: 403,
        expired: true,
      });
    throw error;
  };
  const get = <T>(path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return providerJson<T>(fetchImpl, `${base}${path}${search ? `?${search}` : ''}`, {
      headers: { ...headers, Accept: 'application/json' },
    }).catch(disconnected);
  };
  // A custom layout the organisation set up may rename and regroup the sections; the standard
  // one keeps the sections the transforms know.
  const standardLayout = 'true';
  return {
    organisation: () => get('/Organisation'),
    profitAndLoss: (fromDate, toDate) => get('/Reports/ProfitAndLoss', { fromDate, toDate, standardLayout }),
    balanceSheet: (date) => get('/Reports/BalanceSheet', { date, standardLayout }),
    invoices: (page) => get('/Invoices', { where: 'Type=="ACCREC"', page: String(page) }),
    async invoicePdf(invoiceId) {
      const response = await providerRequest(
        fetchImpl,
        `${base}/Invoices/${encodeURIComponent(invoiceId)}/pdf`,
        {
          headers: { ...headers, Accept: 'application/pdf' },
        },
      ).catch(disconnected);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (!isPdf(bytes)) throw new ProviderError(`Xero's PDF of invoice ${invoiceId} is not a PDF`, {});
      return bytes;
    },
  };
}
