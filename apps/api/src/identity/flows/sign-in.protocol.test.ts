import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { confirmSignIn, fetchAuthSession, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
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
let ClientId: string;
beforeAll(() => {
  ClientId = t.container.identity.config.clientId;
});

describe('USER_SRP_AUTH with Amplify', () => {
  it("signs in with Cognito's claims in the id and access tokens", async () => {
    const { email, sub } = await seedUser(t, {
      attributes: { 'custom:kind': 'CLIENT', given_name: 'Ada', family_name: 'Lovelace' },
    });
    await t.container.identity.admin.addUserToGroup(email, 'admins');
    const result = await signIn({ username: email, password: PASSWORD });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(await getCurrentUser()).toMatchObject({ userId: sub, username: sub });
    const { tokens } = await fetchAuthSession();
    const id = tokens?.idToken?.payload;
    const access = tokens?.accessToken.payload;
    const { issuer } = t.container.identity.config;
    expect(id).toMatchObject({
      sub,
      aud: ClientId,
      token_use: 'id',
      'cognito:username': sub,
      email,
      email_verified: true,
      'cognito:groups': ['admins'],
      'custom:kind': 'CLIENT',
      given_name: 'Ada',
      family_name: 'Lovelace',
      iss: issuer,
    });
    for (const claim of ['auth_time', 'iat', 'exp', 'jti', 'origin_jti', 'event_id'])
      expect(id).toHaveProperty(claim);
    expect(access).toMatchObject({
      sub,
      client_id: ClientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: sub,
      'cognito:groups': ['admins'],
      iss: issuer,
      origin_jti: id?.origin_jti,
    });
    expect(access?.device_key).toMatch(/^local_[0-9a-f-]{36}$/);
    expect((access?.exp as number) - (access?.iat as number)).toBe(3600);
    const verified = await t.container.identity.verifier.verify(tokens?.idToken?.toString() ?? '');
    expect(verified).toMatchObject({ sub, admin: true, kind: 'CLIENT', email });
  });

  it('says "Incorrect username or password." for a wrong password and for an unknown user alike', async () => {
    const { email } = await seedUser(t);
    const wrong = await rejection(signIn({ username: email, password: 'Wrong-Pass-1' }));
    const unknown = await rejection(signIn({ username: uniqueEmail('nobody'), password: PASSWORD }));
    for (const error of [wrong, unknown]) {
      expect(error.name).toBe('NotAuthorizedException');
      expect(error.message).toBe('Incorrect username or password.');
    }
  });

  it('refuses further attempts after five wrong passwords, even the right one', async () => {
    const { email } = await seedUser(t);
    for (let i = 0; i < 5; i++)
      expect((await rejection(passwordSignIn(t, email, `Wrong-Pass-${i}`))).name).toBe(
        'NotAuthorizedException',
      );
    const locked = await rejection(passwordSignIn(t, email, PASSWORD));
    expect(locked.name).toBe('NotAuthorizedException');
    expect(locked.message).toBe('Password attempts exceeded');
  });

  it('refuses a disabled user after the password, with "User is disabled."', async () => {
    const { email } = await seedUser(t);
    await t.container.identity.admin.disableUser(email);
    const error = await rejection(signIn({ username: email, password: PASSWORD }));
    expect(error.name).toBe('NotAuthorizedException');
    expect(error.message).toBe('User is disabled.');
    await t.container.identity.admin.enableUser(email);
    expect((await signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
  });

  it('refuses sign-in while a user is signed in (Amplify)', async () => {
    const { email } = await seedUser(t);
    await signIn({ username: email, password: PASSWORD });
    const error = await rejection(signIn({ username: email, password: PASSWORD }));
    expect(error.message).toBe('There is already a signed in user.');
  });
});

describe('USER_PASSWORD_AUTH', () => {
  it('signs in with Amplify and with the SDK', async () => {
    const { email } = await seedUser(t);
    const result = await signIn({
      username: email,
      password: PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
    const direct = await passwordSignIn(t, email, PASSWORD);
    expect(direct.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(direct.AuthenticationResult?.RefreshToken).toBeTruthy();
    expect(direct.AuthenticationResult?.NewDeviceMetadata?.DeviceKey).toMatch(/^local_/);
  });
});

describe('CUSTOM_AUTH: passwordless sign-in with an emailed code', () => {
  it('signs in with the mailed code through Amplify', async () => {
    const { email } = await seedUser(t);
    const since = Date.now();
    const started = await signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    expect(started.nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', attemptsLeft: '3' },
    });
    const code = await mailedCode(t, email, since);
    const wrong = await confirmSignIn({ challengeResponse: code === '000000' ? '111111' : '000000' });
    expect(wrong.nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { attemptsLeft: '2' },
    });
    const done = await confirmSignIn({ challengeResponse: code });
    expect(done.isSignedIn).toBe(true);
  });

  it('ends after three wrong codes, and answers unknown users the same way without a mail', async () => {
    const { email } = await seedUser(t);
    for (const username of [email, uniqueEmail('nobody')]) {
      let response = await sdk().send(
        new InitiateAuthCommand({
          ClientId,
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: username },
        }),
      );
      expect(response.ChallengeName).toBe('CUSTOM_CHALLENGE');
      for (let i = 0; i < 2; i++) {
        response = await sdk().send(
          new RespondToAuthChallengeCommand({
            ClientId,
            ChallengeName: 'CUSTOM_CHALLENGE',
            Session: response.Session,
            ChallengeResponses: { USERNAME: username, ANSWER: 'nope' },
          }),
        );
        expect(response.ChallengeName).toBe('CUSTOM_CHALLENGE');
      }
      const error = await rejection(
        sdk().send(
          new RespondToAuthChallengeCommand({
            ClientId,
            ChallengeName: 'CUSTOM_CHALLENGE',
            Session: response.Session,
            ChallengeResponses: { USERNAME: username, ANSWER: 'nope' },
          }),
        ),
      );
      expect(error.name).toBe('NotAuthorizedException');
      expect(error.message).toBe('Incorrect username or password.');
    }
  });
});

describe('NEW_PASSWORD_REQUIRED', () => {
  it('asks a user created by an operator for a new password (Amplify), checking the policy', async () => {
    const email = uniqueEmail('invited');
    await t.container.identity.admin.createUser(email, { given_name: 'Ina' }, 'Temporary-Pass-1');
    const result = await signIn({ username: email, password: 'Temporary-Pass-1' });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    const weak = await rejection(confirmSignIn({ challengeResponse: 'weak' }));
    expect(weak.name).toBe('InvalidPasswordException');
    const done = await confirmSignIn({
      challengeResponse: 'Brand-New-Pass-2',
      options: { userAttributes: { family_name: 'Inv' } },
    });
    expect(done.isSignedIn).toBe(true);
    await signOut();
    expect((await signIn({ username: email, password: 'Brand-New-Pass-2' })).isSignedIn).toBe(true);
    const { tokens } = await fetchAuthSession();
    expect(tokens?.idToken?.payload).toMatchObject({ given_name: 'Ina', family_name: 'Inv' });
  });

  it('refuses an expired temporary password', async () => {
    const email = uniqueEmail('late');
    const user = await t.container.identity.admin.createUser(email, {}, 'Temporary-Pass-1');
    const { schema } = await import('@tranche/db');
    const { eq } = await import('drizzle-orm');
    await t.container.database.db
      .update(schema.identityUsers)
      .set({ temporaryPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.identityUsers.sub, user.sub));
    const error = await rejection(passwordSignIn(t, email, 'Temporary-Pass-1'));
    expect(error.message).toBe('Temporary password has expired and must be reset by an administrator.');
  });
});

describe('tokens and sessions', () => {
  it('refreshes with GetTokensFromRefreshToken (Amplify) and REFRESH_TOKEN_AUTH, keeping origin_jti', async () => {
    const { email } = await seedUser(t);
    await signIn({ username: email, password: PASSWORD });
    const before = (await fetchAuthSession()).tokens;
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens;
    expect(after?.idToken?.payload.jti).not.toBe(before?.idToken?.payload.jti);
    expect(after?.idToken?.payload.origin_jti).toBe(before?.idToken?.payload.origin_jti);
    const direct = await passwordSignIn(t, email, PASSWORD);
    const RefreshToken = direct.AuthenticationResult?.RefreshToken ?? '';
    const viaFlow = await sdk().send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: RefreshToken },
      }),
    );
    expect(viaFlow.AuthenticationResult?.RefreshToken).toBeUndefined();
    expect(decodeJwt(viaFlow.AuthenticationResult?.IdToken ?? '').origin_jti).toBe(
      decodeJwt(direct.AuthenticationResult?.IdToken ?? '').origin_jti,
    );
    const bad = await rejection(
      sdk().send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: 'not-a-token' })),
    );
    expect(bad.name).toBe('NotAuthorizedException');
    expect(bad.message).toBe('Invalid Refresh Token');
  });

  it('signOut revokes the session (RevokeToken): its tokens stop working at the API and the pool', async () => {
    const { email } = await seedUser(t);
    await signIn({ username: email, password: PASSWORD });
    const { tokens } = await fetchAuthSession();
    const idToken = tokens?.idToken?.toString() ?? '';
    const accessToken = tokens?.accessToken.toString() ?? '';
    expect(await t.container.identity.verifier.authenticate(idToken)).not.toBeNull();
    await signOut();
    expect(await t.container.identity.verifier.authenticate(idToken)).toBeNull();
    const error = await rejection(sdk().send(new GetUserCommand({ AccessToken: accessToken })));
    expect(error.message).toBe('Access Token has been revoked');
  });

  it('global signOut revokes every session of the user', async () => {
    const { email } = await seedUser(t);
    const other = await passwordSignIn(t, email, PASSWORD);
    await signIn({ username: email, password: PASSWORD });
    await signOut({ global: true });
    const refresh = await rejection(
      sdk().send(
        new GetTokensFromRefreshTokenCommand({
          ClientId,
          RefreshToken: other.AuthenticationResult?.RefreshToken ?? '',
        }),
      ),
    );
    expect(refresh.message).toBe('Refresh Token has been revoked');
    expect(
      await t.container.identity.verifier.authenticate(other.AuthenticationResult?.IdToken ?? ''),
    ).toBeNull();
  });
});
