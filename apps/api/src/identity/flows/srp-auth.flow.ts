import { randomBytes } from 'node:crypto';
import { parseClientPublic, serverEphemeral } from '../crypto/srp';
import type { CallMeta, PoolContext } from '../pool/pool-context';
import { invalidParameter, notAuthorized } from '../protocol/cognito-error';
import type { AuthResponse } from './auth-response';
import { afterFirstFactor, challenge } from './next-step';
import {
  assertCanSignIn,
  assertDeviceExists,
  fakeIdentity,
  findUserForSignIn,
  proofIsValid,
} from './sign-in-checks';

/** InitiateAuth USER_SRP_AUTH: answers PASSWORD_VERIFIER with the salt, B and a secret block. */
export async function startSrpAuth(
  pool: PoolContext,
  parameters: { USERNAME: string; SRP_A: string; DEVICE_KEY?: string },
): Promise<AuthResponse> {
  await pool.throttle.user(parameters.USERNAME);
  if (!parseClientPublic(parameters.SRP_A)) throw invalidParameter('Invalid SRP_A.');
  const user = await findUserForSignIn(pool, parameters.USERNAME);
  const credentials = user
    ? { userId: user.sub, salt: user.srpSalt, verifier: pool.box.open(user.srpVerifier) }
    : fakeIdentity(pool, parameters.USERNAME);
  const { b, B } = serverEphemeral(credentials.verifier);
  const secretBlock = randomBytes(64).toString('base64');
  return challenge(
    pool,
    {
      kind: 'PASSWORD_VERIFIER',
      sub: user?.sub ?? null,
      userId: credentials.userId,
      A: parameters.SRP_A,
      b,
      B,
      salt: credentials.salt,
      verifier: credentials.verifier,
      secretBlock,
      deviceKey: parameters.DEVICE_KEY ?? null,
    },
    {
      SALT: credentials.salt,
      SRP_B: B,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: credentials.userId,
      USERNAME: credentials.userId,
    },
  );
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: checks the client's proof; each Session works once. */
export async function answerPasswordVerifier(
  pool: PoolContext,
  session: string | undefined,
  responses: {
    USERNAME: string;
    PASSWORD_CLAIM_SECRET_BLOCK: string;
    PASSWORD_CLAIM_SIGNATURE: string;
    TIMESTAMP: string;
    DEVICE_KEY?: string;
  },
  meta: CallMeta,
): Promise<AuthResponse> {
  await assertDeviceExists(pool, responses.DEVICE_KEY);
  const open = await pool.challengeStore.open(session, ['PASSWORD_VERIFIER'] as const);
  await pool.challengeStore.consume(open);
  const { state } = open;
  if (responses.USERNAME !== state.userId) throw notAuthorized();
  await pool.throttle.assertPasswordAttemptsLeft(state.userId);
  const valid = proofIsValid({
    poolName: pool.config.poolName,
    userId: state.userId,
    state,
    verifier: state.verifier,
    secretBlock: responses.PASSWORD_CLAIM_SECRET_BLOCK,
    timestamp: responses.TIMESTAMP,
    signature: responses.PASSWORD_CLAIM_SIGNATURE,
  });
  const user = valid && state.sub ? await pool.users.findBySub(state.sub) : undefined;
  if (!user) {
    await pool.throttle.passwordFailed(state.userId);
    throw notAuthorized();
  }
  assertCanSignIn(user);
  return afterFirstFactor(pool, user, { deviceKey: responses.DEVICE_KEY ?? state.deviceKey, ip: meta.ip });
}
