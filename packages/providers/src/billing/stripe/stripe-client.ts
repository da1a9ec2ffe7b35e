import { z } from 'zod';
import type { OAuthConnector, ProviderCredentials } from '../../connection';
import { ProviderError } from '../../provider-error';
import { type FetchLike, providerJson, providerRequest } from '../../provider-http';

/**
 * The Stripe API version the objects below describe (spec3.yaml's info.version). Sent with every
 * request so a connected account's own default version cannot change the shapes we read.
 */
export const STRIPE_API_VERSION = '2023-08-16';

/** Stripe's largest page; fewer round trips for a connected account with years of history. */
const PAGE_LIMIT = '100';

// The Stripe objects as Tranche reads them: only the fields the transforms use, typed as the
// OpenAPI description (2023-08-16) declares them. Expandable fields are an id or the object.

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

export interface StripeAddress {
  country?: string | null;
}

export interface StripeCustomer {
  id: string;
  object: 'customer';
  /** Only on a deleted customer, which has no other field. */
  deleted?: true;
  name?: string | null;
  email?: string | null;
  address?: StripeAddress | null;
  shipping?: { address?: StripeAddress | null } | null;
}

export interface StripeTaxRate {
  percentage: number;
  inclusive: boolean;
}

export interface StripePrice {
  id: string;
  currency: string;
  billing_scheme: 'per_unit' | 'tiered';
  unit_amount: number | null;
  unit_amount_decimal?: string | null;
  recurring: {
    interval: 'day' | 'week' | 'month' | 'year';
    interval_count: number;
    usage_type: 'licensed' | 'metered';
  } | null;
  tax_behavior?: 'exclusive' | 'inclusive' | 'unspecified' | null;
}

export interface StripeSubscriptionItem {
  id: string;
  price: StripePrice;
  quantity?: number | null;
  tax_rates?: StripeTaxRate[] | null;
}

export type StripeInvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface StripeInvoice {
  id: string;
  number?: string | null;
  customer?: string | StripeCustomer | null;
  customer_name?: string | null;
  customer_email?: string | null;
  customer_address?: StripeAddress | null;
  subscription?: string | { id: string } | null;
  status?: StripeInvoiceStatus | null;
  collection_method: 'charge_automatically' | 'send_invoice';
  currency: string;
  total: number;
  subtotal: number;
  subtotal_excluding_tax?: number | null;
  total_excluding_tax?: number | null;
  tax?: number | null;
  amount_remaining: number;
  created: number;
  effective_at?: number | null;
  due_date?: number | null;
  status_transitions: { finalized_at?: number | null; paid_at?: number | null };
  invoice_pdf?: string | null;
}

export type StripeSubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'paused'
  | 'trialing'
  | 'unpaid';

export interface StripeSubscription {
  id: string;
  status: StripeSubscriptionStatus;
  currency: string;
  customer: string | StripeCustomer;
  items: { data: StripeSubscriptionItem[] };
  latest_invoice?: string | StripeInvoice | null;
  automatic_tax: { enabled: boolean };
  default_tax_rates?: StripeTaxRate[] | null;
  start_date: number;
  ended_at?: number | null;
  canceled_at?: number | null;
  cancel_at?: number | null;
  cancel_at_period_end: boolean;
  current_period_end: number;
  pause_collection?: { resumes_at?: number | null } | null;
}

export interface StripeCharge {
  id: string;
  amount: number;
  currency: string;
  status: 'failed' | 'pending' | 'succeeded';
  captured: boolean;
  refunded: boolean;
  created: number;
  customer?: string | StripeCustomer | null;
  invoice?: string | StripeInvoice | null;
  failure_code?: string | null;
  outcome?: { reason?: string | null } | null;
}

export interface StripeClientConfig {
  apiBase: string;
  /** The platform's secret key: Connect reads a connected account with it plus Stripe-Account. */
  secretKey: string;
  accountId: string;
}

export interface StripeClient {
  subscriptions(startingAfter: string | null): Promise<StripeList<StripeSubscription>>;
  /** `since`: only those created at or after it (ISO timestamp), or all when null. */
  invoices(startingAfter: string | null, since: string | null): Promise<StripeList<StripeInvoice>>;
  /** Charges with their invoice, so a payment can be tied to its subscription. */
  charges(startingAfter: string | null, since: string | null): Promise<StripeList<StripeCharge>>;
  invoice(invoiceId: string): Promise<StripeInvoice>;
  invoicePdf(invoiceId: string): Promise<Uint8Array>;
}

/** Stripe's range filter on creation time, in unix seconds. */
const createdSince = (since: string | null): [string, string][] =>
  since === null ? [] : [['created[gte]', String(Math.floor(Date.parse(since) / 1000))]];

export function stripeClient(config: StripeClientConfig, fetchImpl: FetchLike): StripeClient {
  const headers = {
    Authorization: `Bearer ${config.secretKey}`,
    'Stripe-Account': config.accountId,
    'Stripe-Version': STRIPE_API_VERSION,
  };
  const url = (path: string, query: [string, string][] = []) => {
    const target = new URL(path.replace(/^\//, ''), withSlash(config.apiBase));
    for (const [key, value] of query) target.searchParams.append(key, value);
    return target.toString();
  };
  const list = async <T>(path: string, startingAfter: string | null, query: [string, string][]) => {
    const page: [string, string][] = [['limit', PAGE_LIMIT], ...query];
    if (startingAfter !== null) page.push(['starting_after', startingAfter]);
    const body = await providerJson<StripeList<T>>(fetchImpl, url(path, page), { headers });
    if (!Array.isArray(body?.data) || typeof body.has_more !== 'boolean') {
      throw new ProviderError(`GET ${path} answered no list`, { retryable: true });
    }
    return body;
  };
  const invoice = (invoiceId: string) =>
    providerJson<StripeInvoice>(fetchImpl, url(`/v1/invoices/${encodeURIComponent(invoiceId)}`), { headers });

  return {
    subscriptions: (startingAfter) =>
      list<StripeSubscription>('/v1/subscriptions', startingAfter, [
        // Canceled and ended subscriptions too: a buyer's due diligence needs the churn history.
        ['status', 'all'],
        ['expand[]', 'data.customer'],
        ['expand[]', 'data.latest_invoice'],
      ]),
    invoices: (startingAfter, since) =>
      list<StripeInvoice>('/v1/invoices', startingAfter, createdSince(since)),
    charges: (startingAfter, since) =>
      list<StripeCharge>('/v1/charges', startingAfter, [
        ['expand[]', 'data.invoice'],
        ...createdSince(since),
      ]),
    invoice,
    async invoicePdf(invoiceId) {
      const { invoice_pdf: pdfUrl } = await invoice(invoiceId);
      if (!pdfUrl) throw new ProviderError(`Stripe invoice ${invoiceId} has no PDF yet`, { status: 404 });
      if (!URL.canParse(pdfUrl)) throw new ProviderError(`Stripe invoice ${invoiceId} has no PDF link`, {});
      // The PDF link is a signed link on Stripe's own hosts; our key goes only to the API itself.
      const sameHost = new URL(pdfUrl).origin === new URL(config.apiBase).origin;
      const response = await providerRequest(fetchImpl, pdfUrl, sameHost ? { headers } : {});
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (!isPdf(bytes)) throw new ProviderError(`Stripe invoice ${invoiceId} PDF is not a PDF`, {});
      return bytes;
    },
  };
}

export interface StripeConnectSettings {
  secretKey: string;
  clientId: string;
  connectBase: string;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).nullish(),
  stripe_user_id: z.string().min(1),
});

/**
 * Stripe Connect OAuth (not in Stripe's OpenAPI file): read-only access to the seller's Stripe
 * account. Connect tokens do not expire; the account id is what every later read uses.
 */
export function stripeConnector(settings: StripeConnectSettings, fetchImpl: FetchLike): OAuthConnector {
  const base = withSlash(settings.connectBase);
  return {
    style: 'oauth',
    authorizationUrl(state, redirectUri) {
      const target = new URL('oauth/authorize', base);
      target.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        scope: 'read_only',
        state,
        redirect_uri: redirectUri,
      }).toString();
      return target.toString();
    },
    async exchangeCode(code): Promise<ProviderCredentials> {
      const answer = await providerJson(fetchImpl, new URL('oauth/token', base).toString(), {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code }).toString(),
      });
      const token = tokenSchema.safeParse(answer);
      if (!token.success) throw new ProviderError('POST /oauth/token answered no Stripe account', {});
      return {
        accessToken: token.data.access_token,
        refreshToken: token.data.refresh_token ?? null,
        expiresAt: null,
        externalAccountId: token.data.stripe_user_id,
      };
    },
  };
}

/** A base with a path ("http://host/stripe") must keep it when URL() resolves a relative path. */
const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
