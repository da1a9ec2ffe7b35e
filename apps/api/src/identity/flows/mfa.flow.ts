import { MAX_CODE_ATTEMPTS } from '../identity-config';
import type { CallMeta, PoolContext } from '../pool/pool-context';
import { totpCodeIsValid } from '../pool/totp';
import { codeMismatch, invalidParameter, limitExceeded, notAuthorized } from '../protocol/cognito-error';
import type { UserRow } from '../repo/users.repo';
import type { AuthResponse } from './auth-response';
import type { MfaType } from './flow-state';
import { afterSecondFactor, startMfaChallenge } from './next-step';
import { assertCanSignIn } from './sign-in-checks';

const MFA_MISMATCH = 'Invalid code received for user';

async function userOf(pool: PoolContext, sub: string | null) {
  const user = sub ? await pool.users.findBySub(sub) : undefined;
  if (!user) throw notAuthorized();
  assertCanSignIn(user);
  return user;
}

/**
 * The MFA code held: the Session is used up and the sign-in goes on from the second factor, with
 * the DEVICE_KEY of this answer or else the one presented at the start.
 */
async function secondFactorPassed(
  pool: PoolContext,
  open: { id: string; state: { deviceKey?: string | null } },
  user: UserRow,
  deviceKey: string | undefined,
  meta: CallMeta,
): Promise<AuthResponse> {
  await pool.challengeStore.consume(open);
  return afterSecondFactor(pool, user, { deviceKey: deviceKey ?? open.state.deviceKey, ip: meta.ip });
}

/** SOFTWARE_TOKEN_MFA: a wrong code may be retried with the same Session a few times. */
export async function answerSoftwareTokenMfa(
  pool: PoolContext,
  session: string | undefined,
  responses: { SOFTWARE_TOKEN_MFA_CODE: string; DEVICE_KEY?: string },
  meta: CallMeta,
): Promise<AuthResponse> {
  const open = await pool.challengeStore.open(session, ['SOFTWARE_TOKEN_MFA'] as const);
  const user = await userOf(pool, open.state.sub);
  const secret = user.totpSecret ? pool.box.open(user.totpSecret) : null;
  if (!secret || !(await totpCodeIsValid(pool, user.sub, secret, responses.SOFTWARE_TOKEN_MFA_CODE))) {
    if ((await pool.challengeStore.fail(open)) >= MAX_CODE_ATTEMPTS) {
      await pool.challengeStore.consume(open);
      throw limitExceeded();
    }
    throw codeMismatch(MFA_MISMATCH);
  }
  return secondFactorPassed(pool, open, user, responses.DEVICE_KEY, meta);
}

/** SMS_MFA: the code sent at the challenge; attempt-limited by the code itself. */
export async function answerSmsMfa(
  pool: PoolContext,
  session: string | undefined,
  responses: { SMS_MFA_CODE: string; DEVICE_KEY?: string },
  meta: CallMeta,
): Promise<AuthResponse> {
  const open = await pool.challengeStore.open(session, ['SMS_MFA'] as const);
  const user = await userOf(pool, open.state.sub);
  await pool.codeService.redeem(user.sub, 'SMS_MFA', responses.SMS_MFA_CODE, MFA_MISMATCH);
  return secondFactorPassed(pool, open, user, responses.DEVICE_KEY, meta);
}

/** SELECT_MFA_TYPE: the user picks one of the enabled MFA kinds. */
export async function answerSelectMfaType(
  pool: PoolContext,
  session: string | undefined,
  responses: { ANSWER: string },
  meta: CallMeta,
): Promise<AuthResponse> {
  const open = await pool.challengeStore.open(session, ['SELECT_MFA_TYPE'] as const);
  const choice = open.state.options.find((option) => option === responses.ANSWER);
  if (!choice) throw invalidParameter(`Invalid MFA type: ${responses.ANSWER}`);
  await pool.challengeStore.consume(open);
  const user = await userOf(pool, open.state.sub);
  return startMfaChallenge(pool, user, choice as MfaType, { deviceKey: open.state.deviceKey, ip: meta.ip });
}

/** MFA_SETUP: finishes a sign-in once AssociateSoftwareToken and VerifySoftwareToken succeeded. */
export async function answerMfaSetup(
  pool: PoolContext,
  session: string | undefined,
  responses: { DEVICE_KEY?: string },
  meta: CallMeta,
): Promise<AuthResponse> {
  const open = await pool.challengeStore.open(session, ['MFA_SETUP'] as const);
  if (!open.state.verified) throw invalidParameter('Software token MFA has not been verified for the user.');
  await pool.challengeStore.consume(open);
  const user = await userOf(pool, open.state.sub);
  return afterSecondFactor(pool, user, {
    deviceKey: responses.DEVICE_KEY ?? open.state.deviceKey,
    ip: meta.ip,
  });
}
