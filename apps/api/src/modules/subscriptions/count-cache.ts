/**
 * Counts of a company's list filters, kept while nothing changed. Every page of the Subscriptions
 * screen asks for the count of the same filters again, and a count has to visit every matching
 * row (tens of milliseconds at 100,000 rows), where a page is read from an index in about one.
 * The caller puts a version of the company's data in the key (subscriptionsVersion), so a change
 * makes a new key; COUNT_TTL_MS bounds what a change that slipped past the version could cost.
 * Concurrent asks share one query, and a failed query is not kept.
 */
export const COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  value: Promise<number>;
  until: number;
}

/** One cache per database (tests run several in one process). */
const caches = new WeakMap<object, Map<string, Entry>>();

/** The filters of a list query that decide its count: `where[…]` keys, sorted; paging and sort left out. */
export function countKey(accountId: string, rawQuery: unknown): string {
  const entries =
    rawQuery && typeof rawQuery === 'object'
      ? Object.entries(rawQuery as Record<string, unknown>).filter(([key]) => key.startsWith('where'))
      : [];
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${accountId} ${JSON.stringify(entries)}`;
}

export function cachedCount(
  owner: object,
  key: string,
  load: () => Promise<number>,
  now: number = Date.now(),
): Promise<number> {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.value;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = load();
  const entries = cache;
  entries.set(key, { value, until: now + COUNT_TTL_MS });
  value.catch(() => entries.delete(key));
  return value;
}
