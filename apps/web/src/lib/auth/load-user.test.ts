import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { loadUser, UserPoolUnavailableError } from './load-user';
import { ADMIN, cognitoError, createFakeAuthClient, MEMBER } from './testing/fake-auth-client';

const PROFILE = {
  email: MEMBER.email,
  firstName: 'Ada',
  lastName: 'Lovelace',
  company_name: 'Analytical Engines Ltd',
};

describe('loadUser (spec §4 user loading)', () => {
  it('is signed out when there is no session', async () => {
    const profile = vi.fn();
    expect(await loadUser(createFakeAuthClient(null), profile)).toBeNull();
    expect(profile).not.toHaveBeenCalled();
  });

  it('stores an admin without asking the API for a profile', async () => {
    const profile = vi.fn();
    expect(await loadUser(createFakeAuthClient(ADMIN), profile)).toEqual({
      claims: ADMIN,
      admin: true,
      profile: null,
    });
    expect(profile).not.toHaveBeenCalled();
  });

  it('loads the profile of everyone else', async () => {
    expect(await loadUser(createFakeAuthClient(MEMBER), async () => PROFILE)).toEqual({
      claims: MEMBER,
      admin: false,
      profile: PROFILE,
    });
  });

  it('stays signed in on the token claims when the API has no profile (404)', async () => {
    const user = await loadUser(createFakeAuthClient(MEMBER), async () => {
      throw new ApiError(404, 'NOT_FOUND', 'No route for GET /api/user');
    });
    expect(user).toEqual({ claims: MEMBER, admin: false, profile: null });
  });

  it('ends the local session when the API refuses the token (401)', async () => {
    const client = createFakeAuthClient(MEMBER);
    const user = await loadUser(client, async () => {
      throw new ApiError(401, 'UNAUTHENTICATED', 'User needs to be authenticated to call this API.');
    });
    expect(user).toBeNull();
    expect(client.signOut).toHaveBeenCalledWith({ global: false });
  });

  it('marks loaded without a user when reading the session fails for another reason', async () => {
    const client = createFakeAuthClient();
    client.currentSession.mockRejectedValue(cognitoError('NetworkError'));
    expect(await loadUser(client, vi.fn())).toBeNull();
  });

  it('stops on a user-pool error instead of pretending to be signed out', async () => {
    const client = createFakeAuthClient();
    client.currentSession.mockRejectedValue(
      cognitoError('AuthUserPoolException', 'Auth UserPool not configured.'),
    );
    await expect(loadUser(client, vi.fn())).rejects.toBeInstanceOf(UserPoolUnavailableError);
  });
});
