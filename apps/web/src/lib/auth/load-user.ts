import { api } from '../api-client';
import { ApiError } from '../api-error';
import { isUserPoolError } from './auth-errors';
import type { AuthClient } from './auth-types';
import { ADMIN_GROUP, type SessionUser, type UserProfile } from './session-user';

export type ProfileLoader = () => Promise<UserProfile | null>;

export const fetchProfile: ProfileLoader = () => api.get<UserProfile>('/user');

/** The user-pool failure that stops the loading sequence instead of reading as "signed out". */
export class UserPoolUnavailableError extends Error {
  override name = 'UserPoolUnavailableError';
  constructor(override readonly cause: unknown) {
    super('The user pool cannot be used');
  }
}

/**
 * Spec §4 "User loading on start": read the current session; any failure other than a user-pool
 * error means "loaded without a user"; an admin is stored without a profile (the admin modal
 * follows); everyone else gets the profile from GET /api/user. A profile the API does not have
 * (404) leaves the token's claims; a token the API refuses (revoked, signed out everywhere,
 * disabled) ends the local session.
 */
export async function loadUser(
  client: AuthClient,
  loadProfile: ProfileLoader = fetchProfile,
): Promise<SessionUser | null> {
  let claims: Awaited<ReturnType<AuthClient['currentSession']>>;
  try {
    claims = await client.currentSession();
  } catch (error) {
    if (isUserPoolError(error)) throw new UserPoolUnavailableError(error);
    return null;
  }
  if (!claims) return null;
  if (claims.groups.includes(ADMIN_GROUP)) return { claims, admin: true, profile: null };

  try {
    return { claims, admin: false, profile: await loadProfile() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await client.signOut({ global: false }).catch(() => undefined);
      return null;
    }
    // 404 (no profile yet) and passing failures: signed in on the token's claims alone.
    return { claims, admin: false, profile: null };
  }
}
