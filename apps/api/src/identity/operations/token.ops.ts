import { z } from 'zod';
import { refreshTokenHash } from '../flows/next-step';
import { defineOperation, fields } from '../protocol/operation';
import { authenticateAccessToken } from '../tokens/access-token';
import { refreshSession } from './refresh';

/** Amplify ≥ 6.15.4 refreshes with this; the refresh token is not rotated. */
export const getTokensFromRefreshToken = defineOperation({
  input: z.object({
    ClientId: fields.clientId,
    RefreshToken: z.string().min(1).max(4096),
    DeviceKey: z.string().max(100).optional(),
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool) {
    return { AuthenticationResult: await refreshSession(pool, input.RefreshToken) };
  },
});

/** Local sign-out: revokes the refresh token's session, and with it every token minted from it. */
export const revokeToken = defineOperation({
  input: z.object({ ClientId: fields.clientId, Token: z.string().min(1).max(4096) }),
  async handle(input, pool) {
    const session = await pool.sessions.findByRefreshHash(refreshTokenHash(pool, input.Token));
    if (session) {
      await pool.sessions.revoke(session.id);
      pool.onUserChanged(session.sub);
    }
    return {};
  },
});

/** Sign-out everywhere: revokes every session of the user. */
export const globalSignOut = defineOperation({
  input: z.object({ AccessToken: fields.accessToken }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    await pool.sessions.revokeAll(user.sub);
    pool.onUserChanged(user.sub);
    return {};
  },
});
