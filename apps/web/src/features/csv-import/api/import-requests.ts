import {
  type CsvRowProblems,
  type ImportCreatedResponse,
  type ImportSubscriptionsBody,
  INVALID_ROWS_CODE,
  invalidRowsErrorSchema,
  type UploadedFileCreated,
  uploadedFileCreatedSchema,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** `POST /api/file`: the original file, saved before anything is imported (spec §4). */
export async function uploadImportFile(
  file: File,
  signal?: AbortSignal,
): Promise<UploadedFileCreated['data']> {
  const form = new FormData();
  // The purpose field must come before the file: the server reads the parts in order.
  form.append('purpose', 'csv-import');
  form.append('file', file, file.name);
  const data = await api.post<unknown>('/file', form, signal ? { signal } : {});
  return uploadedFileCreatedSchema.shape.data.parse(data);
}

export type JsonImportResult =
  | { ok: true; created: ImportCreatedResponse['data'] }
  | { ok: false; rows: CsvRowProblems[] };

/** `POST /api/csv-import/subscriptions`: the rows the user picked; a 422 names each refused row. */
export async function importSubscriptionRows(
  body: ImportSubscriptionsBody,
  signal?: AbortSignal,
): Promise<JsonImportResult> {
  try {
    const created = await api.post<ImportCreatedResponse['data']>(
      '/csv-import/subscriptions',
      body,
      signal ? { signal } : {},
    );
    return { ok: true, created };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.code === INVALID_ROWS_CODE) {
      const parsed = invalidRowsErrorSchema.shape.errors.element.safeParse(error.detail);
      if (parsed.success) return { ok: false, rows: parsed.data.rows };
    }
    throw error;
  }
}
