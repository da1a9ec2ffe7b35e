import type { Page } from './page';

/** Sandboxes page like the real providers do, so a sync walks the same path offline. */
export const SANDBOX_PAGE_SIZE = 100;

/** One page of a generated list; the cursor is the next offset. */
export function pageOf<T>(items: readonly T[], cursor: string | null, size = SANDBOX_PAGE_SIZE): Page<T> {
  const from = cursor === null ? 0 : Number(cursor);
  if (!Number.isSafeInteger(from) || from < 0) throw new RangeError(`Not a sandbox cursor: ${cursor}`);
  const to = from + size;
  return { items: items.slice(from, to), next: to < items.length ? String(to) : null };
}
