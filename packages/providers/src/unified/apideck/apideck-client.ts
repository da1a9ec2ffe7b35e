import { type FetchLike, providerJson } from '../../provider-http';

/**
 * Apideck's Unify API as its OpenAPI documents describe it (10.34.0): the Vault (`vault.yml`:
 * sessions, connections) and the Accounting API (`accounting.yml`: profit and loss, balance
 * sheet, invoices). Every call carries Tranche's API key as a bearer token, its application id
 * and the client's consumer id (Tranche's account id).
 */

/** Apideck's largest page. */
export const APIDECK_PAGE_LIMIT = 200;

export interface ApideckSettings {
  /** The Unify application's API key. */
  apiKey: string;
  /** The Unify application's id. */
  appId: string;
  /** https://unify.apideck.com, or a mock server in tests. */
  apiBase: string;
}

export type ApideckConnectionState = 'available' | 'callable' | 'added' | 'authorized' | 'invalid';

export interface ApideckConnection {
  id: string;
  service_id: string;
  name?: string;
  unified_api: string;
  state?: ApideckConnectionState;
  enabled?: boolean;
}

/** A section of a profit-and-loss report, or an account (a record) in one. */
export interface ApideckPnlNode {
  title?: string | null;
  type?: string | null;
  total?: number | null;
  records?: ApideckPnlNode[] | null;
}

export interface ApideckProfitAndLoss {
  start_date?: string;
  end_date?: string;
  currency?: string | null;
  income: ApideckPnlNode;
  cost_of_goods_sold?: ApideckPnlNode;
  expenses: ApideckPnlNode;
  other_income?: ApideckPnlNode;
  other_expenses?: ApideckPnlNode;
}

export interface ApideckBalanceNode {
  name?: string | null;
  value?: number | null;
  items?: ApideckBalanceNode[] | null;
}

export interface ApideckBalanceSheetReport {
  end_date: string;
  currency?: string | null;
  assets: ApideckBalanceNode;
  liabilities: ApideckBalanceNode;
}

export type ApideckInvoiceStatus =
  | 'draft'
  | 'submitted'
  | 'authorised'
  | 'partially_paid'
  | 'paid'
  | 'unpaid'
  | 'void'
  | 'credit'
  | 'deleted'
  | 'posted';

export interface ApideckInvoice {
  id: string;
  number?: string | null;
  type?: 'standard' | 'credit' | 'service' | 'product' | 'supplier' | 'other' | null;
  customer?: {
    id?: string | null;
    display_name?: string | null;
    name?: string | null;
    company_name?: string | null;
  } | null;
  invoice_date?: string | null;
  due_date?: string | null;
  currency?: string | null;
  total?: number | null;
  balance?: number | null;
  status?: ApideckInvoiceStatus | null;
}

export interface ApideckList<T> {
  data: T[];
  meta?: { cursors?: { next?: string | null } };
}

export interface ApideckClient {
  createSession(redirectUri: string): Promise<{ data: { session_uri: string } }>;
  connections(): Promise<ApideckList<ApideckConnection>>;
  profitAndLoss(startDate: string, endDate: string): Promise<{ data: ApideckProfitAndLoss }>;
  balanceSheet(endDate: string): Promise<{ data: { reports: ApideckBalanceSheetReport[] } }>;
  invoices(cursor: string | null): Promise<ApideckList<ApideckInvoice>>;
}

/** A client for one consumer; `serviceId` picks the accounting tool among the consumer's connections. */
export function apideckClient(
  settings: ApideckSettings,
  consumerId: string,
  serviceId: string | null,
  fetchImpl: FetchLike,
): ApideckClient {
  const base = settings.apiBase.replace(/\/+$/, '');
  const headers: Record<string, string> = {
    Authorization: `Bearer ${settings.apiKey}`,
    'x-apideck-app-id': settings.appId,
    'x-apideck-consumer-id': consumerId,
    Accept: 'application/json',
  };
  if (serviceId !== null) headers['x-apideck-service-id'] = serviceId;
  const get = <T>(path: string, query: Record<string, string>) =>
    providerJson<T>(fetchImpl, `${base}${path}?${new URLSearchParams(query)}`, { headers });
  return {
    createSession: (redirectUri) =>
      providerJson(fetchImpl, `${base}/vault/sessions`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ redirect_uri: redirectUri, settings: { unified_apis: ['accounting'] } }),
      }),
    connections: () => get('/vault/connections', { api: 'accounting' }),
    profitAndLoss: (startDate, endDate) =>
      get('/accounting/profit-and-loss', { 'filter[start_date]': startDate, 'filter[end_date]': endDate }),
    balanceSheet: (endDate) =>
      get('/accounting/balance-sheet', {
        'filter[end_date]': endDate,
        'filter[period_count]': '1',
        'filter[period_type]': 'month',
      }),
    invoices: (cursor) =>
      get('/accounting/invoices', {
        limit: String(APIDECK_PAGE_LIMIT),
        ...(cursor === null ? {} : { cursor }),
      }),
  };
}
