import { MAX_RETRY_DELAY_MS } from '@tranche/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { retryDelay, shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries server errors up to 3 times, never client errors or an unreachable server', () => {
    const serverError = new ApiError(503, 'UNAVAILABLE', 'down');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('parse'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'X', 'x'))).toBe(false);
    }
    expect(shouldRetry(0, new ApiError(0, 'NETWORK', 'offline'))).toBe(false);
  });

  it('backs off exponentially up to the spec cap', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
    expect(retryDelay(20)).toBe(MAX_RETRY_DELAY_MS);
  });
});
