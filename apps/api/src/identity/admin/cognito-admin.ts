import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { BlockedSubjectsRepo } from '../repo/blocked-subjects.repo';
import type { AdminUser, IdentityAdmin } from './identity-admin';

function toAdminUser(user: {
  Username?: string;
  Attributes?: AttributeType[];
  Enabled?: boolean;
  UserStatus?: string;
  UserCreateDate?: Date;
}): AdminUser {
  const attributes = Object.fromEntries((user.Attributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
  const { sub = user.Username ?? '', email = '', email_verified: verified, ...rest } = attributes;
  return {
    sub,
    email,
    emailVerified: verified === 'true',
    enabled: user.Enabled ?? true,
    status: user.UserStatus ?? 'UNKNOWN',
    attributes: rest,
    createdAt: user.UserCreateDate ?? new Date(0),
  };
}

/** A Cognito user pool's `ListUsers` filter for an email prefix. */
const emailFilter = (prefix: string) => `email ^= "${prefix.replace(/["\\]/g, '')}"`;

/**
 * The identity-admin interface over a real Cognito user pool (AUTH_MODE=cognito). The AWS SDK
 * signs the Admin* calls with credentials from the standard chain (env, profile, instance role).
 * Disabled and deleted subjects are also recorded locally, because the API verifies Cognito's
 * tokens offline and would otherwise accept them until they expire.
 */
export function createCognitoAdmin(options: {
  userPoolId: string;
  client?: CognitoIdentityProviderClient;
  region: string;
  blocked: BlockedSubjectsRepo;
  onUserChanged(sub: string): void;
}): IdentityAdmin {
  const client = options.client ?? new CognitoIdentityProviderClient({ region: options.region });
  const UserPoolId = options.userPoolId;

  async function get(username: string): Promise<AdminUser> {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId, Username: username }));
    return toAdminUser({ ...user, Attributes: user.UserAttributes });
  }

  async function block(username: string, reason: 'disabled' | 'deleted'): Promise<string> {
    const { sub } = await get(username);
    await options.blocked.block(sub, reason);
    options.onUserChanged(sub);
    return sub;
  }

  return {
    async createUser(email, attributes, temporaryPassword) {
      const { User } = await client.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: email.trim().toLowerCase(),
          TemporaryPassword: temporaryPassword,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email.trim().toLowerCase() },
            { Name: 'email_verified', Value: 'true' },
            ...Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
          ],
        }),
      );
      return toAdminUser(User ?? {});
    },
    async setUserPassword(username, password, permanent) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: username,
          Password: password,
          Permanent: permanent,
        }),
      );
    },
    async disableUser(username) {
      await client.send(new AdminDisableUserCommand({ UserPoolId, Username: username }));
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: username }));
      await block(username, 'disabled');
    },
    async enableUser(username) {
      await client.send(new AdminEnableUserCommand({ UserPoolId, Username: username }));
      const { sub } = await get(username);
      await options.blocked.unblock(sub);
      options.onUserChanged(sub);
    },
    async deleteUser(username) {
      await block(username, 'deleted');
      await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: username }));
    },
    async addUserToGroup(username, group) {
      const add = () =>
        client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: username, GroupName: group }));
      try {
        await add();
      } catch (error) {
        // A fresh pool has no `admins` group yet: create it once, then add.
        if ((error as Error).name !== 'ResourceNotFoundException') throw error;
        await client.send(new CreateGroupCommand({ UserPoolId, GroupName: group }));
        await add();
      }
    },
    async getUser(username) {
      try {
        return await get(username);
      } catch (error) {
        if ((error as Error).name === 'UserNotFoundException') return null;
        throw error;
      }
    },
    async listUsers(listOptions = {}) {
      const result = await client.send(
        new ListUsersCommand({
          UserPoolId,
          Limit: Math.min(Math.max(listOptions.limit ?? 60, 1), 60),
          PaginationToken: listOptions.paginationToken,
          ...(listOptions.emailPrefix ? { Filter: emailFilter(listOptions.emailPrefix) } : {}),
        }),
      );
      return {
        users: (result.Users ?? []).map((user: UserType) => toAdminUser(user)),
        ...(result.PaginationToken ? { paginationToken: result.PaginationToken } : {}),
      };
    },
  };
}
