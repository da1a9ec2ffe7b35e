import { z } from 'zod';
import type { MfaType } from '../flows/flow-state';
import { MAX_CODE_ATTEMPTS } from '../identity-config';
import type { PoolContext } from '../pool/pool-context';
import { newTotpSecret, totpCodeIsValid } from '../pool/totp';
import { CognitoError, invalidParameter, limitExceeded } from '../protocol/cognito-error';
import { defineOperation, fields } from '../protocol/operation';
import type { UserRow } from '../repo/users.repo';
import { authenticateAccessToken } from '../tokens/access-token';

const tokenOrSession = z
  .object({ AccessToken: fields.accessToken.optional(), Session: fields.session.optional() })
  .refine((input) => Boolean(input.AccessToken) !== Boolean(input.Session), {
    error: 'Exactly one of AccessToken and Session is required',
  });

const verifyFailed = () => new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');

/**
 * AssociateSoftwareToken: a new TOTP secret, either for a signed-in user (AccessToken, from the
 * settings) or during sign-in (the MFA_SETUP Session, which it exchanges for a new one).
 */
export const associateSoftwareToken = defineOperation({
  input: tokenOrSession,
  async handle(input, pool) {
    const secret = newTotpSecret();
    if (input.AccessToken) {
      const { user } = await authenticateAccessToken(pool, input.AccessToken);
      await pool.users.update(user.sub, { totpPendingSecret: pool.box.seal(secret) });
      return { SecretCode: secret };
    }
    const open = await pool.challengeStore.open(input.Session, ['MFA_SETUP'] as const);
    await pool.challengeStore.consume(open);
    const session = await pool.challengeStore.start({ ...open.state, secret, verified: false });
    return { SecretCode: secret, Session: session };
  },
});

/** VerifySoftwareToken: proves the authenticator app has the secret. */
export const verifySoftwareToken = defineOperation({
  input: z.intersection(
    tokenOrSession,
    z.object({ UserCode: z.string().min(6).max(6), FriendlyDeviceName: z.string().optional() }),
  ),
  async handle(input, pool) {
    if (input.AccessToken) {
      const { user } = await authenticateAccessToken(pool, input.AccessToken);
      if (!user.totpPendingSecret)
        throw new CognitoError(
          'SoftwareTokenMFANotFoundException',
          'Software token MFA has not been associated.',
        );
      const secret = pool.box.open(user.totpPendingSecret);
      if (!(await totpCodeIsValid(pool, user.sub, secret, input.UserCode))) throw verifyFailed();
      await pool.users.update(user.sub, { totpSecret: user.totpPendingSecret, totpPendingSecret: null });
      return { Status: 'SUCCESS' };
    }
    const open = await pool.challengeStore.open(input.Session, ['MFA_SETUP'] as const);
    const { state } = open;
    const user = state.sub ? await pool.users.findBySub(state.sub) : undefined;
    if (!state.secret || !user) throw invalidParameter('Software token MFA has not been associated.');
    if (!(await totpCodeIsValid(pool, user.sub, state.secret, input.UserCode))) {
      if ((await pool.challengeStore.fail(open)) >= MAX_CODE_ATTEMPTS) {
        await pool.challengeStore.consume(open);
        throw limitExceeded();
      }
      throw verifyFailed();
    }
    await pool.challengeStore.consume(open);
    await pool.users.update(user.sub, {
      totpSecret: pool.box.seal(state.secret),
      totpPendingSecret: null,
      totpEnabled: true,
      preferredMfa: 'SOFTWARE_TOKEN_MFA',
    });
    const session = await pool.challengeStore.start({ ...state, secret: undefined, verified: true });
    return { Status: 'SUCCESS', Session: session };
  },
});

const mfaSettings = z
  .object({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() })
  .optional();

function applySetting(
  pool: PoolContext,
  user: UserRow,
  type: MfaType,
  setting: { Enabled?: boolean; PreferredMfa?: boolean } | undefined,
  changes: Partial<UserRow>,
): void {
  if (!setting) return;
  const field = type === 'SOFTWARE_TOKEN_MFA' ? 'totpEnabled' : 'smsMfaEnabled';
  if (setting.Enabled === true) {
    if (type === 'SOFTWARE_TOKEN_MFA' && !user.totpSecret)
      throw invalidParameter('User has not verified software token mfa');
    if (type === 'SMS_MFA' && !pool.config.smsEnabled)
      throw invalidParameter('SMS MFA is not available in this user pool.');
    if (type === 'SMS_MFA' && !user.attributes.phone_number)
      throw invalidParameter('User does not have a phone number.');
  }
  if (setting.Enabled !== undefined) changes[field] = setting.Enabled;
  const enabled = changes[field] ?? user[field];
  if (setting.PreferredMfa === true && enabled) changes.preferredMfa = type;
  const preferred = changes.preferredMfa !== undefined ? changes.preferredMfa : user.preferredMfa;
  if ((setting.PreferredMfa === false || !enabled) && preferred === type) changes.preferredMfa = null;
}

/** SetUserMFAPreference: enables, disables and prefers TOTP (and SMS when a sender is configured). */
export const setUserMfaPreference = defineOperation({
  input: z.object({
    AccessToken: fields.accessToken,
    SMSMfaSettings: mfaSettings,
    SoftwareTokenMfaSettings: mfaSettings,
    EmailMfaSettings: mfaSettings,
  }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    if (input.EmailMfaSettings?.Enabled)
      throw invalidParameter('Email MFA is not available in this user pool.');
    const changes: Partial<UserRow> = {};
    applySetting(pool, user, 'SOFTWARE_TOKEN_MFA', input.SoftwareTokenMfaSettings, changes);
    applySetting(pool, user, 'SMS_MFA', input.SMSMfaSettings, changes);
    if (Object.keys(changes).length > 0) await pool.users.update(user.sub, changes);
    return {};
  },
});
