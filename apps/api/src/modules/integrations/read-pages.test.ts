import { ProviderError } from '@tranche/providers';
import { describe, expect, it } from 'vitest';
import { readAllPages } from './read-pages';

const pages = [
  { items: [1, 2], next: 'a' },
  { items: [3], next: 'b' },
  { items: [4, 5], next: null },
];

function provider(failures: Record<string, ProviderError[]>) {
  const calls: (string | null)[] = [];
  return {
    calls,
    fetchPage: async (cursor: string | null) => {
      calls.push(cursor);
      const error = failures[cursor ?? 'start']?.shift();
      if (error) throw error;
      return pages[cursor === null ? 0 : cursor === 'a' ? 1 : 2]!;
    },
  };
}

describe('reading a provider listing', () => {
  it('follows the cursor to the end and reports progress per page', async () => {
    const progress: number[] = [];
    const { fetchPage } = provider({});
    const items = await readAllPages(fetchPage, {
      minIntervalMs: 0,
      onPage: (read) => void progress.push(read),
    });
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(progress).toEqual([2, 3, 5]);
  });

  it('retries a page refused with 429 or 5xx with growing waits, at least the provider’s Retry-After', async () => {
    const waits: number[] = [];
    const { fetchPage, calls } = provider({
      a: [
        new ProviderError('slow down', { status: 429, retryable: true, retryAfterMs: 5_000 }),
        new ProviderError('down', { status: 503, retryable: true }),
      ],
    });
    const items = await readAllPages(fetchPage, {
      minIntervalMs: 0,
      onPage: () => {},
      sleep: async (ms) => void waits.push(ms),
    });
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(calls).toEqual([null, 'a', 'a', 'a', 'b']);
    expect(waits).toEqual([5_000, 2_000]);
  });

  it('gives up after three retries and at once on an error that asking again cannot mend', async () => {
    const busy = () => new ProviderError('busy', { status: 500, retryable: true });
    const tooMany = provider({ start: [busy(), busy(), busy(), busy()] });
    await expect(
      readAllPages(tooMany.fetchPage, { minIntervalMs: 0, onPage: () => {}, sleep: async () => {} }),
    ).rejects.toThrow('busy');
    expect(tooMany.calls).toHaveLength(4);

    const refused = provider({ start: [new ProviderError('bad key', { status: 401, expired: true })] });
    await expect(
      readAllPages(refused.fetchPage, { minIntervalMs: 0, onPage: () => {}, sleep: async () => {} }),
    ).rejects.toThrow('bad key');
    expect(refused.calls).toHaveLength(1);
  });

  it('spaces requests by the provider’s rate limit', async () => {
    const waits: number[] = [];
    const { fetchPage } = provider({});
    await readAllPages(fetchPage, {
      minIntervalMs: 60_000,
      onPage: () => {},
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toHaveLength(2);
    for (const wait of waits) expect(wait).toBeGreaterThan(59_000);
  });
});
