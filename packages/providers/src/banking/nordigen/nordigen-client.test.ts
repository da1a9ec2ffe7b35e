import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkipListener } from '../../provider-entry';
import { ProviderError } from '../../provider-error';
import { type PrismMock, startPrism } from '../../testing/prism-mock';
import { bankingContract } from '../banking-contract';
import { nordigenBanking } from './nordigen-adapter';
import { NordigenClient, type NordigenSettings } from './nordigen-client';
import {
  MOCK_ACCEPTED,
  MOCK_ACCOUNTS,
  type MockCall,
  nordigenMockDocument,
  recordingFetch,
} from './nordigen-mock';

/**
 * Contract test: the GoCardless adapter against a mock server Prism generates from GoCardless's
 * own OpenAPI document (see nordigen-mock.ts). Prism validates every request (path, query, body,
 * Bearer security); a request GoCardless would refuse fails the test.
 */
const STARTUP_MS = 60_000;

let mock: PrismMock | undefined;
let base = '';

beforeAll(async () => {
  mock = await startPrism(nordigenMockDocument(), { startupMs: STARTUP_MS });
  base = mock.base;
}, STARTUP_MS + 30_000);

afterAll(() => mock?.stop());

const settings = (): NordigenSettings => ({
  secretId: 'tranche-id',
  secretKey: 'tranche-key',
  apiBase: base,
});
const ignoreSkips: SkipListener = () => {};
/** Asks Prism for the document's answer with this status instead of the 200. */
const preferring = (status: number, init: RequestInit | undefined): RequestInit => ({
  ...init,
  headers: { ...(init?.headers as Record<string, string>), Prefer: `code=${status}` },
});

describe('the banking contract, on the mock of GoCardless’s API', () => {
  bankingContract(() => nordigenBanking(settings(), recordingFetch(base, []), ignoreSkips), {
    country: 'DE',
  });
});

describe('GoCardless Bank Account Data against the mock of its OpenAPI document', () => {
  it('creates an agreement for the days of history asked, then a requisition for the redirect', async () => {
    const calls: MockCall[] = [];
    const banking = nordigenBanking(settings(), recordingFetch(base, calls), ignoreSkips);
    const started = await banking.startConsent({
      institutionId: 'N26_NTSBDEB1',
      redirectUri: 'https://app.tranche.test/integrations/banking/callback',
      reference: 'integration-42',
      transactionTotalDays: 180,
      accessValidForDays: 120,
    });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /api/v2/token/new/',
      'POST /api/v2/agreements/enduser/',
      'POST /api/v2/requisitions/',
    ]);
    expect(calls[0]!.body).toEqual({ secret_id: 'tranche-id', secret_key: 'tranche-key' });
    expect(calls[1]!.body).toEqual({
      institution_id: 'N26_NTSBDEB1',
      max_historical_days: 180,
      access_valid_for_days: 120,
      access_scope: ['balances', 'details', 'transactions'],
    });
    expect(calls[2]!.body).toMatchObject({
      redirect: 'https://app.tranche.test/integrations/banking/callback',
      institution_id: 'N26_NTSBDEB1',
      reference: 'integration-42',
      agreement: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(started.link).toMatch(/^https:\/\/ob\.gocardless\.com\/psd2\/start\//);
  });

  it('completes a linked requisition with its accounts and the end of the agreement', async () => {
    const calls: MockCall[] = [];
    const banking = nordigenBanking(settings(), recordingFetch(base, calls), ignoreSkips);
    const completed = await banking.completeConsent({ consentId: '8126e9fb-93c9-4228-937c-68f0383c2df7' });
    expect(completed).toEqual({
      status: 'linked',
      consentId: '8126e9fb-93c9-4228-937c-68f0383c2df7',
      validUntil: new Date(Date.parse(MOCK_ACCEPTED) + 90 * 86_400_000).toISOString(),
      accounts: MOCK_ACCOUNTS.map((externalId) => ({
        externalId,
        iban: 'DE89370400440532013000',
        name: 'Geschäftskonto',
        ownerName: 'Bluewave Analytics GmbH',
        currency: 'EUR',
      })),
    });
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/v2/token/new/',
      '/api/v2/requisitions/8126e9fb-93c9-4228-937c-68f0383c2df7/',
      '/api/v2/agreements/enduser/2dea1b84-97b0-4cb4-8805-302c227587c8/',
      ...MOCK_ACCOUNTS.map((id) => `/api/v2/accounts/${id}/details/`),
    ]);
    expect(calls.slice(1).every((call) => call.headers.get('authorization')?.startsWith('Bearer '))).toBe(
      true,
    );
  });

  it('reads booked transactions once, from the day asked, and reports what it leaves out', async () => {
    const calls: MockCall[] = [];
    const skipped: Parameters<SkipListener>[0][] = [];
    const banking = nordigenBanking(settings(), recordingFetch(base, calls), (record) =>
      skipped.push(record),
    );
    const page = await banking.transactions(MOCK_ACCOUNTS[0]!, null, '2020-11-05T00:00:00.000Z');
    expect(calls.at(-1)!.url.searchParams.get('date_from')).toBe('2020-11-05');
    expect(page.next).toBeNull();
    expect(page.items.map((item) => item.bookingDate)).toEqual([
      '2020-11-11',
      '2020-11-05',
      '2020-11-05',
      '2020-11-06',
    ]);
    expect(skipped).toEqual([
      { kind: 'bank transaction', externalId: '2020110900102733-1', reason: 'currency CHF not supported' },
      { kind: 'bank transaction', externalId: '2020111000311904-1', reason: 'amount -0.125 not readable' },
    ]);
    expect(await banking.transactions(MOCK_ACCOUNTS[0]!, 'more', null)).toEqual({ items: [], next: null });
  });

  it('keeps its token, renews it with the refresh token, and asks anew once that has expired too', async () => {
    const calls: MockCall[] = [];
    let now = Date.parse('2026-11-20T10:00:00Z');
    const client = new NordigenClient(settings(), recordingFetch(base, calls), () => now);
    await client.institutions('DE');
    await client.balances(MOCK_ACCOUNTS[0]!);
    now += 86_400_000;
    await client.institutions('AT');
    now += 30 * 86_400_000;
    await client.institutions('FR');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/v2/token/new/',
      '/api/v2/institutions/',
      `/api/v2/accounts/${MOCK_ACCOUNTS[0]}/balances/`,
      '/api/v2/token/refresh/',
      '/api/v2/institutions/',
      '/api/v2/token/new/',
      '/api/v2/institutions/',
    ]);
    expect(calls[3]!.body).toEqual({ refresh: expect.any(String) });
  });

  it("turns a 429 into a retryable error with GoCardless's own wait", async () => {
    const calls: MockCall[] = [];
    // The document names no headers of its 429; GoCardless sends its rate-limit headers with it.
    const limited = recordingFetch(base, calls, (url, init) =>
      url.pathname.endsWith('/transactions/')
        ? {
            init: preferring(429, init),
            answer: (response) => {
              const headers = new Headers(response.headers);
              headers.set('x-ratelimit-account-success-remaining', '0');
              headers.set('x-ratelimit-account-success-reset', '3600');
              headers.set('x-ratelimit-reset', '60');
              return new Response(response.body, { status: response.status, headers });
            },
          }
        : {},
    );
    const error = await nordigenBanking(settings(), limited, ignoreSkips)
      .transactions(MOCK_ACCOUNTS[0]!, null, null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 429, retryable: true, expired: false, retryAfterMs: 3_600_000 });
  });

  it('asks for a new token once when one is refused, then reports the access as expired', async () => {
    const calls: MockCall[] = [];
    const refused = recordingFetch(base, calls, (url, init) =>
      url.pathname.endsWith('/balances/') ? { init: preferring(401, init) } : {},
    );
    const client = new NordigenClient(settings(), refused);
    await client.institutions('DE');
    const error = await client.balances(MOCK_ACCOUNTS[0]!).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, expired: true });
    expect(calls.map((call) => `${call.url.pathname} ${call.status}`)).toEqual([
      '/api/v2/token/new/ 200',
      '/api/v2/institutions/ 200',
      `/api/v2/accounts/${MOCK_ACCOUNTS[0]}/balances/ 401`,
      '/api/v2/token/new/ 200',
      `/api/v2/accounts/${MOCK_ACCOUNTS[0]}/balances/ 401`,
    ]);
  });

  it("does not ask the user to reconnect when GoCardless refuses Tranche's secret", async () => {
    const refused = recordingFetch(base, [], (url, init) =>
      url.pathname === '/api/v2/token/new/' ? { init: preferring(401, init) } : {},
    );
    const error = await nordigenBanking(settings(), refused, ignoreSkips)
      .institutions('DE')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 401, expired: false, retryable: false });
  });
});
