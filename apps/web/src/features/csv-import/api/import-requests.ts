import {
  type CsvRowProblems,
  type ImportCreatedResponse,
  type ImportSubscriptionsBody,
  INVALID_ROWS_CODE,
  invalidRowsErrorSchema,
  type UploadedFileCreated,
  uploadedFileCreatedSchema,
} from '@tranche/contracts';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

/**
 * The two import calls the shared api client cannot make as they are needed here: a multipart
 * upload, and a JSON import whose 422 lists the server's problems per row (the client keeps only
 * the first message). Both carry the same bearer token as every other call.
 */

export type IdToken = () => Promise<string | null>;

async function send(url: string, init: RequestInit, idToken: IdToken): Promise<Response> {
  const token = await idToken();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    return await fetch(url, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, i18n.t('errors:NETWORK'));
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    errors?: { code?: unknown; message?: unknown }[];
  } | null;
  const first = body?.errors?.[0];
  return new ApiError(
    response.status,
    typeof first?.code === 'string' ? first.code : `HTTP_${response.status}`,
    typeof first?.message === 'string' ? first.message : response.statusText || `HTTP ${response.status}`,
  );
}

/** `POST /api/file`: the original file, saved before anything is imported (spec §4). */
export async function uploadImportFile(
  file: File,
  idToken: IdToken,
  signal?: AbortSignal,
): Promise<UploadedFileCreated['data']> {
  const form = new FormData();
  // The purpose field must come before the file: the server reads the parts in order.
  form.append('purpose', 'csv-import');
  form.append('file', file, file.name);
  const response = await send('/api/file', { method: 'POST', body: form, signal: signal ?? null }, idToken);
  if (!response.ok) throw await failure(response);
  return uploadedFileCreatedSchema.parse(await response.json()).data;
}

export type JsonImportResult =
  | { ok: true; created: ImportCreatedResponse['data'] }
  | { ok: false; rows: CsvRowProblems[] };

/** `POST /api/csv-import/subscriptions`: the rows the user picked; a 422 names each refused row. */
export async function importSubscriptionRows(
  body: ImportSubscriptionsBody,
  idToken: IdToken,
  signal?: AbortSignal,
): Promise<JsonImportResult> {
  const response = await send(
    '/api/csv-import/subscriptions',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    },
    idToken,
  );
  if (response.status === 422) {
    const parsed = invalidRowsErrorSchema.safeParse(
      await response
        .clone()
        .json()
        .catch(() => null),
    );
    const first = parsed.success ? parsed.data.errors[0] : undefined;
    if (first?.code === INVALID_ROWS_CODE) return { ok: false, rows: first.rows };
  }
  if (!response.ok) throw await failure(response);
  const { data } = (await response.json()) as ImportCreatedResponse;
  return { ok: true, created: data };
}
