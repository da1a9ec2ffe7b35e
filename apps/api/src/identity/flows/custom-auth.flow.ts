import type { CallMeta, PoolContext } from '../pool/pool-context';
import { maskEmail } from '../pool/user-attributes';
import { CognitoError, invalidParameter, notAuthorized } from '../protocol/cognito-error';
import type { AuthResponse } from './auth-response';
import type { FlowState } from './flow-state';
import { afterFirstFactor, challenge } from './next-step';
import { assertCanSignIn, assertDeviceExists, fakeIdentity, findUserForSignIn } from './sign-in-checks';

/** Wrong answers before a passwordless sign-in must start over. */
const MAX_ANSWERS = 3;

const parametersFor = (userId: string, destination: string, attemptsLeft: number) => ({
  USERNAME: userId,
  CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
  CODE_DELIVERY_DESTINATION: destination,
  attemptsLeft: String(attemptsLeft),
});

/**
 * InitiateAuth CUSTOM_AUTH (Amplify's CUSTOM_WITHOUT_SRP): passwordless sign-in with a one-time
 * code mailed to the address. Unknown or unusable accounts get the same answer and no mail.
 */
export async function startCustomAuth(
  pool: PoolContext,
  parameters: { USERNAME: string; SRP_A?: string; DEVICE_KEY?: string },
): Promise<AuthResponse> {
  if (parameters.SRP_A) throw invalidParameter('CUSTOM_AUTH with SRP_A is not supported by this user pool.');
  await pool.throttle.user(parameters.USERNAME);
  await assertDeviceExists(pool, parameters.DEVICE_KEY);
  const user = await findUserForSignIn(pool, parameters.USERNAME);
  const usable = user?.enabled && (user.status === 'CONFIRMED' || user.status === 'FORCE_CHANGE_PASSWORD');
  if (user && usable) {
    const code = await pool.codeService.issue(user.sub, 'SIGN_IN');
    await pool.notify.mailCode(user.email, 'SIGN_IN', code, user.attributes.locale);
  }
  const userId = user?.sub ?? fakeIdentity(pool, parameters.USERNAME).userId;
  const destination = maskEmail(user?.email ?? parameters.USERNAME.trim().toLowerCase());
  const state: FlowState = {
    kind: 'CUSTOM_CHALLENGE',
    sub: usable ? (user?.sub ?? null) : null,
    userId,
    attempts: 0,
    destination,
    deviceKey: parameters.DEVICE_KEY ?? null,
  };
  return challenge(pool, state, parametersFor(userId, destination, MAX_ANSWERS));
}

/** RespondToAuthChallenge CUSTOM_CHALLENGE: a wrong code gets a fresh challenge, up to three tries. */
export async function answerCustomChallenge(
  pool: PoolContext,
  session: string | undefined,
  responses: { USERNAME: string; ANSWER: string; DEVICE_KEY?: string },
  meta: CallMeta,
): Promise<AuthResponse> {
  await assertDeviceExists(pool, responses.DEVICE_KEY);
  const open = await pool.challengeStore.open(session, ['CUSTOM_CHALLENGE'] as const);
  await pool.challengeStore.consume(open);
  const { state } = open;
  const user = state.sub ? await pool.users.findBySub(state.sub) : undefined;
  let accepted = false;
  if (user) {
    try {
      await pool.codeService.redeem(user.sub, 'SIGN_IN', responses.ANSWER);
      accepted = true;
    } catch (error) {
      if (!(error instanceof CognitoError)) throw error;
    }
  }
  if (!user || !accepted) {
    const attempts = state.attempts + 1;
    if (attempts >= MAX_ANSWERS) throw notAuthorized();
    return challenge(
      pool,
      { ...state, attempts },
      parametersFor(state.userId, state.destination, MAX_ANSWERS - attempts),
    );
  }
  assertCanSignIn(user);
  return afterFirstFactor(pool, user, { deviceKey: responses.DEVICE_KEY ?? state.deviceKey, ip: meta.ip });
}
