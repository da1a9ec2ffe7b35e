import { MAX_RETRIES, retryDelayMs } from '@tranche/domain';
import { type Page, ProviderError } from '@tranche/providers';

export interface ReadOptions {
  /** The provider's published limit: requests are spaced at least this far apart. */
  minIntervalMs: number;
  /** Called after each page with how many records were read so far. */
  onPage(read: number): Promise<void> | void;
  sleep?: (ms: number) => Promise<void>;
  /** Base of the exponential backoff (1 s; tests shorten it). */
  backoffBaseMs?: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads a provider's listing to its end. A page that fails with a retryable error (429, 5xx,
 * time-out) is asked again up to 3 times with exponential backoff capped at 300000 ms (spec §9),
 * waiting at least as long as the provider's Retry-After; any other error ends the read.
 */
export async function readAllPages<T>(
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
  options: ReadOptions,
): Promise<T[]> {
  const sleep = options.sleep ?? realSleep;
  const items: T[] = [];
  let cursor: string | null = null;
  let lastRequest = 0;
  do {
    for (let attempt = 0; ; attempt++) {
      const wait = lastRequest + options.minIntervalMs - Date.now();
      if (wait > 0) await sleep(wait);
      lastRequest = Date.now();
      try {
        const page: Page<T> = await fetchPage(cursor);
        items.push(...page.items);
        cursor = page.next;
        break;
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.retryable || attempt >= MAX_RETRIES) throw error;
        await sleep(Math.max(retryDelayMs(attempt, options.backoffBaseMs), error.retryAfterMs ?? 0));
      }
    }
    await options.onPage(items.length);
  } while (cursor !== null);
  return items;
}
