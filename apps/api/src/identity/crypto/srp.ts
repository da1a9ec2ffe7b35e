import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Cognito's variant of SRP-6a (reference/cognito-compat.md): the 3072-bit MODP group, g = 2,
 * SHA-256, and a proof HMAC over pool name, user id, secret block and timestamp.
 */

export const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** Big-endian bytes with a leading 0x00 when the top bit is set (Java's BigInteger.toByteArray). */
export function pad(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  if (/^[89a-f]/i.test(hex)) hex = `00${hex}`;
  return Buffer.from(hex, 'hex');
}

export const padHex = (value: bigint) => pad(value).toString('hex');

const sha256 = (...parts: Buffer[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

const toBigInt = (bytes: Buffer) => (bytes.length === 0 ? 0n : BigInt(`0x${bytes.toString('hex')}`));

export const k = toBigInt(sha256(pad(N), pad(g)));

/** x = H(PAD(salt) ‖ H(poolName ‖ userId ‖ ":" ‖ password)); the salt is hex. */
function privateKey(poolName: string, userId: string, password: string, saltHex: string): bigint {
  const inner = sha256(Buffer.from(`${poolName}${userId}:${password}`, 'utf8'));
  return toBigInt(sha256(pad(BigInt(`0x${saltHex}`)), inner));
}

/** A new salt and verifier for a password (or a device secret, with the device group key as pool name). */
export function createVerifier(
  poolName: string,
  userId: string,
  password: string,
): { salt: string; verifier: string } {
  const salt = padHex(toBigInt(randomBytes(16)));
  const verifier = modPow(g, privateKey(poolName, userId, password, salt), N);
  return { salt, verifier: verifier.toString(16) };
}

export interface ServerEphemeral {
  b: string;
  B: string;
}

/** Picks b and computes B = (k·v + g^b) mod N. */
export function serverEphemeral(verifierHex: string): ServerEphemeral {
  const v = BigInt(`0x${verifierHex}`);
  for (;;) {
    const b = toBigInt(randomBytes(64));
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { b: b.toString(16), B: B.toString(16) };
  }
}

/** Parses the client's SRP_A; null when it is not hex or A mod N = 0 (which would fix the key). */
export function parseClientPublic(srpA: string): bigint | null {
  if (!/^[0-9a-f]{1,2048}$/i.test(srpA)) return null;
  const A = BigInt(`0x${srpA}`);
  return A % N === 0n ? null : A;
}

/** The 16-byte session key K both sides derive; null when u = 0. */
export function sessionKey(input: { A: bigint; B: string; b: string; verifier: string }): Buffer | null {
  const B = BigInt(`0x${input.B}`);
  const u = toBigInt(sha256(pad(input.A), pad(B)));
  if (u === 0n) return null;
  const v = BigInt(`0x${input.verifier}`);
  const S = modPow((input.A * modPow(v, u, N)) % N, BigInt(`0x${input.b}`), N);
  return Buffer.from(hkdfSync('sha256', pad(S), pad(u), Buffer.from('Caldera Derived Key', 'utf8'), 16));
}

/** The expected PASSWORD_CLAIM_SIGNATURE for a session key. */
export function claimSignature(input: {
  key: Buffer;
  poolName: string;
  userId: string;
  secretBlock: Buffer;
  timestamp: string;
}): Buffer {
  return createHmac('sha256', input.key)
    .update(Buffer.from(input.poolName, 'utf8'))
    .update(Buffer.from(input.userId, 'utf8'))
    .update(input.secretBlock)
    .update(Buffer.from(input.timestamp, 'utf8'))
    .digest();
}

const weekDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** Cognito's TIMESTAMP format: `Sat Nov 21 11:21:43 UTC 2026` (day not zero-padded). */
export function formatTimestamp(date: Date): string {
  return `${weekDays[date.getUTCDay()]} ${months[date.getUTCMonth()]} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(
    date.getUTCMinutes(),
  )}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}

/** Parses a TIMESTAMP strictly (it must round-trip); null when malformed. */
export function parseTimestamp(value: string): Date | null {
  const match = /^(\w{3}) (\w{3}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(value);
  if (!match) return null;
  const [, , month, day, hh, mm, ss, year] = match;
  const monthIndex = months.indexOf(month ?? '');
  if (monthIndex < 0) return null;
  const date = new Date(Date.UTC(Number(year), monthIndex, Number(day), Number(hh), Number(mm), Number(ss)));
  return formatTimestamp(date) === value ? date : null;
}

/** Whether a password matches a stored salt and verifier (USER_PASSWORD_AUTH, ChangePassword). */
export function verifierMatches(input: {
  poolName: string;
  userId: string;
  password: string;
  salt: string;
  verifier: string;
}): boolean {
  const computed = modPow(g, privateKey(input.poolName, input.userId, input.password, input.salt), N);
  const expected = BigInt(`0x${input.verifier}`);
  // Equal-length encodings for a constant-time comparison.
  const width = 384;
  const left = Buffer.from(computed.toString(16).padStart(width * 2, '0'), 'hex');
  const right = Buffer.from(expected.toString(16).padStart(width * 2, '0'), 'hex');
  return timingSafeEqual(left, right);
}
