import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
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
import { BILLING_SHAPES, billingContract } from '../billing-contract';
import { chargebeeBilling } from './chargebee-adapter';
import { chargebeeProvider } from './chargebee-provider';

/**
 * Contract test: the adapter against a mock server Prism generates from Chargebee's own OpenAPI
 * document (API v1, 2026-06-12). Prism checks every request (path, query, Basic security); a
 * request Chargebee would refuse answers 4xx here and fails the test.
 */
const OPERATIONS = {
  '/subscriptions': ['get'],
  '/plans': ['get'],
  '/invoices': ['get'],
  '/transactions': ['get'],
  '/invoices/{invoice-id}/pdf': ['post'],
};
/** The document's servers carry this base path; Prism serves the paths from its root. */
const BASE_PATH = '/api/v1';
const FILE_HOST = 'https://files.chargebee.invalid';

let mock: PrismMock | undefined;

beforeAll(async () => {
  const document = parse(
    readFileSync(openapiFile('chargebee/chargebee_api_v1_spec.yaml'), 'utf8'),
  ) as JsonObject;
  // Generated examples: the document's lists carry none.
  mock = await startPrism(operationsOnly(document, OPERATIONS), { dynamic: true });
}, 150_000);

afterAll(() => mock?.stop());

interface Call {
  path: string;
  query: URLSearchParams;
  status: number;
  violations: string | null;
  records: number;
}

/**
 * Chargebee's codes where the document only says "string", so records reach the shape checks;
 * and a plan id every generated subscription refers to, so subscriptions are priced.
 */
const realistic = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(realistic);
  if (!isObject(node)) return node;
  const codes: Record<string, string> = { currency_code: 'EUR', country: 'DE', plan_id: 'plan-1', id: '' };
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      typeof value === 'string' && key in codes ? codes[key] || value || 'generated-id' : realistic(value),
    ]),
  );
};

/**
 * The generated plans as the one plan every generated subscription refers to, monthly, so that
 * subscriptions are priced; one page of them (the adapter reads all plans before subscriptions).
 */
function pricedPlans(body: JsonObject) {
  for (const entry of Array.isArray(body.list) ? body.list : []) {
    if (isObject(entry) && isObject(entry.plan))
      Object.assign(entry.plan, { id: 'plan-1', period: 1, period_unit: 'month' });
  }
}

/** The seeded generator makes every transaction an authorisation: make them payments. */
function paymentsOnly(body: JsonObject) {
  for (const entry of Array.isArray(body.list) ? body.list : []) {
    if (isObject(entry) && isObject(entry.transaction)) entry.transaction.type = 'payment';
  }
}

/**
 * fetch that reaches only the mock, records Prism's verdict on each call, and stands in for
 * Chargebee's file host (outside the API document) when a PDF is downloaded.
 * `lastPage`: a seeded Prism answers every page alike, so a reader that pages on never ends.
 */
function recordingFetch(calls: Call[], options: { lastPage?: boolean } = {}): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    if (url.origin === FILE_HOST) return new Response('%PDF-1.4\n%%EOF\n', { status: 200 });
    if (url.origin !== mock!.base) throw new Error(`The test tried to reach ${url.origin}`);
    if (!url.pathname.startsWith(`${BASE_PATH}/`)) throw new Error(`Not under ${BASE_PATH}: ${url.pathname}`);
    const path = url.pathname.slice(BASE_PATH.length);
    const response = await fetch(`${mock!.base}${path}${url.search}`, init);
    const body = realistic((await response.json()) as Json);
    if (isObject(body) && isObject(body.download)) body.download.download_url = `${FILE_HOST}/invoice.pdf`;
    if (path === '/plans' && isObject(body)) pricedPlans(body);
    if (path === '/transactions' && isObject(body)) paymentsOnly(body);
    if ((options.lastPage || path === '/plans') && isObject(body)) delete body.next_offset;
    const records = isObject(body) && Array.isArray(body.list) ? body.list.length : 0;
    calls.push({
      path,
      query: url.searchParams,
      status: response.status,
      violations: response.headers.get('sl-violations'),
      records,
    });
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

const credentials: ProviderCredentials = {
  accessToken: 'test_cb_key',
  refreshToken: null,
  expiresAt: null,
  externalAccountId: 'acme-test.chargebee.com',
};
const settings = () => ({ apiBase: mock!.base });

describe('the billing contract, on the mock of Chargebee’s API', () => {
  billingContract(
    () => chargebeeBilling(settings(), credentials, recordingFetch([], { lastPage: true }), () => {}),
    {
      pdf: true,
    },
  );
});

describe('Chargebee billing against a mock of Chargebee’s API', () => {
  const listings = [
    ['subscriptions', '/subscriptions'],
    ['invoices', '/invoices'],
    ['payments', '/transactions'],
  ] as const;

  it.each(listings)('lists %s with requests Chargebee accepts, in Tranche’s shape', async (method, path) => {
    const calls: Call[] = [];
    const skips: string[] = [];
    const billing = chargebeeBilling(settings(), credentials, recordingFetch(calls), ({ reason }) =>
      skips.push(reason),
    );
    const first = await billing[method](null, null);
    expect(first.next).not.toBeNull();
    const second = await billing[method](first.next, null);
    const listCalls = calls.filter((call) => call.path === path);
    expect(calls.every((call) => call.status === 200 && call.violations === null)).toBe(true);
    expect(listCalls.map((call) => call.query.get('limit'))).toEqual(['100', '100']);
    expect(listCalls[1]!.query.get('offset')).toBe(first.next);
    for (const page of [first, second])
      for (const item of page.items) expect(BILLING_SHAPES[method].safeParse(item).error).toBeUndefined();
    // Every listed record is in Tranche's shape or skipped with a reason, never lost.
    const kept = first.items.length + second.items.length;
    expect(kept + skips.length).toBe(listCalls.reduce((sum, call) => sum + call.records, 0));
    expect(kept).toBeGreaterThan(0);
  });

  it('prices subscriptions by the site’s plans and currency, read once', async () => {
    const calls: Call[] = [];
    const billing = chargebeeBilling(
      settings(),
      credentials,
      recordingFetch(calls, { lastPage: true }),
      () => {},
    );
    await billing.subscriptions(null);
    await billing.subscriptions(null);
    expect(calls.map((call) => call.path)).toEqual([
      '/plans',
      '/invoices',
      '/subscriptions',
      '/subscriptions',
    ]);
  });

  it('connects with a key on a Chargebee host only, and refuses a wrong key', async () => {
    const connector = chargebeeProvider.connector(settings(), recordingFetch([]));
    await expect(connector.verify('acme-test.chargebee.com', 'test_cb_key')).resolves.toEqual(credentials);
    await expect(connector.verify('internal.example.com', 'test_cb_key')).rejects.toThrow(
      /your-site\.chargebee\.com/,
    );
    const keyless = chargebeeProvider.connector(settings(), async (input, init) =>
      recordingFetch([])(input, { ...init, headers: {} }),
    );
    const refused = await keyless.verify('acme.chargebee.com', '').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).expired).toBe(true);
  });
});
