import { QueryClient } from '@tanstack/react-query';
import { MAX_RETRIES, retryDelayMs } from '@tranche/domain';
import { ApiError } from '../lib/api-error';

/** A 4xx answer will not change by asking again, and an unreachable server already shows its banner. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.isClientError || error.status === 0)) return false;
  return failureCount < MAX_RETRIES;
}

export const retryDelay = (attempt: number): number => retryDelayMs(attempt);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
