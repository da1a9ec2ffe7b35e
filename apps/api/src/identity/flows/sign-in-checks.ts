import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../crypto/codes';
import { claimSignature, N, padHex, parseTimestamp, sessionKey } from '../crypto/srp';
import type { PoolContext } from '../pool/pool-context';
import { isEmail } from '../pool/user-attributes';
import {
  CognitoError,
  messages,
  notAuthorized,
  resourceNotFound,
  userNotConfirmed,
} from '../protocol/cognito-error';
import type { UserRow } from '../repo/users.repo';

/** The user a sign-in names: by email (the alias) or by the Cognito username (the sub). */
export async function findUserForSignIn(pool: PoolContext, username: string): Promise<UserRow | undefined> {
  const name = username.trim();
  if (isEmail(name)) return pool.users.findByEmail(name);
  return pool.users.findBySub(name);
}

/**
 * A stable stand-in for an unknown username: the same salt and user id every time, like a real
 * account, so SRP answers do not tell which emails exist. The verifier is random: B hides it.
 */
export function fakeIdentity(
  pool: PoolContext,
  username: string,
): { userId: string; salt: string; verifier: string } {
  const digest = createHmac('sha256', pool.box.hmacKey)
    .update(`fake:${username.trim().toLowerCase()}`)
    .digest('hex');
  const userId = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-a${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
  const salt = padHex(BigInt(`0x${digest.slice(32, 64)}`));
  const verifier = (BigInt(`0x${randomBytes(384).toString('hex')}`) % N).toString(16);
  return { userId, salt, verifier };
}

/** Cognito refuses sign-in for these states; they are told only after the first factor was proven. */
export function assertCanSignIn(user: UserRow): void {
  if (!user.enabled) throw notAuthorized(messages.userDisabled);
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
  if (user.status === 'RESET_REQUIRED') {
    throw new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');
  }
  if (
    user.status === 'FORCE_CHANGE_PASSWORD' &&
    user.temporaryPasswordExpiresAt &&
    user.temporaryPasswordExpiresAt.getTime() < Date.now()
  ) {
    throw notAuthorized(messages.temporaryPasswordExpired);
  }
}

/**
 * An unknown DEVICE_KEY is answered before the Session is used: Amplify then forgets its device
 * and repeats the same call without it ("Device does not exist.").
 */
export async function assertDeviceExists(pool: PoolContext, deviceKey: string | undefined): Promise<void> {
  if (deviceKey && !(await pool.devices.find(deviceKey))) throw resourceNotFound('Device does not exist.');
}

/** Timestamps further than this from the server clock are refused (stale or forged). */
const TIMESTAMP_SKEW_MS = 5 * 60_000;

/** Verifies a PASSWORD_CLAIM_SIGNATURE for a password or device SRP step. */
export function proofIsValid(input: {
  poolName: string;
  userId: string;
  state: { A: string; b: string; B: string; secretBlock: string };
  verifier: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
}): boolean {
  const expectedBlock = Buffer.from(input.state.secretBlock, 'base64');
  if (!safeEqual(Buffer.from(input.secretBlock, 'base64'), expectedBlock)) return false;
  const time = parseTimestamp(input.timestamp);
  if (!time || Math.abs(time.getTime() - Date.now()) > TIMESTAMP_SKEW_MS) return false;
  const key = sessionKey({
    A: BigInt(`0x${input.state.A}`),
    B: input.state.B,
    b: input.state.b,
    verifier: input.verifier,
  });
  if (!key) return false;
  const expected = claimSignature({
    key,
    poolName: input.poolName,
    userId: input.userId,
    secretBlock: expectedBlock,
    timestamp: input.timestamp,
  });
  return safeEqual(Buffer.from(input.signature, 'base64'), expected);
}
