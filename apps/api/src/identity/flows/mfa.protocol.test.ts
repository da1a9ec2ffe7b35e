import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  confirmSignIn,
  fetchDevices,
  fetchMFAPreference,
  forgetDevice,
  rememberDevice,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import {
  configureAmplify,
  createPoolTestApp,
  PASSWORD,
  rejection,
  sdkClient,
  seedUser,
  smsCode,
  totpCode,
} from '../testing/pool-clients';

let t: TestApp;

beforeAll(async () => {
  // MFA required (users without one set up TOTP at sign-in) and an SMS sender: every MFA path.
  t = await createPoolTestApp({ IDENTITY_MFA: 'required', SMS_SENDER: 'outbox' });
  configureAmplify(t);
});
afterEach(async () => {
  await signOut().catch(() => undefined);
});
afterAll(async () => t?.close());

/**
 * A code the pool has not accepted yet. Setup answers with the next step's code; once the clock
 * reaches that step the current code is that same, used one, so take the one after it.
 */
async function unusedCode(setup: { secret: string; used: string }): Promise<string> {
  const now = await totpCode(setup.secret);
  return now === setup.used ? totpCode(setup.secret, 1) : now;
}

/** Signs in a new user through the MFA_SETUP step; returns the TOTP secret and the code it used. */
async function signInWithTotpSetup(email: string): Promise<{ secret: string; used: string }> {
  const started = await signIn({ username: email, password: PASSWORD });
  expect(started.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
  if (started.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') throw new Error('no TOTP setup');
  const secret = started.nextStep.totpSetupDetails.sharedSecret;
  expect(started.nextStep.totpSetupDetails.getSetupUri('Tranche').toString()).toContain(`secret=${secret}`);
  const used = await totpCode(secret, 1);
  const done = await confirmSignIn({ challengeResponse: used });
  expect(done.isSignedIn).toBe(true);
  return { secret, used };
}

describe('TOTP', () => {
  it('sets up TOTP during sign-in (MFA_SETUP), then asks for a code at every sign-in', async () => {
    const { email } = await seedUser(t);
    const setup = await signInWithTotpSetup(email);
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    await signOut();

    const started = await signIn({ username: email, password: PASSWORD });
    expect(started.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const wrong = await rejection(confirmSignIn({ challengeResponse: '000000' }));
    expect(wrong.name).toBe('CodeMismatchException');
    expect(wrong.message).toBe('Invalid code received for user');
    const done = await confirmSignIn({ challengeResponse: await unusedCode(setup) });
    expect(done.isSignedIn).toBe(true);
  });

  it('accepts a TOTP code only once', async () => {
    const { email } = await seedUser(t);
    const setup = await signInWithTotpSetup(email);
    await signOut();
    const code = await unusedCode(setup);
    await signIn({ username: email, password: PASSWORD });
    expect((await confirmSignIn({ challengeResponse: code })).isSignedIn).toBe(true);
    await signOut();
    await signIn({ username: email, password: PASSWORD });
    const reused = await rejection(confirmSignIn({ challengeResponse: code }));
    expect(reused.name).toBe('CodeMismatchException');
  });

  it('refuses the Session after five wrong codes (LimitExceededException)', async () => {
    const { email } = await seedUser(t);
    const setup = await signInWithTotpSetup(email);
    await signOut();
    const sdk = sdkClient(t);
    const { clientId: ClientId } = t.container.identity.config;
    const started = await sdk.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    const answer = (code: string) =>
      sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: started.Session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    for (let i = 0; i < 4; i++)
      expect((await rejection(answer('000000'))).name).toBe('CodeMismatchException');
    expect((await rejection(answer('000000'))).name).toBe('LimitExceededException');
    const after = await rejection(answer(await unusedCode(setup)));
    expect(after.message).toBe('Invalid session for the user.');
  });

  it('sets up a new TOTP secret from the settings (AccessToken) and prefers it', async () => {
    const { email } = await seedUser(t);
    await signInWithTotpSetup(email);
    const details = await setUpTOTP();
    const secret = details.sharedSecret;
    const wrong = await rejection(verifyTOTPSetup({ code: '000000' }));
    expect(wrong.name).toBe('EnableSoftwareTokenMFAException');
    await verifyTOTPSetup({ code: await totpCode(secret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    await signOut();
    await signIn({ username: email, password: PASSWORD });
    expect((await confirmSignIn({ challengeResponse: await totpCode(secret, 1) })).isSignedIn).toBe(true);
  });
});

describe('SMS MFA and SELECT_MFA_TYPE', () => {
  it('lets the user choose between TOTP and SMS when both are enabled and none is preferred', async () => {
    const { email } = await seedUser(t);
    await signInWithTotpSetup(email);
    await updateUserAttributes({ userAttributes: { phone_number: '+4915112345678' } });
    await updateMFAPreference({ sms: 'ENABLED', totp: 'NOT_PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP', 'SMS'] });
    await signOut();

    const started = await signIn({ username: email, password: PASSWORD });
    expect(started.nextStep).toMatchObject({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMFATypes: ['TOTP', 'SMS'],
    });
    const since = Date.now();
    const sms = await confirmSignIn({ challengeResponse: 'SMS' });
    expect(sms.nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: expect.stringMatching(/5678$/) },
    });
    expect((await confirmSignIn({ challengeResponse: await smsCode(t, since) })).isSignedIn).toBe(true);
  });
});

describe('remembered devices', () => {
  it('skips MFA on a remembered device (device SRP), and asks again once it is forgotten', async () => {
    const { email } = await seedUser(t);
    const setup = await signInWithTotpSetup(email);
    await rememberDevice();
    const devices = await fetchDevices();
    expect(devices.length).toBeGreaterThan(0);
    await signOut();

    // DEVICE_SRP_AUTH and DEVICE_PASSWORD_VERIFIER happen inside Amplify's signIn.
    const again = await signIn({ username: email, password: PASSWORD });
    expect(again).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    await forgetDevice();
    await signOut();
    const asked = await signIn({ username: email, password: PASSWORD });
    expect(asked.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect((await confirmSignIn({ challengeResponse: await unusedCode(setup) })).isSignedIn).toBe(true);
  });
});
