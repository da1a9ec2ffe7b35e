import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit one-time code, as Cognito mails them. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** An unguessable opaque token (refresh tokens, challenge sessions, device keys). */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Keyed hash for what is stored instead of codes and tokens; `context` binds it to one use. */
export const keyedHash = (key: Buffer, context: string, value: string) =>
  createHmac('sha256', key).update(context).update('\0').update(value).digest('base64url');

/** Constant-time string comparison (lengths may leak; the values compared are fixed-length hashes). */
export function safeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const left = typeof a === 'string' ? Buffer.from(a) : a;
  const right = typeof b === 'string' ? Buffer.from(b) : b;
  return left.length === right.length && timingSafeEqual(left, right);
}
