import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createVerifier } from '../crypto/srp';
import { assertPasswordPolicy } from '../password-policy';
import type { PoolContext } from '../pool/pool-context';
import { emailDelivery, isEmail, writableAttributes } from '../pool/user-attributes';
import {
  CognitoError,
  codeMismatch,
  invalidParameter,
  messages,
  notAuthorized,
} from '../protocol/cognito-error';
import { defineOperation, fields } from '../protocol/operation';

async function mailSignUpCode(pool: PoolContext, sub: string, email: string, locale?: string): Promise<void> {
  const code = await pool.codeService.issue(sub, 'SIGN_UP');
  await pool.notify.mailCode(email, 'SIGN_UP', code, locale);
}

/** SignUp: email as username, Cognito's password policy, a 6-digit code mailed for confirmation. */
export const signUp = defineOperation({
  input: z.object({
    ClientId: fields.clientId,
    Username: fields.username,
    Password: fields.password,
    UserAttributes: fields.attributes.optional(),
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool) {
    const email = input.Username.trim().toLowerCase();
    if (!isEmail(email)) throw invalidParameter('Username should be an email.');
    await pool.throttle.user(email);
    const attributes = writableAttributes(input.UserAttributes);
    if (attributes.email !== undefined && attributes.email.trim().toLowerCase() !== email) {
      throw invalidParameter('Username should be the same as the email attribute.');
    }
    delete attributes.email;
    assertPasswordPolicy(input.Password);
    const sub = randomUUID();
    const { salt, verifier } = createVerifier(pool.config.poolName, sub, input.Password);
    const user = await pool.users.insert({
      sub,
      email,
      status: 'UNCONFIRMED',
      attributes,
      srpSalt: salt,
      srpVerifier: pool.box.seal(verifier),
    });
    // Cognito tells sign-up about an existing account even with user-existence errors prevented.
    if (!user) throw new CognitoError('UsernameExistsException', messages.userExists);
    await mailSignUpCode(pool, sub, email, attributes.locale);
    return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: emailDelivery(email) };
  },
});

export const confirmSignUp = defineOperation({
  input: z.object({
    ClientId: fields.clientId,
    Username: fields.username,
    ConfirmationCode: fields.code,
    ForceAliasCreation: z.boolean().optional(),
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool) {
    await pool.throttle.user(input.Username);
    const user = await pool.users.findByEmail(input.Username);
    if (!user) throw codeMismatch();
    if (user.status !== 'UNCONFIRMED') {
      throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
    }
    await pool.codeService.redeem(user.sub, 'SIGN_UP', input.ConfirmationCode);
    await pool.users.update(user.sub, { status: 'CONFIRMED', emailVerified: true });
    return {};
  },
});

export const resendConfirmationCode = defineOperation({
  input: z.object({
    ClientId: fields.clientId,
    Username: fields.username,
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool) {
    await pool.throttle.user(input.Username);
    const user = await pool.users.findByEmail(input.Username);
    // Unknown users get the same answer as real ones (no mail is sent).
    if (!user) return { CodeDeliveryDetails: emailDelivery(input.Username.trim().toLowerCase()) };
    if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
    await mailSignUpCode(pool, user.sub, user.email, user.attributes.locale);
    return { CodeDeliveryDetails: emailDelivery(user.email) };
  },
});
