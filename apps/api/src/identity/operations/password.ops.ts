import { z } from 'zod';
import { createVerifier } from '../crypto/srp';
import { passwordMatches } from '../flows/password-auth.flow';
import { assertPasswordPolicy } from '../password-policy';
import type { PoolContext } from '../pool/pool-context';
import { emailDelivery } from '../pool/user-attributes';
import { codeMismatch, invalidParameter, notAuthorized } from '../protocol/cognito-error';
import { defineOperation, fields } from '../protocol/operation';
import { authenticateAccessToken } from '../tokens/access-token';

async function setPassword(pool: PoolContext, sub: string, password: string): Promise<void> {
  const { salt, verifier } = createVerifier(pool.config.poolName, sub, password);
  await pool.users.update(sub, { srpSalt: salt, srpVerifier: pool.box.seal(verifier) });
}

/** ForgotPassword: mails a reset code (valid 1 h); unknown users get the same answer and no mail. */
export const forgotPassword = defineOperation({
  input: z.object({
    ClientId: fields.clientId,
    Username: fields.username,
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool) {
    await pool.throttle.user(input.Username);
    const user = await pool.users.findByEmail(input.Username);
    const delivery = {
      CodeDeliveryDetails: emailDelivery(user?.email ?? input.Username.trim().toLowerCase()),
    };
    if (!user?.enabled) return delivery;
    if (user.status === 'FORCE_CHANGE_PASSWORD')
      throw notAuthorized('User password cannot be reset in the current state.');
    if (!user.emailVerified) {
      throw invalidParameter(
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    const code = await pool.codeService.issue(user.sub, 'FORGOT_PASSWORD');
    await pool.notify.mailCode(user.email, 'FORGOT_PASSWORD', code, user.attributes.locale);
    return delivery;
  },
});

export const confirmForgotPassword = defineOperation({
  input: z.object({
    ClientId: fields.clientId,
    Username: fields.username,
    ConfirmationCode: fields.code,
    Password: fields.password,
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool) {
    await pool.throttle.user(input.Username);
    // The policy first: a refused password can be corrected without a new code.
    assertPasswordPolicy(input.Password);
    const user = await pool.users.findByEmail(input.Username);
    if (!user) throw codeMismatch();
    await pool.codeService.redeem(user.sub, 'FORGOT_PASSWORD', input.ConfirmationCode);
    await setPassword(pool, user.sub, input.Password);
    if (user.status === 'RESET_REQUIRED') await pool.users.update(user.sub, { status: 'CONFIRMED' });
    await pool.throttle.passwordSucceeded(user.sub);
    return {};
  },
});

export const changePassword = defineOperation({
  input: z.object({
    AccessToken: fields.accessToken,
    PreviousPassword: fields.password,
    ProposedPassword: fields.password,
  }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    await pool.throttle.assertPasswordAttemptsLeft(user.sub);
    if (!passwordMatches(pool, user, input.PreviousPassword)) {
      await pool.throttle.passwordFailed(user.sub);
      throw notAuthorized();
    }
    assertPasswordPolicy(input.ProposedPassword, 'proposedPassword');
    await setPassword(pool, user.sub, input.ProposedPassword);
    return {};
  },
});
