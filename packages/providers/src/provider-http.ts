import { errorForStatus, ProviderError } from './provider-error';

/** A provider that has not answered within this time is treated like a 5xx: retried later. */
export const PROVIDER_TIMEOUT_MS = 30_000;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ProviderRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

/**
 * One HTTP request to a provider. Throws a ProviderError classified for the sync: a network
 * failure or time-out is retryable; an HTTP error is classified by its status. The message never
 * holds credentials (only the method, the path and the provider's own error text).
 */
export async function providerRequest(
  fetchImpl: FetchLike,
  url: string,
  request: ProviderRequest = {},
): Promise<Response> {
  const method = request.method ?? 'GET';
  const path = new URL(url).pathname;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new ProviderError(`${method} ${path} ${reason}`, { retryable: true });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw errorForStatus(
      response.status,
      `${method} ${path} answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`,
      response.headers.get('retry-after'),
    );
  }
  return response;
}

/** providerRequest, then the body as JSON. */
export async function providerJson<T = unknown>(
  fetchImpl: FetchLike,
  url: string,
  request: ProviderRequest = {},
): Promise<T> {
  const response = await providerRequest(fetchImpl, url, request);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ProviderError(`${request.method ?? 'GET'} ${new URL(url).pathname} answered no JSON`, {
      status: response.status,
      retryable: true,
    });
  }
}
