import {
  ConfirmSignUpCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { schema } from '@tranche/db';
import {
  autoSignIn,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  signIn,
  signUp,
} from 'aws-amplify/auth';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  mailedCode,
  PASSWORD,
  passwordSignIn,
  rejection,
  sdkClient,
  uniqueEmail,
  usePoolTestApp,
} from '../testing/pool-clients';

const t = usePoolTestApp({ amplify: true });
const sdk = () => sdkClient(t);
let ClientId: string;
beforeAll(() => {
  ClientId = t.container.identity.config.clientId;
});

const signUpWithSdk = (email: string) =>
  sdk().send(new SignUpCommand({ ClientId, Username: email, Password: PASSWORD }));

/** Signs up and waits for the mailed code (about a second: the mail goes through the job queue). */
async function signUpForCode(email: string) {
  const since = Date.now();
  await signUpWithSdk(email);
  return mailedCode(t, email, since);
}

describe('SignUp', () => {
  it('creates an unconfirmed user with the custom:kind attribute and mails a 6-digit code', async () => {
    const email = uniqueEmail('Client');
    const since = Date.now();
    const result = await signUp({
      username: email,
      password: PASSWORD,
      options: { userAttributes: { email, 'custom:kind': 'CLIENT', given_name: 'Ada' } },
    });
    expect(result).toMatchObject({
      isSignUpComplete: false,
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDeliveryDetails: {
          deliveryMedium: 'EMAIL',
          attributeName: 'email',
          destination: expect.stringMatching(/^c\*\*\*@e\*\*\*\.com$/),
        },
      },
    });
    expect(result.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await mailedCode(t, email, since)).toMatch(/^\d{6}$/);
    const [row] = await t.container.database.db
      .select()
      .from(schema.identityUsers)
      .where(eq(schema.identityUsers.email, email.toLowerCase()));
    expect(row).toMatchObject({
      status: 'UNCONFIRMED',
      emailVerified: false,
      attributes: { 'custom:kind': 'CLIENT', given_name: 'Ada' },
    });
    // The verifier is stored encrypted, never as the hex number itself.
    expect(row?.srpVerifier).toMatch(/^v1\./);
  });

  it('accepts a sign-up without custom:kind (optional in the protocol)', async () => {
    const result = await signUpWithSdk(uniqueEmail());
    expect(result.UserConfirmed).toBe(false);
  });

  it("refuses passwords outside Cognito's default policy with its messages", async () => {
    const cases: Array<[string, string]> = [
      ['Sh0rt!', 'Password did not conform with policy: Password not long enough'],
      ['lowercase-only-1', 'Password did not conform with policy: Password must have uppercase characters'],
      ['UPPERCASE-ONLY-1', 'Password did not conform with policy: Password must have lowercase characters'],
      ['No-Numbers-Here', 'Password did not conform with policy: Password must have numeric characters'],
      ['NoSymbols123', 'Password did not conform with policy: Password must have symbol characters'],
    ];
    for (const [password, message] of cases) {
      const error = await rejection(
        sdk().send(new SignUpCommand({ ClientId, Username: uniqueEmail(), Password: password })),
      );
      expect(error.name).toBe('InvalidPasswordException');
      expect(error.message).toBe(message);
      expect(error.$metadata?.httpStatusCode).toBe(400);
    }
  });

  it('tells an existing email apart, as Cognito does on sign-up', async () => {
    const email = uniqueEmail();
    await signUpWithSdk(email);
    const error = await rejection(
      sdk().send(new SignUpCommand({ ClientId, Username: email.toUpperCase(), Password: PASSWORD })),
    );
    expect(error.name).toBe('UsernameExistsException');
    expect(error.message).toBe('An account with the given email already exists.');
  });

  it('requires an email as username and known attributes', async () => {
    const notEmail = await rejection(
      sdk().send(new SignUpCommand({ ClientId, Username: 'bob', Password: PASSWORD })),
    );
    expect(notEmail.name).toBe('InvalidParameterException');
    const unknown = await rejection(
      sdk().send(
        new SignUpCommand({
          ClientId,
          Username: uniqueEmail(),
          Password: PASSWORD,
          UserAttributes: [{ Name: 'custom:x', Value: '1' }],
        }),
      ),
    );
    expect(unknown.name).toBe('InvalidParameterException');
    expect(unknown.message).toContain('Attribute does not exist in the schema');
  });

  it('refuses an unknown app client', async () => {
    const error = await rejection(
      sdk().send(new SignUpCommand({ ClientId: 'other', Username: uniqueEmail(), Password: PASSWORD })),
    );
    expect(error.name).toBe('ResourceNotFoundException');
  });
});

describe('ConfirmSignUp and ResendConfirmationCode', () => {
  it('confirms with the mailed code, once', async () => {
    const email = uniqueEmail();
    const code = await signUpForCode(email);
    const result = await confirmSignUp({ username: email, confirmationCode: code });
    expect(result).toMatchObject({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const again = await rejection(
      sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })),
    );
    expect(again.name).toBe('NotAuthorizedException');
    expect(again.message).toBe('User cannot be confirmed. Current status is CONFIRMED');
  });

  it('refuses wrong codes, then every code after five wrong tries (LimitExceededException)', async () => {
    const email = uniqueEmail();
    const code = await signUpForCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const error = await rejection(
        sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: wrong })),
      );
      expect(error.name).toBe('CodeMismatchException');
      expect(error.message).toBe('Invalid verification code provided, please try again.');
    }
    const limited = await rejection(
      sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })),
    );
    expect(limited.name).toBe('LimitExceededException');
    // A resent code starts over.
    const since = Date.now();
    await resendSignUpCode({ username: email });
    const fresh = await mailedCode(t, email, since);
    await sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: fresh }));
  });

  it('refuses an expired code (24 h) with ExpiredCodeException and a replaced code', async () => {
    const email = uniqueEmail();
    const code = await signUpForCode(email);
    const [user] = await t.container.database.db
      .select()
      .from(schema.identityUsers)
      .where(eq(schema.identityUsers.email, email));
    const [stored] = await t.container.database.db
      .select()
      .from(schema.identityCodes)
      .where(eq(schema.identityCodes.sub, user!.sub));
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(5_000);
    await t.container.database.db
      .update(schema.identityCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.identityCodes.sub, user!.sub));
    const expired = await rejection(
      sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })),
    );
    expect(expired.name).toBe('ExpiredCodeException');
    const since = Date.now();
    await sdk().send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));
    const fresh = await mailedCode(t, email, since);
    if (fresh !== code) {
      const replaced = await rejection(
        sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })),
      );
      expect(replaced.name).toBe('CodeMismatchException');
    }
    await sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: fresh }));
  });

  it('does not reveal unknown users: confirm says CodeMismatch, resend answers like for a real one', async () => {
    const email = uniqueEmail('ghost');
    const confirm = await rejection(
      sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: '123456' })),
    );
    expect(confirm.name).toBe('CodeMismatchException');
    const resend = await sdk().send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));
    expect(resend.CodeDeliveryDetails).toEqual({
      Destination: 'g***@e***.com',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
  });

  it('says a confirmed user is already confirmed on resend', async () => {
    const email = uniqueEmail();
    const code = await signUpForCode(email);
    await sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code }));
    const error = await rejection(
      sdk().send(new ResendConfirmationCodeCommand({ ClientId, Username: email })),
    );
    expect(error.name).toBe('InvalidParameterException');
  });

  it('limits how many codes are mailed per hour (LimitExceededException)', async () => {
    const email = uniqueEmail();
    await signUpWithSdk(email);
    let error: Error | undefined;
    for (let i = 0; i < 6 && !error; i++) {
      error = await sdk()
        .send(new ResendConfirmationCodeCommand({ ClientId, Username: email }))
        .then(
          () => undefined,
          (e: Error) => e,
        );
    }
    expect(error?.name).toBe('LimitExceededException');
  });
});

describe('sign-in after sign-up', () => {
  it('refuses an unconfirmed user only once the password is right: Amplify goes to CONFIRM_SIGN_UP', async () => {
    const email = uniqueEmail();
    await signUpWithSdk(email);
    const wrong = await rejection(passwordSignIn(t, email, 'Wrong-Pass-1'));
    expect(wrong.name).toBe('NotAuthorizedException');
    const result = await signIn({ username: email, password: PASSWORD });
    expect(result).toMatchObject({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
  });

  it('auto signs in after confirmation (Amplify autoSignIn)', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    const result = await signUp({
      username: email,
      password: PASSWORD,
      options: { userAttributes: { email, 'custom:kind': 'INVESTOR' }, autoSignIn: true },
    });
    expect(result.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const code = await mailedCode(t, email, since);
    const confirmed = await confirmSignUp({ username: email, confirmationCode: code });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    const signedIn = await autoSignIn();
    expect(signedIn.isSignedIn).toBe(true);
    const { tokens } = await fetchAuthSession();
    expect(tokens?.idToken?.payload).toMatchObject({
      email: email.toLowerCase(),
      email_verified: true,
      'custom:kind': 'INVESTOR',
    });
  });
});
