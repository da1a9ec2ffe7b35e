import { z } from 'zod';
import type { ProviderCredentials } from '../../connection';
import { ProviderError } from '../../provider-error';
import { type FetchLike, providerJson } from '../../provider-http';

/**
 * SumUp's HTTP API as Tranche uses it, following SumUp's OpenAPI document
 * (`shared/provider-specs/sumup/openapi.json`): the merchant's transaction history, the
 * memberships that tell which merchant account a user authorised, and the OAuth token endpoint.
 */

/** A page of terminal sales per request: big enough to sync a busy shop's year in minutes. */
export const SUMUP_PAGE_SIZE = 100;

/**
 * Read the full sale history and find the user's merchant account. The document lists both
 * `transactions.history` and `transactions.read` for the history; `user.profile_readonly` covers
 * the memberships listing.
 */
export const SUMUP_SCOPES = ['transactions.history', 'user.profile_readonly'] as const;

/**
 * One item of `GET /v2.1/merchants/{merchant_code}/transactions/history` (schema
 * `TransactionHistory`). The document marks no field required, so every one is optional and
 * the transform decides what it can use. Enumerations stay `string`: SumUp may add values.
 */
export const sumupHistoryItemSchema = z.looseObject({
  id: z.string().optional(),
  transaction_id: z.string().optional(),
  transaction_code: z.string().optional(),
  /** Major units; typed `number` (float) by the document, tolerated as a decimal string. */
  amount: z.union([z.number(), z.string()]).optional(),
  currency: z.string().optional(),
  timestamp: z.string().optional(),
  status: z.string().optional(),
  type: z.string().optional(),
  payment_type: z.string().optional(),
  refunded_amount: z.union([z.number(), z.string()]).optional(),
});
export type SumupHistoryItem = z.infer<typeof sumupHistoryItemSchema>;

const historyPageSchema = z.object({
  items: z.array(sumupHistoryItemSchema).default([]),
  /** `TransactionsHistoryLink`: `rel` "next" carries the query of the following page. */
  links: z.array(z.looseObject({ rel: z.string(), href: z.string() })).default([]),
});

const membershipsSchema = z.object({
  items: z.array(
    z.looseObject({
      resource_id: z.string().optional(),
      type: z.string().optional(),
      status: z.string().optional(),
      resource: z.looseObject({ id: z.string().optional(), type: z.string().optional() }).optional(),
    }),
  ),
});

/**
 * SumUp's token answer. The document names the token URL in its `oauth2` security scheme but
 * does not describe the body; this is the standard OAuth 2.0 answer (RFC 6749 §5.1).
 */
const tokenSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
});

export interface SumupHistoryPage {
  items: SumupHistoryItem[];
  /** The query string of the next page as SumUp gave it; null on the last page. */
  nextQuery: string | null;
}

const trimBase = (apiBase: string) => apiBase.replace(/\/+$/, '');

/** A shape the document does not allow: not worth retrying, the sync reports it. */
function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ProviderError(
    `SumUp answered an unexpected ${what}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}`,
    { retryable: false },
  );
}

/**
 * The `links` href is a bare query string in the document's example
 * ("limit=10&oldest_ref=…&order=ascending"); a path or absolute URL is accepted too. Only the
 * query is kept, so a stored cursor can never point a request at another host or path.
 */
export function nextQueryOf(links: readonly { rel: string; href: string }[]): string | null {
  const next = links.find((link) => link.rel === 'next');
  if (next === undefined || next.href.trim() === '') return null;
  const href = next.href.trim();
  // A path or URL without a query has nothing to continue with.
  if (!href.includes('?') && /^[a-z]+:|^\//i.test(href)) return null;
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1) : href;
  const normalized = new URLSearchParams(query).toString();
  return normalized === '' ? null : normalized;
}

/** Calls SumUp's REST API with one user's access token. */
export class SumupClient {
  private readonly base: string;

  constructor(
    apiBase: string,
    private readonly accessToken: string,
    private readonly fetchImpl: FetchLike,
  ) {
    this.base = trimBase(apiBase);
  }

  private get<T>(path: string, query: URLSearchParams): Promise<T> {
    return providerJson<T>(this.fetchImpl, `${this.base}${path}?${query.toString()}`, {
      headers: { Authorization: `Bearer ${this.accessToken}`, Accept: 'application/json' },
    });
  }

  /**
   * The merchant account whose sales Tranche reads: the first accepted merchant membership of
   * the user who authorised (`GET /v0.1/memberships`). The document has no "current merchant"
   * endpoint, and the history path needs the merchant code.
   */
  async merchantCode(): Promise<string> {
    const query = new URLSearchParams({ kind: 'merchant', status: 'accepted', limit: '25' });
    const body = parsed(
      membershipsSchema,
      await this.get<unknown>('/v0.1/memberships', query),
      'membership list',
    );
    for (const membership of body.items) {
      const type = membership.resource?.type ?? membership.type;
      const code = membership.resource?.id ?? membership.resource_id;
      if (type === 'merchant' && (membership.status ?? 'accepted') === 'accepted' && code) return code;
    }
    throw new ProviderError('The SumUp user has no merchant account Tranche could read', {
      retryable: false,
    });
  }

  /**
   * One page of the merchant's transaction history, newest first so that an interrupted first
   * sync already holds the recent months that matter most for an offer. `query` is a previous
   * page's `nextQuery`, or null for the first page.
   */
  async historyPage(
    merchantCode: string,
    query: string | null,
    since: string | null = null,
  ): Promise<SumupHistoryPage> {
    const params =
      query === null
        ? new URLSearchParams({
            limit: String(SUMUP_PAGE_SIZE),
            order: 'descending',
            // A later sync reads only the sales made since the one before (with an overlap).
            ...(since === null ? {} : { oldest_time: new Date(since).toISOString() }),
          })
        : new URLSearchParams(query);
    const path = `/v2.1/merchants/${encodeURIComponent(merchantCode)}/transactions/history`;
    const body = parsed(historyPageSchema, await this.get<unknown>(path, params), 'transaction history page');
    // A page with no items and a next link would loop forever; SumUp's listing is then complete.
    const nextQuery = body.items.length === 0 ? null : nextQueryOf(body.links);
    return { items: body.items, nextQuery };
  }
}

/** SumUp's OAuth consent page (`authorizationUrl` of the document's `oauth2` scheme). */
export function sumupAuthorizationUrl(
  apiBase: string,
  clientId: string,
  state: string,
  redirectUri: string,
): string {
  const url = new URL(`${trimBase(apiBase)}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: SUMUP_SCOPES.join(' '),
    state,
  }).toString();
  return url.toString();
}

export interface SumupTokenRequest {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The grant's own fields: `grant_type` plus `code`/`redirect_uri` or `refresh_token`. */
  grant: Record<string, string>;
  /** The clock, for tests. */
  now?: () => Date;
}

/**
 * `POST /token` (the document's `tokenUrl`), client id and secret as form fields as SumUp
 * documents. The merchant account is not part of the answer; the caller discovers it.
 */
export async function requestSumupToken(
  fetchImpl: FetchLike,
  request: SumupTokenRequest,
): Promise<Omit<ProviderCredentials, 'externalAccountId'>> {
  const issuedAt = (request.now ?? (() => new Date()))();
  const body = new URLSearchParams({
    ...request.grant,
    client_id: request.clientId,
    client_secret: request.clientSecret,
  });
  const answer = await providerJson<unknown>(fetchImpl, `${trimBase(request.apiBase)}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: body.toString(),
  });
  const token = parsed(tokenSchema, answer, 'token answer');
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? null,
    expiresAt:
      token.expires_in === undefined
        ? null
        : new Date(issuedAt.getTime() + token.expires_in * 1_000).toISOString(),
  };
}
