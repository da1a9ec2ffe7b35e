import { useMutation } from '@tanstack/react-query';
import { type LoadedProfile, loadedProfileSchema, type ProfilePatch } from '@tranche/contracts/accounts';
import { api } from '../../../lib/api-client';
import type { AccountKind } from '../../../lib/auth/auth-types';
import { useSession } from '../../../lib/auth/session-context';
import type { UserProfile } from '../../../lib/auth/session-user';

const parsed = new WeakMap<UserProfile, LoadedProfile | null>();

/** The session's profile read as the contract's loaded user, once per profile object. */
function asLoadedProfile(profile: UserProfile | null | undefined): LoadedProfile | null {
  if (!profile) return null;
  if (!parsed.has(profile)) {
    const result = loadedProfileSchema.safeParse(profile);
    parsed.set(profile, result.success ? result.data : null);
  }
  return parsed.get(profile) ?? null;
}

export interface UserState {
  /** True only while the session loads for the first time. */
  loading: boolean;
  /** The loaded user of spec §3; null when signed out, an admin, or the profile could not be read. */
  user: LoadedProfile | null;
  /** Signed in (the session has claims), whether or not the profile loaded. */
  signedIn: boolean;
  /** The account kind the id token carries (`custom:kind` chosen at sign-up), if any. */
  tokenKind: AccountKind | null;
  /** Reads the user again (GET /user) into the session, the one store of the signed-in user. */
  reload: () => Promise<unknown>;
}

/** The signed-in user from the session store that the identity layer fills from GET /user. */
export function useUser(): UserState {
  const session = useSession();
  return {
    loading: session.status === 'loading',
    user: asLoadedProfile(session.user?.profile),
    signedIn: session.user !== null,
    tokenKind: session.user?.claims.kind ?? null,
    reload: session.reload,
  };
}

/** PATCH /user: profile fields and/or one first-steps step done; the session then holds the new user. */
export function useUpdateProfile() {
  const { reload } = useSession();
  return useMutation({
    mutationFn: async (patch: ProfilePatch) => loadedProfileSchema.parse(await api.patch('/user', patch)),
    onSuccess: () => reload(),
  });
}
