import { verifierMatches } from '../crypto/srp';
import type { CallMeta, PoolContext } from '../pool/pool-context';
import { notAuthorized } from '../protocol/cognito-error';
import type { UserRow } from '../repo/users.repo';
import type { AuthResponse } from './auth-response';
import { afterFirstFactor } from './next-step';
import { assertCanSignIn, assertDeviceExists, fakeIdentity, findUserForSignIn } from './sign-in-checks';

/** Whether the password is the user's, checked against the stored SRP verifier. */
export function passwordMatches(pool: PoolContext, user: UserRow, password: string): boolean {
  return verifierMatches({
    poolName: pool.config.poolName,
    userId: user.sub,
    password,
    salt: user.srpSalt,
    verifier: pool.box.open(user.srpVerifier),
  });
}

/** InitiateAuth USER_PASSWORD_AUTH. */
export async function passwordAuth(
  pool: PoolContext,
  parameters: { USERNAME: string; PASSWORD: string; DEVICE_KEY?: string },
  meta: CallMeta,
): Promise<AuthResponse> {
  await pool.throttle.user(parameters.USERNAME);
  await assertDeviceExists(pool, parameters.DEVICE_KEY);
  const user = await findUserForSignIn(pool, parameters.USERNAME);
  const fake = user ? undefined : fakeIdentity(pool, parameters.USERNAME);
  const userId = user ? user.sub : (fake as { userId: string }).userId;
  await pool.throttle.assertPasswordAttemptsLeft(userId);
  let valid = false;
  if (user) valid = passwordMatches(pool, user, parameters.PASSWORD);
  // An unknown user costs the same work, so the answer's timing does not tell them apart.
  else if (fake) verifierMatches({ poolName: pool.config.poolName, password: parameters.PASSWORD, ...fake });
  if (!user || !valid) {
    await pool.throttle.passwordFailed(userId);
    throw notAuthorized();
  }
  assertCanSignIn(user);
  return afterFirstFactor(pool, user, { deviceKey: parameters.DEVICE_KEY, ip: meta.ip });
}
