import { randomUUID } from 'node:crypto';
import { createVerifier } from '../crypto/srp';
import { TEMPORARY_PASSWORD_DAYS } from '../identity-config';
import { assertPasswordPolicy } from '../password-policy';
import type { PoolContext } from '../pool/pool-context';
import { isEmail, writableAttributes } from '../pool/user-attributes';
import { CognitoError, invalidParameter, messages, userNotFound } from '../protocol/cognito-error';
import type { UserRow } from '../repo/users.repo';
import type { AdminUser, IdentityAdmin } from './identity-admin';

const toAdminUser = (user: UserRow): AdminUser => ({
  sub: user.sub,
  email: user.email,
  emailVerified: user.emailVerified,
  enabled: user.enabled,
  status: user.status,
  attributes: user.attributes,
  groups: user.groups,
  createdAt: user.createdAt,
});

/** The identity-admin interface over the embedded pool's tables. */
export function createEmbeddedAdmin(pool: PoolContext): IdentityAdmin {
  async function find(username: string): Promise<UserRow> {
    const user = isEmail(username.trim())
      ? await pool.users.findByEmail(username)
      : await pool.users.findBySub(username);
    if (!user) throw userNotFound();
    return user;
  }

  return {
    async createUser(email, attributes, temporaryPassword) {
      const address = email.trim().toLowerCase();
      if (!isEmail(address)) throw invalidParameter('Username should be an email.');
      const extra = writableAttributes(Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })));
      delete extra.email;
      assertPasswordPolicy(temporaryPassword);
      const sub = randomUUID();
      const { salt, verifier } = createVerifier(pool.config.poolName, sub, temporaryPassword);
      const user = await pool.users.insert({
        sub,
        email: address,
        emailVerified: true,
        status: 'FORCE_CHANGE_PASSWORD',
        attributes: extra,
        srpSalt: salt,
        srpVerifier: pool.box.seal(verifier),
        temporaryPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_DAYS * 24 * 3600_000),
      });
      if (!user) throw new CognitoError('UsernameExistsException', messages.userExists);
      return toAdminUser(user);
    },
    async setUserPassword(username, password, permanent) {
      const user = await find(username);
      assertPasswordPolicy(password);
      const { salt, verifier } = createVerifier(pool.config.poolName, user.sub, password);
      await pool.users.update(user.sub, {
        srpSalt: salt,
        srpVerifier: pool.box.seal(verifier),
        status: permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
        temporaryPasswordExpiresAt: permanent
          ? null
          : new Date(Date.now() + TEMPORARY_PASSWORD_DAYS * 24 * 3600_000),
      });
      pool.onUserChanged(user.sub);
    },
    async disableUser(username) {
      const user = await find(username);
      await pool.users.update(user.sub, { enabled: false });
      await pool.sessions.revokeAll(user.sub);
      pool.onUserChanged(user.sub);
    },
    async enableUser(username) {
      const user = await find(username);
      await pool.users.update(user.sub, { enabled: true });
      pool.onUserChanged(user.sub);
    },
    async deleteUser(username) {
      const user = await find(username);
      await pool.users.delete(user.sub);
      pool.onUserChanged(user.sub);
    },
    async addUserToGroup(username, group) {
      if (!/^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u.test(group)) throw invalidParameter('Invalid group name.');
      const user = await find(username);
      await pool.users.addGroup(user.sub, group);
    },
    async getUser(username) {
      try {
        return toAdminUser(await find(username));
      } catch (error) {
        if (error instanceof CognitoError && error.type === 'UserNotFoundException') return null;
        throw error;
      }
    },
    async listUsers(options = {}) {
      const limit = Math.min(Math.max(options.limit ?? 60, 1), 60);
      if (options.paginationToken && !/^[0-9a-f-]{36}$/.test(options.paginationToken)) {
        throw invalidParameter('Invalid pagination token.');
      }
      const rows = await pool.users.list({
        limit: limit + 1,
        after: options.paginationToken,
        emailPrefix: options.emailPrefix,
      });
      const users = rows.slice(0, limit).map(toAdminUser);
      const last = users[users.length - 1];
      return { users, ...(rows.length > limit && last ? { paginationToken: last.sub } : {}) };
    },
  };
}
