/**
 * A lost database connection (server restart, failover, `pg_terminate_backend`, network cut):
 * the statement may not have run. Reads are retried once on another connection; a write is never
 * retried blindly, it fails with this error so the API can answer 503 and the caller retry.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(override readonly cause: unknown) {
    super('The database connection was lost', { cause });
  }
}

// SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin/crash shutdown, cannot connect now).
const LOST_CODES = /^(08...|57P0[123])$/;
const LOST_SYSTEM_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
const LOST_MESSAGES =
  /Connection terminated|not queryable|server closed the connection|terminating connection|timeout exceeded when trying to connect/i;

/**
 * Whether an error from the driver means the connection is gone (not a problem of the statement);
 * drizzle wraps driver errors ("Failed query: …"), so the causes are looked at too.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_CODES.test(code) || LOST_SYSTEM_CODES.has(code))) return true;
    if (LOST_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

const WRITING =
  /\b(insert|update|delete|merge|nextval|setval|pg_advisory\w*|pg_notify|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|into)\b/i;

/** A statement that only reads, so running it twice changes nothing: a plain select (or with … select). */
export function isReadOnlyStatement(text: string): boolean {
  return /^\s*\(?\s*(select|with)\b/i.test(text) && !WRITING.test(text);
}
