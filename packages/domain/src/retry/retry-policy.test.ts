import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-policy';

describe('retry policy', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits longer than the cap and never less than the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 2_000 }), (attempt) => {
        const delay = retryDelayMs(attempt);
        expect(delay).toBeGreaterThanOrEqual(1_000);
        expect(delay).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
      }),
    );
    expect(retryDelayMs(30)).toBe(MAX_RETRY_DELAY_MS);
  });
});
