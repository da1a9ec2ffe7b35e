import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { accountingContract } from '../../accounting/accounting-contract';
import type { ProviderCredentials } from '../../connection';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import {
  isObject,
  type Json,
  type JsonObject,
  openapiFile,
  operationsOnly,
  type PrismMock,
  startPrism,
} from '../../testing/prism-mock';
import { apideckUnified } from './apideck-adapter';
import { apideckProvider } from './apideck-provider';

/**
 * Contract test: the Apideck client and adapter against mock servers Prism generates from
 * Apideck's own documents (10.34.0: the Vault and the Accounting API). Prism checks every request
 * (path, query, the bearer key and the x-apideck-* headers); a request Apideck would refuse
 * answers 4xx here and fails the test.
 */
const VAULT = { '/vault/sessions': ['post'], '/vault/connections': ['get'] };
const ACCOUNTING = {
  '/accounting/profit-and-loss': ['get'],
  '/accounting/balance-sheet': ['get'],
  '/accounting/invoices': ['get'],
};
const API_BASE = 'https://apideck.test';

let vault: PrismMock | undefined;
let accounting: PrismMock | undefined;

beforeAll(async () => {
  const load = (file: string) => parse(readFileSync(openapiFile(file), 'utf8')) as JsonObject;
  [vault, accounting] = await Promise.all([
    startPrism(operationsOnly(load('apideck/vault.yml'), VAULT), { dynamic: true }),
    // Static: the generator cannot fake the reports' recursive schemas; the examples serve.
    startPrism(operationsOnly(load('apideck/accounting.yml'), ACCOUNTING)),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([vault?.stop(), accounting?.stop()]);
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  status: number;
  violations: string | null;
}

/** Prism's verdict on the request only: its generator may break the document's own response rules. */
function requestViolations(header: string | null): string | null {
  const found = (JSON.parse(header ?? '[]') as { location: string[] }[]).filter(
    (violation) => violation.location[0] === 'request',
  );
  return found.length > 0 ? JSON.stringify(found) : null;
}

/** Apideck's codes and states where the generator picks any string; one page of invoices. */
const realistic = (node: Json, key = ''): Json => {
  if (Array.isArray(node)) return node.map((item) => realistic(item, key));
  if (!isObject(node)) {
    if (key === 'currency') return 'EUR';
    if (['invoice_date', 'due_date', 'end_date', 'start_date'].includes(key)) return '2026-10-31';
    if (key === 'state') return 'callable';
    if (key === 'unified_api') return 'accounting';
    if (key === 'service_id') return 'xero';
    if (key === 'enabled') return true;
    if (key === 'type' && typeof node === 'string' && ['supplier', 'credit'].includes(node))
      return 'standard';
    if (key === 'status' && typeof node === 'string' && ['credit', 'deleted'].includes(node)) return 'paid';
    if (key === 'next') return null;
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, realistic(value, name)]));
};

function recordingFetch(calls: Call[]): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    if (url.origin !== API_BASE) throw new Error(`The test tried to reach ${url.origin}`);
    const mock = url.pathname.startsWith('/vault/') ? vault! : accounting!;
    const response = await fetch(`${mock.base}${url.pathname}${url.search}`, init);
    const body = realistic((await response.json()) as Json);
    // The generator may list no connection: one of the document's shape.
    if (
      url.pathname === '/vault/connections' &&
      isObject(body) &&
      Array.isArray(body.data) &&
      body.data.length === 0
    )
      body.data.push({
        id: 'accounting+xero',
        service_id: 'xero',
        unified_api: 'accounting',
        state: 'callable',
      });
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      status: response.status,
      violations: requestViolations(response.headers.get('sl-violations')),
    });
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

const settings = { apiKey: 'sk_test_apideck', appId: 'tranche-app', apiBase: API_BASE };
const credentials: ProviderCredentials = {
  accessToken: 'xero',
  refreshToken: null,
  expiresAt: null,
  externalAccountId: 'account-1',
};

describe('the accounting contract, on the mock of Apideck’s API', () => {
  accountingContract(() => apideckUnified(settings, credentials, recordingFetch([]), () => {}), '2026-11-20');
});

describe('Apideck against mocks of its API', () => {
  it('reads the books with requests Apideck accepts: one report a month, the balance sheet, invoices', async () => {
    const calls: Call[] = [];
    const books = apideckUnified(settings, credentials, recordingFetch(calls), () => {});
    await books.profitAndLoss('2026-09-01', '2026-11-20');
    await books.balanceSheet('2026-11-20');
    await books.invoices(null);
    expect(calls.filter((call) => call.status !== 200 || call.violations !== null)).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual([
      '/vault/connections',
      '/accounting/profit-and-loss',
      '/accounting/profit-and-loss',
      '/accounting/profit-and-loss',
      '/accounting/balance-sheet',
      '/accounting/invoices',
    ]);
    expect(Object.fromEntries(calls[3]!.query)).toEqual({
      'filter[start_date]': '2026-11-01',
      'filter[end_date]': '2026-11-20',
    });
    expect(Object.fromEntries(calls[4]!.query)).toMatchObject({ 'filter[end_date]': '2026-11-20' });
    expect(calls[5]!.query.get('limit')).toBe('200');
    for (const call of calls.slice(1)) {
      expect(call.headers.get('authorization')).toBe('Bearer sk_test_apideck');
      expect(call.headers.get('x-apideck-app-id')).toBe('tranche-app');
      expect(call.headers.get('x-apideck-consumer-id')).toBe('account-1');
      expect(call.headers.get('x-apideck-service-id')).toBe('xero');
    }
  });

  it('opens a vault session for the consumer and finds its authorised accounting connection', async () => {
    const calls: Call[] = [];
    const connector = apideckProvider.connector(settings, recordingFetch(calls));
    const { sessionUrl } = await connector.createSession(
      'account-1',
      'http://localhost:3000/settings/integrations',
    );
    expect(sessionUrl).toBeTruthy();
    const connection = await connector.connection('account-1');
    expect(connection).toMatchObject({ accessToken: 'xero', externalAccountId: 'account-1' });
    expect(calls.filter((call) => call.status !== 200 || call.violations !== null)).toEqual([]);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/vault/sessions' });
    expect(calls[1]!.query.get('api')).toBe('accounting');
  });

  it('treats a connection Apideck marks invalid as expired', async () => {
    const invalid: FetchLike = async (input, init) => {
      const response = await recordingFetch([])(input, init);
      const body = (await response.json()) as JsonObject;
      if (new URL(input).pathname === '/vault/connections' && Array.isArray(body.data))
        for (const connection of body.data) if (isObject(connection)) connection.state = 'invalid';
      return Response.json(body);
    };
    const refused = await apideckUnified(settings, credentials, invalid, () => {})
      .invoices(null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).expired).toBe(true);
  });
});
