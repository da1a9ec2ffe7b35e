import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { PoolContext } from '../pool/pool-context';
import { messages, notAuthorized } from '../protocol/cognito-error';
import type { SessionRow } from '../repo/sessions.repo';
import type { UserRow } from '../repo/users.repo';
import type { KeyStore } from './key-store';

/** The pool's own published keys as a jose key set, rebuilt when the key file changes. */
export function localKeySet(keys: KeyStore): JWTVerifyGetKey {
  let memo: { jwks: JSONWebKeySet; set: JWTVerifyGetKey } | undefined;
  return async (header, token) => {
    const jwks = await keys.jwks();
    if (memo?.jwks !== jwks) memo = { jwks, set: createLocalJWKSet(jwks) };
    return memo.set(header, token);
  };
}

export interface AccessContext {
  user: UserRow;
  session: SessionRow;
}

/**
 * Checks an AccessToken sent to the pool (GetUser, ChangePassword…): signature, issuer, token_use,
 * client, and that its sign-in session was not revoked and its user is still enabled.
 */
export async function authenticateAccessToken(pool: PoolContext, token: string): Promise<AccessContext> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, pool.keySet, {
      issuer: pool.config.issuer,
      algorithms: ['RS256'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw notAuthorized('Access Token has expired');
    if (error instanceof errors.JOSEError) throw notAuthorized(messages.invalidAccessToken);
    throw error;
  }
  if (payload.token_use !== 'access' || payload.client_id !== pool.config.clientId) {
    throw notAuthorized(messages.invalidAccessToken);
  }
  const session =
    typeof payload.origin_jti === 'string' ? await pool.sessions.findById(payload.origin_jti) : undefined;
  if (!session || session.revokedAt || session.sub !== payload.sub)
    throw notAuthorized(messages.revokedAccessToken);
  const user = await pool.users.findBySub(session.sub);
  if (!user) throw notAuthorized(messages.revokedAccessToken);
  if (!user.enabled) throw notAuthorized(messages.userDisabled);
  return { user, session };
}
