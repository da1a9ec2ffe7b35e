import {
  ForgetDeviceCommand,
  GetDeviceCommand,
  ListDevicesCommand,
  SetUserMFAPreferenceCommand,
  UpdateDeviceStatusCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { schema } from '@tranche/db';
import {
  confirmResetPassword,
  confirmUserAttribute,
  deleteUser,
  fetchAuthSession,
  fetchUserAttributes,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailedCode,
  PASSWORD,
  passwordSignIn,
  rejection,
  sdkClient,
  seedUser,
  uniqueEmail,
  usePoolTestApp,
} from '../testing/pool-clients';

const t = usePoolTestApp({ amplify: true });
const sdk = () => sdkClient(t);

describe('ForgotPassword and ConfirmForgotPassword', () => {
  it('resets the password with the mailed code (valid 1 h, used once)', async () => {
    const { email, sub } = await seedUser(t);
    const since = Date.now();
    const started = await resetPassword({ username: email });
    expect(started.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', attributeName: 'email' },
    });
    const code = await mailedCode(t, email, since);
    const [row] = await t.container.database.db
      .select()
      .from(schema.identityCodes)
      .where(and(eq(schema.identityCodes.sub, sub), eq(schema.identityCodes.purpose, 'FORGOT_PASSWORD')));
    expect(
      Math.abs((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0) - 3600_000),
    ).toBeLessThan(5_000);

    const wrong = await rejection(
      confirmResetPassword({
        username: email,
        confirmationCode: code === '000000' ? '111111' : '000000',
        newPassword: 'Next-Pass-22',
      }),
    );
    expect(wrong.name).toBe('CodeMismatchException');
    const weak = await rejection(
      confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'weakweak' }),
    );
    expect(weak.name).toBe('InvalidPasswordException');
    await confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'Next-Pass-22' });
    const reused = await rejection(
      confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'Other-Pass-33' }),
    );
    expect(reused.name).toBe('ExpiredCodeException');

    expect((await rejection(passwordSignIn(t, email, PASSWORD))).name).toBe('NotAuthorizedException');
    expect((await signIn({ username: email, password: 'Next-Pass-22' })).isSignedIn).toBe(true);
  });

  it('answers unknown users like real ones, without a mail', async () => {
    const ghost = uniqueEmail('ghost');
    const started = await resetPassword({ username: ghost });
    expect(started.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    const error = await rejection(
      confirmResetPassword({ username: ghost, confirmationCode: '123456', newPassword: 'Next-Pass-22' }),
    );
    expect(error.name).toBe('CodeMismatchException');
  });
});

describe('ChangePassword', () => {
  it('needs the current password ("Incorrect username or password.") and a policy-conform new one', async () => {
    const { email } = await seedUser(t);
    await signIn({ username: email, password: PASSWORD });
    const wrong = await rejection(
      updatePassword({ oldPassword: 'Not-The-Pass-1', newPassword: 'Changed-Pass-4' }),
    );
    expect(wrong.name).toBe('NotAuthorizedException');
    expect(wrong.message).toBe('Incorrect username or password.');
    const weak = await rejection(updatePassword({ oldPassword: PASSWORD, newPassword: 'short' }));
    expect(weak.name).toBe('InvalidPasswordException');
    await updatePassword({ oldPassword: PASSWORD, newPassword: 'Changed-Pass-4' });
    await signOut();
    expect((await signIn({ username: email, password: 'Changed-Pass-4' })).isSignedIn).toBe(true);
  });
});

describe('attributes and email change', () => {
  it('changes the email only once the code mailed to the new address is confirmed', async () => {
    const { email } = await seedUser(t, { attributes: { 'custom:kind': 'INVESTOR' } });
    await signIn({ username: email, password: PASSWORD });
    expect(await fetchUserAttributes()).toMatchObject({
      email,
      email_verified: 'true',
      'custom:kind': 'INVESTOR',
    });

    const next = uniqueEmail('moved');
    let since = Date.now();
    const result = await updateUserAttributes({ userAttributes: { email: next, given_name: 'Grace' } });
    expect(result.email?.nextStep.updateAttributeStep).toBe('CONFIRM_ATTRIBUTE_WITH_CODE');
    expect(result.given_name?.isUpdated).toBe(true);
    await mailedCode(t, next, since);
    expect(await fetchUserAttributes()).toMatchObject({ email, given_name: 'Grace' });

    since = Date.now();
    await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
    const code = await mailedCode(t, next, since);
    const wrong = await rejection(
      confirmUserAttribute({
        userAttributeKey: 'email',
        confirmationCode: code === '000000' ? '111111' : '000000',
      }),
    );
    expect(wrong.name).toBe('CodeMismatchException');
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
    expect(await fetchUserAttributes()).toMatchObject({ email: next, email_verified: 'true' });
    await signOut();
    expect((await rejection(passwordSignIn(t, email, PASSWORD))).name).toBe('NotAuthorizedException');
    expect((await signIn({ username: next, password: PASSWORD })).isSignedIn).toBe(true);
    const { tokens } = await fetchAuthSession({ forceRefresh: true });
    expect(tokens?.idToken?.payload.email).toBe(next);
  });

  it('refuses an email that another account uses (AliasExistsException)', async () => {
    const { email } = await seedUser(t);
    const other = await seedUser(t);
    const signedIn = await passwordSignIn(t, email, PASSWORD);
    const error = await rejection(
      sdk().send(
        new UpdateUserAttributesCommand({
          AccessToken: signedIn.AuthenticationResult?.AccessToken,
          UserAttributes: [{ Name: 'email', Value: other.email }],
        }),
      ),
    );
    expect(error.name).toBe('AliasExistsException');
  });

  it('does not offer SMS MFA without an SMS sender', async () => {
    const { email } = await seedUser(t);
    const signedIn = await passwordSignIn(t, email, PASSWORD);
    const AccessToken = signedIn.AuthenticationResult?.AccessToken;
    const updated = await sdk().send(
      new UpdateUserAttributesCommand({
        AccessToken,
        UserAttributes: [{ Name: 'phone_number', Value: '+4915112345678' }],
      }),
    );
    expect(updated.CodeDeliveryDetailsList).toEqual([]);
    const error = await rejection(
      sdk().send(
        new SetUserMFAPreferenceCommand({
          AccessToken,
          SMSMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      ),
    );
    expect(error.name).toBe('InvalidParameterException');
  });
});

describe('devices', () => {
  it('lists, remembers and forgets the devices a user signed in from', async () => {
    const { email } = await seedUser(t);
    await signIn({ username: email, password: PASSWORD });
    const { tokens } = await fetchAuthSession();
    const AccessToken = tokens?.accessToken.toString();
    const DeviceKey = tokens?.accessToken.payload.device_key as string;
    const listed = await sdk().send(new ListDevicesCommand({ AccessToken }));
    const device = listed.Devices?.find((d) => d.DeviceKey === DeviceKey);
    expect(device?.DeviceAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'dev:device_remembered_status', Value: 'not_remembered' },
        { Name: 'device_name', Value: 'Node.js test client' },
      ]),
    );
    expect(typeof device?.DeviceLastAuthenticatedDate?.getTime()).toBe('number');

    await sdk().send(
      new UpdateDeviceStatusCommand({ AccessToken, DeviceKey, DeviceRememberedStatus: 'remembered' }),
    );
    const got = await sdk().send(new GetDeviceCommand({ AccessToken, DeviceKey }));
    expect(got.Device?.DeviceAttributes).toContainEqual({
      Name: 'dev:device_remembered_status',
      Value: 'remembered',
    });

    await sdk().send(new ForgetDeviceCommand({ AccessToken, DeviceKey }));
    const gone = await rejection(sdk().send(new GetDeviceCommand({ AccessToken, DeviceKey })));
    expect(gone.name).toBe('ResourceNotFoundException');

    // Amplify still holds the forgotten key: the next sign-in is refused once, then retried without it.
    await signOut();
    expect((await signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
  });
});

describe('DeleteUser', () => {
  it('deletes the account; its tokens stop working', async () => {
    const { email } = await seedUser(t);
    await signIn({ username: email, password: PASSWORD });
    const idToken = (await fetchAuthSession()).tokens?.idToken?.toString() ?? '';
    await deleteUser();
    expect(await t.container.identity.verifier.authenticate(idToken)).toBeNull();
    expect(await t.container.identity.admin.getUser(email)).toBeNull();
  });
});
