import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CSV_IMPORT_STATUS_FILTERS,
  type CsvImport,
  type CsvImportStatus,
  csvImportListResponseSchema,
  type ImportFromFileBody,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';

export type ImportStatusFilter = (typeof CSV_IMPORT_STATUS_FILTERS)[number];

/** Spec §9: lists page by 20. */
export const IMPORT_LIST_SIZE = 20;
/** How often a running import is asked for its progress (no realtime client in the web yet). */
export const PROGRESS_POLL_MS = 1500;

export const IMPORTS_KEY = ['csv-import'] as const;

/** Checked against the contract, like every list the web shows. */
const importPage = csvImportListResponseSchema.shape.data;

/** Statuses in which a job is still reading or writing rows. */
export const RUNNING_STATUSES: ReadonlySet<CsvImportStatus> = new Set(['PROCESSING', 'APPROVING']);

/** `POST /api/csv-import/subscriptions/from-file`: a big file is read by a job on the server. */
export async function startFileImport(body: ImportFromFileBody): Promise<CsvImport> {
  return api.post<CsvImport>('/csv-import/subscriptions/from-file', body);
}

/** `GET /api/csv-import/{id}`: one import with its progress. */
export async function fetchImport(id: string, signal?: AbortSignal): Promise<CsvImport | null> {
  return api.get<CsvImport>(`/csv-import/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

function listQuery(status: ImportStatusFilter, page?: number, size?: number): string {
  const query = new URLSearchParams();
  if (page !== undefined && size !== undefined) {
    query.set('page', String(page));
    query.set('size', String(size));
    // Spec §7's default order, newest first.
    query.set('orderBy[0][createdAt]', 'desc');
    query.set('orderBy[1][updatedAt]', 'desc');
  }
  query.set('where[status]', status);
  return query.toString();
}

/**
 * `GET /api/csv-import` (Settings → Imports, newest first); asks again every poll interval while
 * any import on the page is still running, so its progress moves.
 */
export function useImports(status: ImportStatusFilter, page: number, size = IMPORT_LIST_SIZE) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'list', status, page, size],
    queryFn: async ({ signal }) =>
      importPage.parse((await api.get(`/csv-import?${listQuery(status, page, size)}`, { signal })) ?? []),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.some((row) => RUNNING_STATUSES.has(row.status)) ? PROGRESS_POLL_MS : false,
  });
}

/** `GET /api/csv-import/count` with the same status filter. */
export function useImportCount(status: ImportStatusFilter) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'count', status],
    queryFn: async ({ signal }) =>
      (await api.get<{ count: number }>(`/csv-import/count?${listQuery(status)}`, { signal }))?.count ?? 0,
    placeholderData: keepPreviousData,
  });
}
