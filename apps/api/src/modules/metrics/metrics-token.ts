import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the Authorization header is `Bearer <expected>`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or the first wrong character of a guess.
 */
export function hasMetricsToken(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const given = match?.[1];
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
