import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCredentials } from '../../connection';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import { openapiFile, type PrismMock, startPrism } from '../../testing/prism-mock';
import { terminalContract } from '../terminal-contract';
import { type SumupSettings, sumupTerminal } from './sumup-adapter';
import { sumupProvider } from './sumup-provider';

/**
 * Contract test: the adapter against a mock server Prism generates from SumUp's own OpenAPI
 * document. Prism validates every request (path, query, Bearer security) and answers with the
 * document's examples, so a request SumUp would refuse fails here too.
 */
const SPEC = openapiFile('sumup/openapi.json');
const STARTUP_MS = 90_000;

/** The document's own example of a next-page link (schema TransactionsHistoryLink). */
function specLinkExample(): string {
  const spec = JSON.parse(readFileSync(SPEC, 'utf8')) as {
    components: { schemas: { TransactionsHistoryLink: { properties: { href: { example: string } } } } };
  };
  return spec.components.schemas.TransactionsHistoryLink.properties.href.example;
}

let mock: PrismMock | undefined;
let base = '';

beforeAll(async () => {
  mock = await startPrism(SPEC, { startupMs: STARTUP_MS });
  base = mock.base;
}, STARTUP_MS + 30_000);

afterAll(() => mock?.stop());

interface Call {
  url: URL;
  headers: Headers;
  violations: string | null;
}

/**
 * fetch that only reaches the mock (the test never goes to the internet) and records each call
 * with Prism's `sl-violations` header, which names any way the request broke the document.
 */
function recordingFetch(
  calls: Call[],
  rewrite?: (url: URL, response: Response) => Promise<Response>,
): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    if (url.origin !== base) throw new Error(`The test tried to reach ${url.origin}`);
    const response = await fetch(input, init);
    calls.push({
      url,
      headers: new Headers(init?.headers),
      violations: response.headers.get('sl-violations'),
    });
    return rewrite ? rewrite(url, response) : response;
  };
}

const settings = (): SumupSettings => ({ clientId: 'cid', clientSecret: 'secret', apiBase: base });
const credentials = (externalAccountId: string | null): ProviderCredentials => ({
  accessToken: 'sumup-access-token',
  refreshToken: null,
  expiresAt: null,
  externalAccountId,
});

/** The document's example history item, in Tranche's shape. */
const EXAMPLE_PAYMENT = {
  externalId: '410fc44a-5956-44e1-b5cc-19c6f8d727a4',
  customerExternalId: null,
  subscriptionExternalId: null,
  currency: 'EUR',
  amountMinor: 1010,
  status: 'succeeded',
  occurredAt: '2020-02-29T10:56:56.876Z',
  failureReason: null,
};

describe('the terminal contract, on the mock of SumUp’s API', () => {
  terminalContract(() => sumupTerminal(settings(), credentials(null), recordingFetch([])));
});

describe('SumUp terminal against the mock of its OpenAPI document', () => {
  it('finds the merchant from the memberships, then reads the first history page', async () => {
    const calls: Call[] = [];
    const terminal = sumupTerminal(settings(), credentials(null), recordingFetch(calls));
    const page = await terminal.transactions(null, null);

    expect(page).toEqual({ items: [EXAMPLE_PAYMENT], next: null });
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/v0.1/memberships',
      '/v2.1/merchants/M2DDT39A/transactions/history',
    ]);
    expect(calls[1]?.url.searchParams.get('order')).toBe('descending');
    expect(calls.every((call) => call.headers.get('authorization') === 'Bearer sumup-access-token')).toBe(
      true,
    );
    expect(calls.map((call) => call.violations)).toEqual([null, null]);
  });

  it("follows the next link's query to the following page with the stored merchant code", async () => {
    const calls: Call[] = [];
    const href = specLinkExample();
    // The mock's example page has no next link: add the document's own link example to the first.
    const withNextLink = async (url: URL, response: Response) => {
      if (url.searchParams.has('oldest_ref')) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, links: [{ rel: 'next', href }] }, { status: response.status });
    };
    const terminal = sumupTerminal(settings(), credentials('MH4H92C7'), recordingFetch(calls, withNextLink));

    const first = await terminal.transactions(null, null);
    expect(first.items).toEqual([EXAMPLE_PAYMENT]);
    expect(first.next).toEqual(expect.any(String));

    const second = await terminal.transactions(first.next, null);
    expect(second).toEqual({ items: [EXAMPLE_PAYMENT], next: null });
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/v2.1/merchants/MH4H92C7/transactions/history',
      '/v2.1/merchants/MH4H92C7/transactions/history',
    ]);
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual(
      Object.fromEntries(new URLSearchParams(href)),
    );
    expect(calls.map((call) => call.violations)).toEqual([null, null]);
  });

  it('asks only for the sales made since the given time', async () => {
    const calls: Call[] = [];
    const terminal = sumupTerminal(settings(), credentials('MH4H92C7'), recordingFetch(calls));
    await terminal.transactions(null, '2026-11-01T00:00:00.000Z');
    expect(calls[0]!.url.searchParams.get('oldest_time')).toBe('2026-11-01T00:00:00.000Z');
    expect(calls[0]!.violations).toBeNull();
  });

  it('reports a refused authorisation as expired, so the user is asked to reconnect', async () => {
    const calls: Call[] = [];
    const record = recordingFetch(calls);
    // Without the Bearer token the document's security fails: the mock answers its 401 example.
    const withoutToken: FetchLike = (input, init) => record(input, { ...init, headers: {} });
    const error = await sumupTerminal(settings(), credentials('MH4H92C7'), withoutToken)
      .transactions(null, null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 401, expired: true, retryable: false });
  });

  it('exchanges a code for credentials that carry the merchant code', async () => {
    const calls: Call[] = [];
    const record = recordingFetch(calls);
    const forms: URLSearchParams[] = [];
    // The document names /token only as the OAuth scheme's tokenUrl, so Prism cannot mock it.
    const fetchImpl: FetchLike = async (input, init) => {
      if (new URL(input).pathname !== '/token') return record(input, init);
      forms.push(new URLSearchParams(String(init?.body)));
      return Response.json({
        access_token: 'fresh-token',
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: 'refresh-me',
        scope: 'transactions.history user.profile_readonly',
      });
    };
    const connector = sumupProvider.connector(settings(), fetchImpl);

    const consent = new URL(connector.authorizationUrl('state-1', 'https://app.example/cb'));
    expect(`${consent.origin}${consent.pathname}`).toBe(`${base}/authorize`);
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: 'https://app.example/cb',
      scope: 'transactions.history user.profile_readonly',
      state: 'state-1',
    });

    const before = Date.now();
    const result = await connector.exchangeCode('the-code', 'https://app.example/cb');
    expect(Object.fromEntries(forms[0]!)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://app.example/cb',
      client_id: 'cid',
      client_secret: 'secret',
    });
    expect(result).toMatchObject({
      accessToken: 'fresh-token',
      refreshToken: 'refresh-me',
      externalAccountId: 'M2DDT39A',
    });
    const expires = Date.parse(result.expiresAt ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(3_599_000);
    expect(
      calls.map((call) => [call.url.pathname, call.headers.get('authorization'), call.violations]),
    ).toEqual([['/v0.1/memberships', 'Bearer fresh-token', null]]);
  });
});
