import { randomInt } from 'node:crypto';

/** A user as the operator side sees it, in either mode. */
export interface AdminUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  enabled: boolean;
  /** Cognito's UserStatus: UNCONFIRMED, CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED… */
  status: string;
  attributes: Record<string, string>;
  /** Known in embedded mode; Cognito needs a separate call for groups. */
  groups?: string[];
  createdAt: Date;
}

/**
 * The operator's interface to the user pool: the embedded pool, or a Cognito pool through the
 * AWS SDK's Admin* calls. `username` is the email or the sub. Errors carry Cognito's names in
 * `name` (UserNotFoundException, UsernameExistsException, InvalidPasswordException…) in both modes.
 */
export interface IdentityAdmin {
  /** Creates a confirmed user that must choose a new password at first sign-in (FORCE_CHANGE_PASSWORD). */
  createUser(
    email: string,
    attributes: Record<string, string>,
    temporaryPassword: string,
  ): Promise<AdminUser>;
  /** Sets a password (AdminSetUserPassword); permanent confirms the user, else a new one is required at sign-in. */
  setUserPassword(username: string, password: string, permanent: boolean): Promise<void>;
  /** Disables sign-in and makes the user's existing tokens fail at the API. */
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;
  deleteUser(username: string): Promise<void>;
  addUserToGroup(username: string, group: string): Promise<void>;
  getUser(username: string): Promise<AdminUser | null>;
  listUsers(options?: { limit?: number; paginationToken?: string; emailPrefix?: string }): Promise<{
    users: AdminUser[];
    paginationToken?: string;
  }>;
}

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%+-=?@^_'];

/** A random temporary password meeting Cognito's default policy (16 characters, every class). */
export function generateTemporaryPassword(length = 16): string {
  const all = SETS.join('');
  const chars = SETS.map((set) => set[randomInt(set.length)] as string);
  while (chars.length < length) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
