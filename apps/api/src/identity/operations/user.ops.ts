import { z } from 'zod';
import { enabledMfas } from '../flows/next-step';
import type { PoolContext } from '../pool/pool-context';
import {
  emailDelivery,
  isEmail,
  maskPhone,
  toAttributeList,
  writableAttributes,
} from '../pool/user-attributes';
import { CognitoError, invalidParameter } from '../protocol/cognito-error';
import { defineOperation, fields } from '../protocol/operation';
import type { UserRow } from '../repo/users.repo';
import { authenticateAccessToken } from '../tokens/access-token';

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

const aliasExists = () =>
  new CognitoError('AliasExistsException', 'An account with the given email already exists.');

async function sendEmailVerification(pool: PoolContext, user: UserRow, email: string) {
  const code = await pool.codeService.issue(user.sub, 'VERIFY_EMAIL', email);
  await pool.notify.mailCode(email, 'VERIFY_EMAIL', code, user.attributes.locale);
  return emailDelivery(email);
}

async function sendPhoneVerification(pool: PoolContext, user: UserRow, phone: string) {
  const code = await pool.codeService.issue(user.sub, 'VERIFY_PHONE', phone);
  await pool.notify.smsCode(phone, code, user.attributes.locale);
  return { Destination: maskPhone(phone), DeliveryMedium: 'SMS', AttributeName: 'phone_number' };
}

export const getUser = defineOperation({
  input: z.object({ AccessToken: fields.accessToken }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    const mfas = enabledMfas(pool, user);
    return {
      Username: user.sub,
      UserAttributes: toAttributeList(user),
      ...(mfas.length > 0 ? { UserMFASettingList: mfas } : {}),
      ...(user.preferredMfa && mfas.includes(user.preferredMfa)
        ? { PreferredMfaSetting: user.preferredMfa }
        : {}),
    };
  },
});

/**
 * UpdateUserAttributes. A new email stays pending (the old one keeps working) until its code is
 * confirmed with VerifyUserAttribute, as Cognito does with "keep original attribute value active".
 */
export const updateUserAttributes = defineOperation({
  input: z.object({
    AccessToken: fields.accessToken,
    UserAttributes: fields.attributes,
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    const { email: rawEmail, ...attributes } = writableAttributes(input.UserAttributes);
    const deliveries = [];
    const changes: Partial<UserRow> = {};
    if (attributes.phone_number && attributes.phone_number !== user.attributes.phone_number) {
      attributes.phone_number_verified = 'false';
      if (pool.config.smsEnabled)
        deliveries.push(await sendPhoneVerification(pool, user, attributes.phone_number));
    }
    if (Object.keys(attributes).length > 0) changes.attributes = { ...user.attributes, ...attributes };
    const email = rawEmail?.trim().toLowerCase();
    if (email !== undefined && email !== user.email) {
      if (!isEmail(email)) throw invalidParameter('Invalid email address format.');
      const owner = await pool.users.findByEmail(email);
      if (owner) throw aliasExists();
      changes.pendingEmail = email;
      deliveries.push(await sendEmailVerification(pool, user, email));
    }
    if (Object.keys(changes).length > 0) await pool.users.update(user.sub, changes);
    return { CodeDeliveryDetailsList: deliveries };
  },
});

export const getUserAttributeVerificationCode = defineOperation({
  input: z.object({
    AccessToken: fields.accessToken,
    AttributeName: z.string().min(1),
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    if (input.AttributeName === 'email') {
      const email = user.pendingEmail ?? (user.emailVerified ? null : user.email);
      if (!email) throw invalidParameter('Email is already verified.');
      return { CodeDeliveryDetails: await sendEmailVerification(pool, user, email) };
    }
    if (input.AttributeName === 'phone_number' && pool.config.smsEnabled && user.attributes.phone_number) {
      return { CodeDeliveryDetails: await sendPhoneVerification(pool, user, user.attributes.phone_number) };
    }
    throw invalidParameter(`Attribute ${input.AttributeName} cannot be verified.`);
  },
});

export const verifyUserAttribute = defineOperation({
  input: z.object({ AccessToken: fields.accessToken, AttributeName: z.string().min(1), Code: fields.code }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    if (input.AttributeName === 'email') {
      const code = await pool.codeService.redeem(user.sub, 'VERIFY_EMAIL', input.Code);
      const email = code.target ?? user.email;
      const owner = await pool.users.findByEmail(email);
      if (owner && owner.sub !== user.sub) throw aliasExists();
      await pool.users
        .update(user.sub, {
          email,
          emailVerified: true,
          pendingEmail: user.pendingEmail === email ? null : user.pendingEmail,
        })
        .catch((error: unknown) => {
          // Another account took the address between the check and the update.
          throw isUniqueViolation(error) ? aliasExists() : error;
        });
      return {};
    }
    if (input.AttributeName === 'phone_number') {
      const code = await pool.codeService.redeem(user.sub, 'VERIFY_PHONE', input.Code);
      if (code.target === user.attributes.phone_number) {
        await pool.users.update(user.sub, {
          attributes: { ...user.attributes, phone_number_verified: 'true' },
        });
      }
      return {};
    }
    throw invalidParameter(`Attribute ${input.AttributeName} cannot be verified.`);
  },
});

/** DeleteUser: the user deletes its own account (Amplify's deleteUser). */
export const deleteUser = defineOperation({
  input: z.object({ AccessToken: fields.accessToken }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    await pool.users.delete(user.sub);
    pool.onUserChanged(user.sub);
    return {};
  },
});
