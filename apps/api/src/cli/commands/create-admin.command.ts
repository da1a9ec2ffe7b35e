import { generateTemporaryPassword } from '../../identity/admin/identity-admin';
import type { CliCommand } from '../cli-command';

/**
 * Creates an administrator in the configured user pool (embedded or Cognito) with a one-time
 * temporary password; the first sign-in asks for a new one.
 */
export const createAdminCommand: CliCommand = {
  name: 'create-admin',
  usage: 'create-admin <email>',
  description: 'create an administrator and print a one-time temporary password',
  async run(args, context) {
    const email = args[0];
    if (!email || args.length > 1) {
      context.err('Usage: npm run admin -- create-admin <email>');
      return 64;
    }
    const { identity } = await context.container();
    const password = generateTemporaryPassword();
    const user = await identity.admin.createUser(email, {}, password);
    await identity.admin.addUserToGroup(user.email || email, 'admins');
    context.out(
      `Created administrator ${user.email || email} (${identity.config.mode} user pool ${identity.config.poolId}).`,
    );
    context.out(`Temporary password (shown once; a new password is required at first sign-in): ${password}`);
    return 0;
  },
};
