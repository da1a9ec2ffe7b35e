import { isCleanText, TEXT_RULE_MESSAGES } from '@tranche/contracts';
import { type CognitoError, invalidParameter } from './cognito-error';

const MAX_DEPTH = 8;

/** The path of the first key or string in `value` that breaks the shared text rule, if any. */
function uncleanPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path || 'request';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (!isCleanText(key)) return at;
    const found = uncleanPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The shared text rule at the pool's door: user names, passwords, attributes and codes with NUL,
 * control or bidirectional characters are refused as Cognito refuses a malformed parameter,
 * before any lookup (PostgreSQL cannot even compare a NUL) and before anything is stored.
 */
export function uncleanInputError(body: unknown): CognitoError | null {
  const path = uncleanPath(body, '', 0);
  return path === null
    ? null
    : invalidParameter(
        `1 validation error detected: Value at '${path}' failed to satisfy constraint: ${TEXT_RULE_MESSAGES['single-line']}`,
      );
}
