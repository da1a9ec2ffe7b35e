import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Spec §9: up to 3 retries with exponential backoff capped at 300000 ms. */
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 300_000;

/** A 4xx answer will not change by asking again, and an unreachable server already shows its banner. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.isClientError || error.status === 0)) return false;
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
