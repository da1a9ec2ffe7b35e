import { readFileSync } from 'node:fs';
import type { FetchLike } from '../../provider-http';
import { isObject, type Json, type JsonObject, openapiFile, operationsOnly } from '../../testing/prism-mock';
import balances from './fixtures/balances.json';
import details from './fixtures/details.json';
import transactions from './fixtures/transactions.json';

/** The operations the GoCardless client calls. */
const OPERATIONS = {
  '/api/v2/token/new/': ['post'],
  '/api/v2/token/refresh/': ['post'],
  '/api/v2/institutions/': ['get'],
  '/api/v2/agreements/enduser/': ['post'],
  '/api/v2/agreements/enduser/{id}/': ['get'],
  '/api/v2/requisitions/': ['post'],
  '/api/v2/requisitions/{id}/': ['get'],
  '/api/v2/accounts/{id}/details/': ['get'],
  '/api/v2/accounts/{id}/balances/': ['get'],
  '/api/v2/accounts/{id}/transactions/': ['get'],
};

/** The two accounts of the linked requisition the mock answers with. */
export const MOCK_ACCOUNTS = ['7e944232-bda9-40bc-b784-660c7ab5fe78', '99a0bfe2-0bef-46df-bff2-e9ae0c6c5838'];
export const MOCK_ACCEPTED = '2026-11-20T10:00:00Z';

/** The fixtures are JSON files: `unknown` spares each its cast to the Json type. */
function setExample(document: JsonObject, path: string, method: string, status: string, value: unknown) {
  const operation = (document.paths as Record<string, Record<string, JsonObject>>)[path]![method]!;
  const content = (operation.responses as Record<string, JsonObject>)[status]!.content as JsonObject;
  const json = content['application/json'];
  if (!isObject(json)) throw new Error(`${method} ${path} has no JSON answer`);
  json.examples = { Documented: { value: value as Json } };
}

/**
 * GoCardless's document, cut to the client's operations, as the mock serves it. The schemas, and
 * so Prism's validation of every request, are the document's own; two things are added:
 * - the token endpoints without the bearer the document's global `security` asks for: a token is
 *   what they give, and GoCardless's documentation calls them with the secret alone;
 * - examples where the document has none or only placeholders ("currency": "string", "bookingDate":
 *   "date", two transactions with the same id, a requisition still being created): a linked
 *   requisition and the payloads of ./fixtures, in GoCardless's documented shapes.
 */
export function nordigenMockDocument(): JsonObject {
  const document = JSON.parse(readFileSync(openapiFile('nordigen/spec.json'), 'utf8')) as JsonObject;
  const served = operationsOnly(document, OPERATIONS);
  const paths = served.paths as Record<string, Record<string, JsonObject>>;
  for (const path of ['/api/v2/token/new/', '/api/v2/token/refresh/']) paths[path]!.post!.security = [];
  setExample(served, '/api/v2/requisitions/{id}/', 'get', '200', {
    id: '8126e9fb-93c9-4228-937c-68f0383c2df7',
    created: '2026-11-20T09:58:12.381Z',
    redirect: 'https://app.tranche.test/integrations/banking/callback',
    status: 'LN',
    institution_id: 'N26_NTSBDEB1',
    agreement: '2dea1b84-97b0-4cb4-8805-302c227587c8',
    reference: 'integration-contract',
    accounts: MOCK_ACCOUNTS,
    link: 'https://ob.gocardless.com/psd2/start/3fa85f64-5717-4562-b3fc-2c963f66afa6/N26_NTSBDEB1',
  });
  setExample(served, '/api/v2/agreements/enduser/{id}/', 'get', '200', {
    id: '2dea1b84-97b0-4cb4-8805-302c227587c8',
    created: '2026-11-20T09:58:11.902Z',
    institution_id: 'N26_NTSBDEB1',
    max_historical_days: 90,
    access_valid_for_days: 90,
    access_scope: ['balances', 'details', 'transactions'],
    accepted: MOCK_ACCEPTED,
  });
  setExample(served, '/api/v2/accounts/{id}/details/', 'get', '200', details);
  setExample(served, '/api/v2/accounts/{id}/balances/', 'get', '200', balances);
  setExample(served, '/api/v2/accounts/{id}/transactions/', 'get', '200', transactions);
  return served;
}

export interface MockCall {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
  status: number;
  violations: string | null;
}

/**
 * fetch that reaches only the mock (the test never goes to the internet), records each call and
 * fails it on any `sl-violations` header, Prism's word that the request broke the document: the
 * client then sees a 599 that names the breach, which no test expects.
 */
export function recordingFetch(
  base: string,
  calls: MockCall[],
  change?: (
    url: URL,
    init: RequestInit | undefined,
  ) => { init?: RequestInit; answer?: (r: Response) => Response },
): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    if (url.origin !== base) throw new Error(`The test tried to reach ${url.origin}`);
    const changed = change?.(url, init) ?? {};
    const sent = changed.init ?? init;
    const response = await fetch(input, sent);
    const violations = response.headers.get('sl-violations');
    const body = typeof sent?.body === 'string' ? JSON.parse(sent.body) : null;
    calls.push({
      url,
      method: sent?.method ?? 'GET',
      headers: new Headers(sent?.headers),
      body,
      status: response.status,
      violations,
    });
    // Not thrown: provider-http would report a thrown error as a network failure, without the why.
    if (violations !== null)
      return new Response(`The request broke the document: ${violations}`, { status: 599 });
    return changed.answer ? changed.answer(response) : response;
  };
}
