import { createVerifier } from '../crypto/srp';
import { assertPasswordPolicy } from '../password-policy';
import type { CallMeta, PoolContext } from '../pool/pool-context';
import { writableAttributes } from '../pool/user-attributes';
import { notAuthorized } from '../protocol/cognito-error';
import type { AuthResponse } from './auth-response';
import { mfaStep } from './next-step';
import { assertCanSignIn } from './sign-in-checks';

/**
 * NEW_PASSWORD_REQUIRED (an account created with a temporary password). The policy is checked
 * before the Session is used, so a refused password can be corrected with the same Session.
 */
export async function answerNewPasswordRequired(
  pool: PoolContext,
  session: string | undefined,
  responses: Record<string, string>,
  meta: CallMeta,
): Promise<AuthResponse> {
  const open = await pool.challengeStore.open(session, ['NEW_PASSWORD_REQUIRED'] as const);
  const password = responses.NEW_PASSWORD ?? '';
  assertPasswordPolicy(password);
  const attributes = writableAttributes(
    Object.entries(responses)
      .filter(([name]) => name.startsWith('userAttributes.'))
      .map(([name, value]) => ({ Name: name.slice('userAttributes.'.length), Value: value }))
      .filter((attribute) => attribute.Name !== 'email'),
  );
  await pool.challengeStore.consume(open);
  const current = open.state.sub ? await pool.users.findBySub(open.state.sub) : undefined;
  if (!current) throw notAuthorized();
  assertCanSignIn(current);
  const { salt, verifier } = createVerifier(pool.config.poolName, current.sub, password);
  const user = await pool.users.update(current.sub, {
    srpSalt: salt,
    srpVerifier: pool.box.seal(verifier),
    status: 'CONFIRMED',
    temporaryPasswordExpiresAt: null,
    attributes: { ...current.attributes, ...attributes },
  });
  if (!user) throw notAuthorized();
  return mfaStep(pool, user, { deviceKey: open.state.deviceKey, ip: meta.ip });
}
