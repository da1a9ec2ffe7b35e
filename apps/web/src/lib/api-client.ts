import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { markOffline } from './connectivity';
import { i18n } from './i18n';
import { loadToast } from './toaster-request';

/**
 * The one way the web app talks to `/api` (spec §7): JSON in and out, bearer token when signed in,
 * failures thrown as ApiError with the message rules of spec §8.
 */
const API_BASE = '/api';

/** Returns the current identity token (refreshing it first when expired), or null when signed out. */
export type TokenProvider = () => Promise<string | null | undefined>;

let tokenProvider: TokenProvider | null = null;

/** Identity plugs its session in here; without one, calls go out without an Authorization header. */
export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

/** The signed-in user's id token, or null when signed out or when it cannot be had now. */
export async function currentIdToken(): Promise<string | null> {
  try {
    return (tokenProvider ? await tokenProvider() : null) ?? null;
  } catch {
    return null;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** The media type asked for (the Accept header); JSON unless said otherwise. */
  accept?: string;
}

// A gateway in front of the API answers these when no API process can be reached.
const UNREACHABLE_STATUSES = new Set([502, 504]);
const TOO_MANY_REQUESTS_TOAST_ID = 'too-many-requests';

interface ErrorEntry {
  code?: unknown;
  message?: unknown;
  messages?: unknown;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  // A FormData body (file uploads) sets its own multipart content type and boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = tokenProvider ? await tokenProvider() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    markOffline();
    throw new ApiError(0, NETWORK_ERROR_CODE, i18n.t('errors:NETWORK'));
  }
  if (UNREACHABLE_STATUSES.has(response.status)) markOffline();
  if (response.status === 429) {
    // One toast per burst: re-using the id updates the visible toast instead of stacking copies.
    // The toast library is loaded on first use, so the sign-in page does not download it.
    void loadToast().then((toast) =>
      toast.error(i18n.t('errors:TOO_MANY_REQUESTS'), { id: TOO_MANY_REQUESTS_TOAST_ID }),
    );
  }
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** Spec §8: 422 raises the messages of the first errors entry; other statuses raise the message. */
function messageOf(
  status: number,
  body: Record<string, unknown> | null,
  first: ErrorEntry | null,
): string | null {
  if (status === 422 && first) {
    if (Array.isArray(first.messages)) return first.messages.map(String).join(' ');
    if (typeof first.messages === 'string') return first.messages;
  }
  if (typeof body?.message === 'string') return body.message;
  if (typeof first?.message === 'string') return first.message;
  return null;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = asRecord(await readJson(response).catch(() => null));
  const errors = body?.errors;
  const first = Array.isArray(errors) ? (asRecord(errors[0]) as ErrorEntry | null) : null;
  const code = typeof first?.code === 'string' ? first.code : `HTTP_${response.status}`;
  const message =
    messageOf(response.status, body, first) ?? (response.statusText || `HTTP ${response.status}`);
  return new ApiError(response.status, code, message, first as Record<string, unknown> | null);
}

async function request(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const response = await send(method, path, body, options);
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function dataOf<T>(response: Response): Promise<T> {
  const body = asRecord(await readJson(response));
  return (body?.data ?? null) as T;
}

/** GET: the response's `data`, or null when it has none. */
async function get<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  return dataOf<T | null>(await request('GET', path, undefined, options));
}

/** Raw GET: the whole JSON body, or null on any failure (it never throws). */
async function getRaw<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  try {
    return (await readJson(await request('GET', path, undefined, options))) as T | null;
  } catch {
    return null;
  }
}

/** Text GET: the body as text (CSV exports, documents). */
async function getText(path: string, options: RequestOptions = {}): Promise<string> {
  return (await request('GET', path, undefined, options)).text();
}

/** Binary GET: the body as a Blob (invoice PDFs). */
async function getBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await request('GET', path, undefined, options)).blob();
}

async function post<T = void>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return dataOf<T>(await request('POST', path, body, options));
}

/** Streamed POST: the successful response, its body read as it arrives (an answer read aloud or written). */
function postStream(path: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  return request('POST', path, body, options);
}

async function patch<T = void>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return dataOf<T>(await request('PATCH', path, body, options));
}

async function del<T = void>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return dataOf<T>(await request('DELETE', path, body, options));
}

export const api = { get, getRaw, getText, getBlob, post, postStream, patch, del };
