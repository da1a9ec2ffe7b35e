import { ProviderError } from '../../provider-error';
import { type FetchLike, providerJson, providerRequest } from '../../provider-http';
import { isPdf } from '../accounting-provider';

/**
 * Codat's API as its OpenAPI documents describe it: companies and connections from
 * `Codat-Platform.yaml` (3.0.0), the accounting data and invoice PDFs from `Codat-Accounting.yaml`
 * (2.1.0). Every call carries Tranche's API key, Base64-encoded after "Basic " (Codat's
 * authentication docs).
 */

/** Codat's default page (its largest is 5,000); invoices are read 100 at a time. */
export const CODAT_PAGE_SIZE = 100;
/** Codat returns at most 12 periods of a financial report per request. */
export const CODAT_MAX_PERIODS = 12;

// The records as Tranche reads them: only the fields the transforms use, typed as the documents
// declare them. Amounts are decimals in major units; dates ISO 8601, sometimes without a zone.

export type CodatConnectionStatus = 'PendingAuth' | 'Linked' | 'Unlinked' | 'Deauthorized';

export interface CodatConnection {
  id: string;
  integrationKey?: string;
  platformName: string;
  sourceType?: 'Accounting' | 'Banking' | 'BankFeed' | 'Commerce' | 'Expense' | 'Other' | 'Unknown';
  linkUrl: string;
  status: CodatConnectionStatus;
}

export interface CodatCompany {
  id: string;
  name: string;
  /** The company's Link page, where the user picks and authorises their accounting tool. */
  redirect: string;
}

export interface CodatPage<T> {
  results?: T[];
  pageNumber: number;
  pageSize: number;
  totalResults: number;
}

export interface CodatReportLine {
  accountId?: string | null;
  name?: string | null;
  value: number;
  items?: CodatReportLine[] | null;
}

export interface CodatProfitAndLossReport {
  fromDate?: string;
  toDate?: string;
  income?: CodatReportLine;
  costOfSales?: CodatReportLine;
  expenses?: CodatReportLine;
  otherIncome?: CodatReportLine;
  otherExpenses?: CodatReportLine;
}

export interface CodatProfitAndLoss {
  reports: CodatProfitAndLossReport[];
  currency: string;
}

export interface CodatBalanceSheetReport {
  date?: string;
  assets?: CodatReportLine;
  liabilities?: CodatReportLine;
  netAssets: number;
}

export interface CodatBalanceSheet {
  currency?: string;
  reports?: CodatBalanceSheetReport[];
}

export type CodatInvoiceStatus = 'Unknown' | 'Draft' | 'Submitted' | 'PartiallyPaid' | 'Paid' | 'Void';

export interface CodatInvoice {
  id: string;
  invoiceNumber?: string | null;
  customerRef?: { id: string; companyName?: string | null };
  issueDate: string;
  dueDate?: string | null;
  paidOnDate?: string | null;
  currency?: string;
  totalAmount: number;
  amountDue: number;
  status: CodatInvoiceStatus;
  metadata?: { isDeleted?: boolean | null } | null;
}

export interface CodatClient {
  createCompany(name: string): Promise<CodatCompany>;
  connections(companyId: string): Promise<CodatPage<CodatConnection>>;
  connection(companyId: string, connectionId: string): Promise<CodatConnection>;
  /** Monthly reports going back from `startMonth` (yyyy-mm-01), newest first. */
  profitAndLoss(companyId: string, startMonth: string, periods: number): Promise<CodatProfitAndLoss>;
  balanceSheet(companyId: string, startMonth: string): Promise<CodatBalanceSheet>;
  invoices(companyId: string, page: number): Promise<CodatPage<CodatInvoice>>;
  /** `GET …/data/invoices/{invoiceId}/pdf`: the accounting tool's own PDF of the invoice. */
  invoicePdf(companyId: string, invoiceId: string): Promise<Uint8Array>;
}

/** Codat's company names allow letters, digits, spaces and -',&@.?! only. */
export function codatCompanyName(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9\s\-',&@.?!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain || 'Tranche client';
}

export function codatClient(options: { apiKey: string; apiBase: string }, fetchImpl: FetchLike): CodatClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const headers = {
    Authorization: `Basic ${Buffer.from(options.apiKey).toString('base64')}`,
    Accept: 'application/json',
  };
  const get = <T>(path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return providerJson<T>(fetchImpl, `${base}${path}${search ? `?${search}` : ''}`, { headers });
  };
  const company = (id: string) => `/companies/${encodeURIComponent(id)}`;
  const report = (periods: number, startMonth: string) => ({
    periodLength: '1',
    periodsToCompare: String(periods),
    startMonth,
  });
  return {
    createCompany: (name) =>
      providerJson<CodatCompany>(fetchImpl, `${base}/companies`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: codatCompanyName(name), description: 'Connected through Tranche' }),
      }),
    connections: (companyId) =>
      get(`${company(companyId)}/connections`, { page: '1', pageSize: String(CODAT_PAGE_SIZE) }),
    connection: (companyId, connectionId) =>
      get(`${company(companyId)}/connections/${encodeURIComponent(connectionId)}`),
    profitAndLoss: (companyId, startMonth, periods) =>
      get(`${company(companyId)}/data/financials/profitAndLoss`, report(periods, startMonth)),
    balanceSheet: (companyId, startMonth) =>
      get(`${company(companyId)}/data/financials/balanceSheet`, report(1, startMonth)),
    invoices: (companyId, page) =>
      get(`${company(companyId)}/data/invoices`, {
        page: String(page),
        pageSize: String(CODAT_PAGE_SIZE),
        orderBy: '-issueDate',
      }),
    async invoicePdf(companyId, invoiceId) {
      // The document declares the file as application/octet-stream.
      const response = await providerRequest(
        fetchImpl,
        `${base}${company(companyId)}/data/invoices/${encodeURIComponent(invoiceId)}/pdf`,
        { headers: { ...headers, Accept: 'application/octet-stream' } },
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (!isPdf(bytes)) throw new ProviderError(`Codat's PDF of invoice ${invoiceId} is not a PDF`, {});
      return bytes;
    },
  };
}
