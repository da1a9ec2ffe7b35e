import { z } from 'zod';
import { ProviderError } from '../../provider-error';
import { type FetchLike, providerJson, providerRequest } from '../../provider-http';

/**
 * Chargebee API v1 (product catalog 1.0, the classic product), as its OpenAPI document
 * `chargebee_api_v1_spec.yaml` (2026-06-12) describes it: each site on its own host
 * (`{site}.chargebee.com`, the vanity URL), HTTP Basic with the site's API key as the user name.
 */
export const CHARGEBEE_API_VERSION = 'v1';

/** Chargebee's largest page. */
const PAGE_LIMIT = '100';

// The records as Tranche reads them: only the fields the transforms use, typed as the document
// declares them. Times are Unix seconds; amounts are in the currency's minor unit.

export interface ChargebeeList<T> {
  list: T[];
  /** Present only when more records follow; sent back as `offset`. */
  next_offset?: string;
}

export type ChargebeeSubscriptionStatus =
  | 'future'
  | 'in_trial'
  | 'active'
  | 'non_renewing'
  | 'cancelled'
  | 'transferred';

export interface ChargebeeAddress {
  first_name?: string;
  last_name?: string;
  email?: string;
  company?: string;
  country?: string;
}

export interface ChargebeeSubscription {
  id: string;
  plan_id: string;
  plan_quantity: number;
  status: ChargebeeSubscriptionStatus;
  start_date?: number;
  started_at?: number;
  activated_at?: number;
  created_at?: number;
  current_term_end?: number;
  cancelled_at?: number;
  due_invoices_count?: number;
}

export interface ChargebeeCustomer {
  id: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  company?: string;
  billing_address?: ChargebeeAddress;
}

export interface ChargebeePlan {
  id: string;
  name: string;
  price?: number;
  period: number;
  period_unit: 'day' | 'week' | 'month' | 'year';
  charge_model: 'flat_fee' | 'per_unit';
}

export interface ChargebeeInvoice {
  id: string;
  customer_id: string;
  subscription_id?: string;
  status: 'paid' | 'payment_due' | 'not_paid' | 'voided' | 'pending';
  start_date: number;
  end_date?: number;
  currency_code: string;
  amount?: number;
  amount_due?: number;
  paid_on?: number;
  next_retry?: number;
  billing_address?: ChargebeeAddress;
}

export interface ChargebeeTransaction {
  id: string;
  customer_id?: string;
  subscription_id?: string;
  type: 'authorization' | 'payment' | 'refund' | 'payment_reversal';
  date?: number;
  currency_code: string;
  amount?: number;
  status?: 'in_progress' | 'success' | 'voided' | 'failure' | 'timeout' | 'needs_attention' | 'late_failure';
  error_code?: string;
}

export type SubscriptionEntry = { subscription: ChargebeeSubscription; customer: ChargebeeCustomer };

const downloadSchema = z.object({ download: z.object({ download_url: z.url() }) });

export interface ChargebeeClient {
  subscriptions(offset: string | null): Promise<ChargebeeList<SubscriptionEntry>>;
  plans(offset: string | null): Promise<ChargebeeList<{ plan: ChargebeePlan }>>;
  invoices(offset: string | null): Promise<ChargebeeList<{ invoice: ChargebeeInvoice }>>;
  transactions(offset: string | null): Promise<ChargebeeList<{ transaction: ChargebeeTransaction }>>;
  invoicePdf(invoiceId: string): Promise<Uint8Array>;
}

/** The API's address on a site's host; `apiBase` replaces it (a mock server in tests). */
export const chargebeeBase = (vanityHost: string, apiBase: string | null) =>
  `${(apiBase ?? `https://${vanityHost}`).replace(/\/+$/, '')}/api/${CHARGEBEE_API_VERSION}`;

export function chargebeeClient(
  options: { vanityHost: string; apiKey: string; apiBase: string | null },
  fetchImpl: FetchLike,
): ChargebeeClient {
  const base = chargebeeBase(options.vanityHost, options.apiBase);
  const headers = {
    Authorization: `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`,
    Accept: 'application/json',
  };
  const list = <T>(resource: string, offset: string | null) => {
    const query = new URLSearchParams({ limit: PAGE_LIMIT });
    if (offset !== null) query.set('offset', offset);
    return providerJson<ChargebeeList<T>>(fetchImpl, `${base}/${resource}?${query}`, { headers });
  };
  return {
    subscriptions: (offset) => list('subscriptions', offset),
    plans: (offset) => list('plans', offset),
    invoices: (offset) => list('invoices', offset),
    transactions: (offset) => list('transactions', offset),
    async invoicePdf(invoiceId) {
      // Chargebee answers with a short-lived address of the file, which needs no key.
      const answer = downloadSchema.safeParse(
        await providerJson(fetchImpl, `${base}/invoices/${encodeURIComponent(invoiceId)}/pdf`, {
          method: 'POST',
          headers,
        }),
      );
      if (!answer.success) throw new ProviderError('POST /invoices/{id}/pdf answered no download', {});
      const file = await providerRequest(fetchImpl, answer.data.download.download_url);
      return new Uint8Array(await file.arrayBuffer());
    },
  };
}
