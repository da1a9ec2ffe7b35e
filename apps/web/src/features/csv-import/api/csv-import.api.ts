import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CSV_IMPORT_PROGRESS_EVENT,
  type CSV_IMPORT_STATUS_FILTERS,
  type CsvImport,
  type CsvImportProgress,
  type CsvImportStatus,
  csvImportListResponseSchema,
  type ImportFromFileBody,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';
import { onRealtimeEvent, useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';

export type ImportStatusFilter = (typeof CSV_IMPORT_STATUS_FILTERS)[number];

/** Spec §9: lists page by 20. */
export const IMPORT_LIST_SIZE = 20;
/**
 * Progress comes over the realtime connection; only while it is down is a running import asked
 * for its progress, this often.
 */
export const FALLBACK_POLL_MS = 5_000;

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
 * The next progress the server pushes for one import, or null after the fallback interval (the
 * caller then asks for it): a flow that follows an import without polling while the socket is up.
 */
export function nextProgress(id: string, signal: AbortSignal): Promise<CsvImportProgress | null> {
  return new Promise((resolve) => {
    const done = (progress: CsvImportProgress | null) => {
      stop();
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
      resolve(progress);
    };
    const aborted = () => done(null);
    const stop = onRealtimeEvent<CsvImportProgress>(CSV_IMPORT_PROGRESS_EVENT, (progress) => {
      if (progress.id === id) done(progress);
    });
    const timer = setTimeout(() => done(null), FALLBACK_POLL_MS);
    signal.addEventListener('abort', aborted);
  });
}

/**
 * `GET /api/csv-import` (Settings → Imports, newest first); running imports move with the
 * progress the server pushes, and are asked for only while the realtime connection is down.
 */
export function useImports(status: ImportStatusFilter, page: number, size = IMPORT_LIST_SIZE) {
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  useRealtimeEvent<CsvImportProgress>(CSV_IMPORT_PROGRESS_EVENT, (progress) => {
    queryClient.setQueriesData<CsvImport[]>({ queryKey: [...IMPORTS_KEY, 'list'] }, (rows) =>
      rows?.map((row) => (row.id === progress.id ? { ...row, ...progress } : row)),
    );
    // A finished import may change which filter lists it and the counts.
    if (!RUNNING_STATUSES.has(progress.status)) void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
  });
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'list', status, page, size],
    queryFn: async ({ signal }) =>
      importPage.parse((await api.get(`/csv-import?${listQuery(status, page, size)}`, { signal })) ?? []),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      !connected && query.state.data?.some((row) => RUNNING_STATUSES.has(row.status))
        ? FALLBACK_POLL_MS
        : false,
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
