import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchDevices,
  fetchMFAPreference,
  forgetDevice,
  rememberDevice,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { TOTP_ISSUER, toSignInStep, toSignUpResult } from './amplify-steps';
import { type AuthConfig, fetchAuthConfig } from './auth-config';
import type { AccountKind, AuthClient, AuthDevice, SessionClaims, SignInStep } from './auth-types';
import { AutoSignInTimeoutError, pollAutoSignIn } from './auto-sign-in';
import { debounceCall } from './debounce';

/** The attribute that carries the account kind chosen at sign-up. */
export const KIND_ATTRIBUTE = 'custom:kind';

/** No sign-up or unconfirmed sign-in happened in this tab, so there is nothing to sign in with. */
export class NoAutoSignInError extends Error {
  override name = 'NoAutoSignInError';
}

function claimsOf(payload: Record<string, unknown>): SessionClaims {
  const groups = payload['cognito:groups'];
  const kind = payload[KIND_ATTRIBUTE];
  return {
    sub: String(payload.sub ?? ''),
    email: String(payload.email ?? ''),
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    groups: Array.isArray(groups) ? groups.map(String) : [],
    kind: kind === 'client' || kind === 'investor' ? (kind as AccountKind) : null,
  };
}

/**
 * The app's identity operations on AWS Amplify v6 Auth, configured at run time from GET /api/config
 * (the embedded pool or a real Cognito pool). Every Amplify call of the app is in this file.
 */
export function createAmplifyAuthClient(
  loadConfig: () => Promise<AuthConfig> = () => fetchAuthConfig(),
): AuthClient {
  let configured: Promise<void> | null = null;
  /** Credentials of this tab's sign-up (or unconfirmed sign-in), in memory only, for auto sign-in. */
  let pending: { email: string; password: string } | null = null;

  function ensureConfigured(): Promise<void> {
    configured ??= loadConfig().then(
      (config) => {
        Amplify.configure({
          Auth: { Cognito: { ...config, loginWith: { email: true }, signUpVerificationMethod: 'code' } },
        });
      },
      (error: unknown) => {
        configured = null; // a failed fetch (offline) is tried again on the next call
        throw error;
      },
    );
    return configured;
  }

  async function configuredCall<T>(call: () => Promise<T>): Promise<T> {
    await ensureConfigured();
    return call();
  }

  const debouncedSignIn = debounceCall(async (email: string, password: string) => {
    await ensureConfigured();
    const output = await signIn({ username: email, password, options: { authFlowType: 'USER_SRP_AUTH' } });
    const step = toSignInStep(output, email);
    if (step.step === 'CONFIRM_SIGN_UP') pending = { email, password };
    return step;
  });

  const debouncedEmailCode = debounceCall(async (email: string) => {
    await ensureConfigured();
    const output = await signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    return toSignInStep(output, email);
  });

  let challengeAccount = '';
  const debouncedConfirm = debounceCall(async (answer: string) => {
    await ensureConfigured();
    return toSignInStep(await confirmSignIn({ challengeResponse: answer }), challengeAccount);
  });

  async function accessTokenDeviceKey(): Promise<string | null> {
    const session = await fetchAuthSession();
    const key = session.tokens?.accessToken.payload.device_key;
    return typeof key === 'string' ? key : null;
  }

  return {
    async currentSession() {
      await ensureConfigured();
      const session = await fetchAuthSession();
      const payload = session.tokens?.idToken?.payload;
      return payload ? claimsOf(payload) : null;
    },

    async idToken() {
      try {
        await ensureConfigured();
        return (await fetchAuthSession()).tokens?.idToken?.toString() ?? null;
      } catch {
        return null; // the call goes out unauthenticated and the API answers 401
      }
    },

    onSessionEnded(listener) {
      return Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'tokenRefresh_failure' || payload.event === 'signedOut') listener();
      });
    },

    async signIn(email, password) {
      challengeAccount = email;
      return debouncedSignIn(email, password);
    },

    async signInWithEmailCode(email) {
      challengeAccount = email;
      return debouncedEmailCode(email);
    },

    confirmSignIn: (answer) => debouncedConfirm(answer),

    rememberDevice: () => configuredCall(() => rememberDevice()),

    async signUp({ email, password, kind, language }) {
      await ensureConfigured();
      const output = await signUp({
        username: email,
        password,
        options: { userAttributes: { email, [KIND_ATTRIBUTE]: kind, locale: language } },
      });
      pending = { email, password };
      const result = toSignUpResult(output);
      return result.step === 'DONE' ? { step: 'COMPLETE_AUTO_SIGN_IN' } : result;
    },

    async confirmSignUp(email, code) {
      await ensureConfigured();
      await confirmSignUp({ username: email, confirmationCode: code });
      const sameAccount = pending?.email.toLowerCase() === email.trim().toLowerCase();
      return sameAccount ? { step: 'COMPLETE_AUTO_SIGN_IN' } : { step: 'DONE' };
    },

    async resendSignUpCode(email) {
      await ensureConfigured();
      const details = await resendSignUpCode({ username: email });
      return { destination: details.destination ?? null };
    },

    async autoSignIn() {
      const credentials = pending;
      if (!credentials) throw new NoAutoSignInError('The auto sign-in flow has not started.');
      challengeAccount = credentials.email;
      try {
        const step: SignInStep = await pollAutoSignIn(() =>
          debouncedSignIn(credentials.email, credentials.password),
        );
        pending = null;
        return step;
      } catch (error) {
        if (error instanceof AutoSignInTimeoutError) pending = null;
        throw error;
      }
    },

    async resetPassword(email) {
      await ensureConfigured();
      const output = await resetPassword({ username: email });
      return { destination: output.nextStep.codeDeliveryDetails.destination ?? null };
    },

    confirmResetPassword: (email, code, newPassword) =>
      configuredCall(() => confirmResetPassword({ username: email, confirmationCode: code, newPassword })),

    async signOut({ global }) {
      pending = null;
      await configuredCall(() => signOut({ global }));
    },

    updatePassword: (oldPassword, newPassword) =>
      configuredCall(() => updatePassword({ oldPassword, newPassword })),

    async updateEmail(email) {
      await ensureConfigured();
      const output = await updateUserAttributes({ userAttributes: { email } });
      const next = output.email?.nextStep;
      if (next?.updateAttributeStep !== 'CONFIRM_ATTRIBUTE_WITH_CODE') {
        await fetchAuthSession({ forceRefresh: true });
        return { codeRequired: false, destination: null };
      }
      return { codeRequired: true, destination: next.codeDeliveryDetails?.destination ?? null };
    },

    async setAccountKind(kind) {
      await ensureConfigured();
      await updateUserAttributes({ userAttributes: { [KIND_ATTRIBUTE]: kind } });
      await fetchAuthSession({ forceRefresh: true });
    },

    async confirmEmail(code) {
      await ensureConfigured();
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
      // The id token names the old address until it is refreshed.
      await fetchAuthSession({ forceRefresh: true });
    },

    async resendEmailCode() {
      await ensureConfigured();
      const details = await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
      return { destination: details.destination ?? null };
    },

    async totpEnabled() {
      await ensureConfigured();
      return (await fetchMFAPreference()).enabled?.includes('TOTP') ?? false;
    },

    async setUpTotp(accountName) {
      await ensureConfigured();
      const details = await setUpTOTP();
      return { secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, accountName).toString() };
    },

    async enableTotp(code) {
      await ensureConfigured();
      await verifyTOTPSetup({ code });
      await updateMFAPreference({ totp: 'PREFERRED' });
    },

    disableTotp: () => configuredCall(() => updateMFAPreference({ totp: 'DISABLED' })),

    async devices() {
      await ensureConfigured();
      const [list, currentKey] = await Promise.all([fetchDevices(), accessTokenDeviceKey()]);
      return list.map(
        (device): AuthDevice => ({
          id: device.id,
          name: device.attributes.device_name ?? device.name ?? null,
          lastAuthenticatedAt: device.lastAuthenticatedDate ?? null,
          remembered: device.attributes['dev:device_remembered_status'] === 'remembered',
          current: device.id === currentKey,
        }),
      );
    },

    async forgetDevice(device) {
      await ensureConfigured();
      // Without an argument Amplify also drops this browser's own device keys.
      await (device.current ? forgetDevice() : forgetDevice({ device: { id: device.id } }));
    },
  };
}
