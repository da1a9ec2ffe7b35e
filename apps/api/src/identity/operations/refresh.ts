import { refreshTokenHash, subjectOf } from '../flows/next-step';
import type { PoolContext } from '../pool/pool-context';
import { messages, notAuthorized } from '../protocol/cognito-error';
import type { IssuedTokens } from '../tokens/token-issuer';

/** New id and access tokens for a refresh token whose session still stands (no rotation). */
export async function refreshSession(pool: PoolContext, refreshToken: string): Promise<IssuedTokens> {
  const session = await pool.sessions.findByRefreshHash(refreshTokenHash(pool, refreshToken));
  if (!session || session.expiresAt.getTime() <= Date.now())
    throw notAuthorized(messages.invalidRefreshToken);
  if (session.revokedAt) throw notAuthorized(messages.revokedRefreshToken);
  const user = await pool.users.findBySub(session.sub);
  if (!user) throw notAuthorized(messages.invalidRefreshToken);
  if (!user.enabled) throw notAuthorized(messages.userDisabled);
  await pool.sessions.touch(session.id);
  return pool.tokens.issue(subjectOf(user), session);
}
