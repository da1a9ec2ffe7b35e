import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  databaseKind: string;
}

/**
 * Asked once on start: when it fails with a network error the api client marks the app offline
 * and the banner appears before the user tries anything.
 */
export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => api.get<Health>('/health', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useHealthCheck(): void {
  useQuery(healthQuery);
}
