import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setTokenProvider } from './api-client';
import { ApiError, errorText } from './api-error';
import { isOffline } from './connectivity';
import { i18n } from './i18n';
import { AppToaster } from './toast';

const json = (status: number, body: unknown) => Response.json(body, { status });
const errorsBody = (code: string, message: string, extra: object = {}) => ({
  errors: [{ code, message, ...extra }],
});

function answer(response: Response | (() => Response)) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === 'function' ? response() : response.clone(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => setTokenProvider(null));

describe('api client: calls', () => {
  it('GET returns the data field, or null without one', async () => {
    const fetchMock = answer(json(200, { data: { id: 7 } }));
    expect(await api.get<{ id: number }>('/things/7')).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things/7',
      expect.objectContaining({ method: 'GET', body: null }),
    );
    answer(json(200, { meta: {} }));
    expect(await api.get('/things')).toBeNull();
  });

  it('POST, PATCH and DELETE send JSON bodies and return the data field', async () => {
    const fetchMock = answer(() => json(200, { data: 'done' }));
    expect(await api.post<string>('/assets', { contractLengthMonths: 12 })).toBe('done');
    expect(await api.patch<string>('/assets/1', { name: 'x' })).toBe('done');
    expect(await api.del<string>('/assets/1')).toBe('done');
    const [, postInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(postInit.method).toBe('POST');
    expect(postInit.body).toBe('{"contractLengthMonths":12}');
    expect(postInit.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).method])).toEqual([
      ['/api/assets', 'POST'],
      ['/api/assets/1', 'PATCH'],
      ['/api/assets/1', 'DELETE'],
    ]);
  });

  it('accepts an empty success body', async () => {
    answer(new Response(null, { status: 204 }));
    expect(await api.post('/subscriptions/sync')).toBeNull();
  });

  it('getText returns the body as text', async () => {
    answer(new Response('a,b\n1,2', { status: 200, headers: { 'content-type': 'text/csv' } }));
    expect(await api.getText('/export.csv')).toBe('a,b\n1,2');
  });

  it('getRaw returns the whole body, and null on any failure', async () => {
    answer(json(200, { data: [1], meta: { total: 1 } }));
    expect(await api.getRaw('/list')).toEqual({ data: [1], meta: { total: 1 } });
    answer(json(500, errorsBody('INTERNAL', 'Something went wrong!')));
    expect(await api.getRaw('/list')).toBeNull();
    answer(new Response('not json', { status: 200 }));
    expect(await api.getRaw('/list')).toBeNull();
  });

  it('sends the bearer token of the provider, and no Authorization header without one', async () => {
    const fetchMock = answer(() => json(200, { data: null }));
    await api.get('/me');
    setTokenProvider(async () => 'id-token-1');
    await api.get('/me');
    setTokenProvider(async () => null);
    await api.get('/me');
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit).headers as Record<string, string>,
    );
    expect(headers.map((header) => header.authorization)).toEqual([
      undefined,
      'Bearer id-token-1',
      undefined,
    ]);
  });
});

describe('api client: errors (spec §8)', () => {
  it('POST 400 raises the message', async () => {
    answer(json(400, errorsBody('VALIDATION', 'body.contractLengthMonths: Too small')));
    const error = await caught(api.post('/assets', {}));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'body.contractLengthMonths: Too small',
    });
  });

  it('POST 406 raises the message field of the response', async () => {
    answer(json(406, { message: 'Trade limit exceeded', ...errorsBody('TRADE_LIMIT', 'ignored') }));
    expect(await caught(api.post('/assets', {}))).toMatchObject({
      status: 406,
      message: 'Trade limit exceeded',
    });
  });

  it('POST 422 raises the messages of the first errors entry', async () => {
    answer(
      json(422, {
        errors: [
          {
            code: 'UNPROCESSABLE',
            message: 'Invalid',
            messages: ['Amount is too low.', 'Currency differs.'],
          },
          { code: 'OTHER', message: 'Not this one' },
        ],
      }),
    );
    expect(await caught(api.post('/orders', {}))).toMatchObject({
      status: 422,
      code: 'UNPROCESSABLE',
      message: 'Amount is too low. Currency differs.',
    });
  });

  it('PATCH 400 raises the message', async () => {
    answer(json(400, errorsBody('VALIDATION', 'email: Invalid email')));
    expect(await caught(api.patch('/user', {}))).toMatchObject({
      status: 400,
      message: 'email: Invalid email',
    });
  });

  it('DELETE 409 raises the message', async () => {
    answer(json(409, errorsBody('ASSET_HAS_ORDERS', 'The asset has open orders')));
    expect(await caught(api.del('/assets/1'))).toMatchObject({
      status: 409,
      code: 'ASSET_HAS_ORDERS',
      message: 'The asset has open orders',
    });
  });

  it('falls back to the status when the body is not JSON', async () => {
    answer(new Response('<html>', { status: 500, statusText: 'Internal Server Error' }));
    expect(await caught(api.get('/x'))).toMatchObject({
      status: 500,
      code: 'HTTP_500',
      message: 'Internal Server Error',
    });
  });

  it('a network failure marks the app offline and raises a NETWORK error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    expect(isOffline()).toBe(false);
    expect(await caught(api.get('/health'))).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(isOffline()).toBe(true);
  });

  it('an aborted call is not a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(api.get('/health')).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOffline()).toBe(false);
  });

  it('a gateway that cannot reach the API marks the app offline', async () => {
    answer(new Response('Bad Gateway', { status: 502 }));
    await caught(api.get('/health'));
    expect(isOffline()).toBe(true);
  });

  it('a burst of 429 answers shows one "Too many requests" toast', async () => {
    render(<AppToaster />);
    answer(() => json(429, errorsBody('TOO_MANY_REQUESTS', 'Too many requests, please wait for a moment!')));
    await act(async () => {
      const failures = await Promise.allSettled(Array.from({ length: 20 }, () => api.get('/assets')));
      expect(failures.every((failure) => failure.status === 'rejected')).toBe(true);
    });
    expect(screen.getAllByText('Too many requests, please wait for a moment!')).toHaveLength(1);
    expect(isOffline()).toBe(false);
  });
});

describe('errorText', () => {
  it('translates known codes, falls back to the server message, and is generic otherwise', async () => {
    expect(errorText(new ApiError(429, 'TOO_MANY_REQUESTS', 'server text'))).toBe(
      'Too many requests, please wait for a moment!',
    );
    expect(errorText(new ApiError(409, 'ASSET_HAS_ORDERS', 'The asset has open orders'))).toBe(
      'The asset has open orders',
    );
    expect(errorText(new Error('boom'))).toBe('Something went wrong!');
    await i18n.changeLanguage('de');
    expect(errorText(new ApiError(500, 'INTERNAL', 'Something went wrong!'))).toBe(
      'Etwas ist schiefgelaufen!',
    );
  });
});

describe('api client: uploads and error details', () => {
  it('sends FormData as multipart: no JSON content type, the form itself as the body', async () => {
    const fetchMock = answer(json(201, { data: { id: 'f1' } }));
    setTokenProvider(async () => 'token-1');
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'x.csv');
    expect(await api.post('/file', form)).toEqual({ id: 'f1' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: 'application/json', authorization: 'Bearer token-1' });
  });

  it('keeps the whole first error entry for callers that need more than its message', async () => {
    answer(json(422, errorsBody('INVALID_ROWS', 'Row 2: Must be a number!', { rows: [{ row: 2 }] })));
    const error = await caught(api.post('/csv-import/subscriptions', { subs: [] }));
    expect(error.detail).toEqual({
      code: 'INVALID_ROWS',
      message: 'Row 2: Must be a number!',
      rows: [{ row: 2 }],
    });
  });
});
