import type { z } from 'zod';
import { ProviderError } from '../../provider-error';
import { type FetchLike, providerJson } from '../../provider-http';
import {
  nordigenAgreementSchema,
  nordigenBalancesSchema,
  nordigenDetailsSchema,
  nordigenInstitutionSchema,
  nordigenRefreshSchema,
  nordigenRequisitionSchema,
  nordigenTokenSchema,
  nordigenTransactionsSchema,
} from './nordigen-schemas';

/** Tranche's GoCardless Bank Account Data user secret, from the environment. */
export interface NordigenSettings {
  secretId: string;
  secretKey: string;
  /** https://bankaccountdata.gocardless.com in production; tests point it at a mock server. */
  apiBase: string;
}

/** A token is renewed this long before GoCardless says it expires, so no request carries a dead one. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * GoCardless names the wait after a 429 in its own headers (seconds): the daily limit of one
 * account's reads, and the general limit of the endpoint. Both spellings its documentation uses.
 */
const ACCOUNT_RESET = ['x-ratelimit-account-success-reset', 'http_x_ratelimit_account_success_reset'];
const ACCOUNT_REMAINING = [
  'x-ratelimit-account-success-remaining',
  'http_x_ratelimit_account_success_remaining',
];
const GENERAL_RESET = ['x-ratelimit-reset', 'http_x_ratelimit_reset'];

const headerOf = (headers: Headers, names: readonly string[]) =>
  names.map((name) => headers.get(name)?.trim()).find((value) => value !== undefined && /^\d+$/.test(value));

/**
 * fetch that turns GoCardless's rate-limit headers on a 429 into Retry-After, so provider-http
 * classifies the refusal with the provider's own wait. The account's daily limit wins when it is
 * the one used up.
 */
export function withRateLimitWait(fetchImpl: FetchLike): FetchLike {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status !== 429 || response.headers.has('retry-after')) return response;
    const accountSpent = headerOf(response.headers, ACCOUNT_REMAINING) === '0';
    const general = headerOf(response.headers, GENERAL_RESET);
    const account = headerOf(response.headers, ACCOUNT_RESET);
    const wait = accountSpent ? (account ?? general) : (general ?? account);
    if (wait === undefined) return response;
    const headers = new Headers(response.headers);
    headers.set('retry-after', wait);
    return new Response(response.body, { status: 429, statusText: response.statusText, headers });
  };
}

/** A shape the document does not allow: not worth retrying, the sync reports it. */
function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ProviderError(
    `GoCardless answered an unexpected ${what}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}`,
    { retryable: false },
  );
}

interface Tokens {
  access: string;
  accessUntil: number;
  refresh: string;
  refreshUntil: number;
}

/** A GET with its query, or a POST with its JSON body. */
interface Call {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * GoCardless Bank Account Data's HTTP API (v2) with Tranche's secret: the access token is fetched
 * once, kept with its expiry in this instance, and renewed with the refresh token.
 */
export class NordigenClient {
  private readonly base: string;
  private readonly fetchImpl: FetchLike;
  private tokens: Tokens | null = null;

  constructor(
    private readonly settings: NordigenSettings,
    fetchImpl: FetchLike,
    private readonly now: () => number = Date.now,
  ) {
    this.base = settings.apiBase.replace(/\/+$/, '');
    this.fetchImpl = withRateLimitWait(fetchImpl);
  }

  private post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return providerJson<unknown>(this.fetchImpl, `${this.base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** A valid access token, and whether it was fetched just now (a fresh one is not retried). */
  private async accessToken(): Promise<{ access: string; fresh: boolean }> {
    const now = this.now();
    const held = this.tokens;
    if (held !== null && held.accessUntil - TOKEN_MARGIN_MS > now)
      return { access: held.access, fresh: false };
    if (held !== null && held.refreshUntil - TOKEN_MARGIN_MS > now) {
      const refreshed = await this.post('/api/v2/token/refresh/', { refresh: held.refresh }).catch(
        () => null,
      );
      if (refreshed !== null) {
        const renewed = parsed(nordigenRefreshSchema, refreshed, 'token refresh');
        this.tokens = { ...held, access: renewed.access, accessUntil: now + renewed.access_expires * 1_000 };
        return { access: renewed.access, fresh: true };
      }
    }
    const body = { secret_id: this.settings.secretId, secret_key: this.settings.secretKey };
    const answer = await this.post('/api/v2/token/new/', body).catch((error: unknown) => {
      // A refused secret is Tranche's configuration, not the user's access: no reconnecting helps.
      if (!(error instanceof ProviderError) || !error.expired) throw error;
      throw new ProviderError(`GoCardless refused Tranche's secret: ${error.message}`, {
        status: error.status,
      });
    });
    const pair = parsed(nordigenTokenSchema, answer, 'token');
    this.tokens = {
      access: pair.access,
      accessUntil: now + pair.access_expires * 1_000,
      refresh: pair.refresh,
      refreshUntil: now + pair.refresh_expires * 1_000,
    };
    return { access: pair.access, fresh: true };
  }

  /** One request with an access token: a GET with its query, or a POST with a JSON body. */
  private send(access: string, path: string, call: Call): Promise<unknown> {
    const headers = { Authorization: `Bearer ${access}`, Accept: 'application/json' };
    if (call.body !== undefined) return this.post(path, call.body, headers);
    const query = call.query === undefined ? '' : `?${new URLSearchParams(call.query).toString()}`;
    return providerJson<unknown>(this.fetchImpl, `${this.base}${path}${query}`, { headers });
  }

  /**
   * One authorised call. A 401 with a token held from before is tried once more with a new one
   * (GoCardless may have revoked it); a 401 then means the user's access itself has ended.
   */
  private async call<T>(schema: z.ZodType<T>, path: string, call: Call, what: string): Promise<T> {
    const token = await this.accessToken();
    try {
      return parsed(schema, await this.send(token.access, path, call), what);
    } catch (error) {
      if (token.fresh || !(error instanceof ProviderError && error.status === 401)) throw error;
      this.tokens = null;
      const renewed = await this.accessToken();
      return parsed(schema, await this.send(renewed.access, path, call), what);
    }
  }

  /** `GET /api/v2/institutions/?country=`: the banks GoCardless reaches in a country. */
  institutions(country: string) {
    return this.call(
      nordigenInstitutionSchema.array(),
      '/api/v2/institutions/',
      { query: { country } },
      'institution list',
    );
  }

  /** `POST /api/v2/agreements/enduser/`: how far back and how long the access reaches. */
  createAgreement(institutionId: string, maxHistoricalDays: number, accessValidForDays: number) {
    const body = {
      institution_id: institutionId,
      max_historical_days: maxHistoricalDays,
      access_valid_for_days: accessValidForDays,
      access_scope: ['balances', 'details', 'transactions'],
    };
    return this.call(nordigenAgreementSchema, '/api/v2/agreements/enduser/', { body }, 'agreement');
  }

  /** `GET /api/v2/agreements/enduser/{id}/`: when the user accepted it, hence when it ends. */
  agreement(id: string) {
    return this.call(
      nordigenAgreementSchema,
      `/api/v2/agreements/enduser/${encodeURIComponent(id)}/`,
      {},
      'agreement',
    );
  }

  /** `POST /api/v2/requisitions/`: the link the user follows to the bank. */
  createRequisition(input: {
    institutionId: string;
    agreementId: string;
    redirect: string;
    reference: string;
  }) {
    const body = {
      redirect: input.redirect,
      institution_id: input.institutionId,
      agreement: input.agreementId,
      reference: input.reference,
    };
    return this.call(nordigenRequisitionSchema, '/api/v2/requisitions/', { body }, 'requisition');
  }

  /** `GET /api/v2/requisitions/{id}/`: its status and, once linked, the account ids. */
  requisition(id: string) {
    return this.call(
      nordigenRequisitionSchema,
      `/api/v2/requisitions/${encodeURIComponent(id)}/`,
      {},
      'requisition',
    );
  }

  /** `GET /api/v2/accounts/{id}/details/`: IBAN, currency, owner (one of the limited daily reads). */
  details(accountId: string) {
    const path = `/api/v2/accounts/${encodeURIComponent(accountId)}/details/`;
    return this.call(nordigenDetailsSchema, path, {}, 'account details');
  }

  /** `GET /api/v2/accounts/{id}/balances/` (one of the limited daily reads). */
  balances(accountId: string) {
    const path = `/api/v2/accounts/${encodeURIComponent(accountId)}/balances/`;
    return this.call(nordigenBalancesSchema, path, {}, 'balance list');
  }

  /**
   * `GET /api/v2/accounts/{id}/transactions/`, booked from `dateFrom` on (yyyy-mm-dd), or all the
   * agreement reaches. One call answers the whole range: GoCardless does not page.
   */
  transactions(accountId: string, dateFrom: string | null) {
    const path = `/api/v2/accounts/${encodeURIComponent(accountId)}/transactions/`;
    const query = dateFrom === null ? undefined : { date_from: dateFrom };
    return this.call(nordigenTransactionsSchema, path, { query }, 'transaction list');
  }
}
