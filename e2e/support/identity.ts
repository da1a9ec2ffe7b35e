import type { APIRequestContext } from '@playwright/test';
import { waitForMail } from './mailbox';

/**
 * The embedded user pool speaks Cognito's JSON protocol at /identity/; tests use it to create
 * accounts quickly (the browser tests of sign-up itself drive the screens).
 */
async function identity<T>(
  request: APIRequestContext,
  action: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/identity/', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { __type?: string; message?: string };
  if (!response.ok())
    throw new Error(`${action} failed: ${json.__type ?? response.status()} ${json.message ?? ''}`);
  return json;
}

async function clientId(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/api/config')).json()) as {
    data: { auth: { userPoolClientId: string } };
  };
  return config.data.auth.userPoolClientId;
}

export const PASSWORD = 'Tranche-E2E-2026!';

/** A fresh address per test run, so reruns against a reused server never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

/** Signs up and confirms with the code from the confirmation mail; the account has no company yet. */
export async function signUpConfirmed(
  request: APIRequestContext,
  email: string,
  kind: 'client' | 'investor',
  password = PASSWORD,
): Promise<void> {
  const ClientId = await clientId(request);
  await identity(request, 'SignUp', {
    ClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'custom:kind', Value: kind },
    ],
  });
  const mail = await waitForMail(email, /\b\d{6}\b/);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  await identity(request, 'ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });
}

/** An id token for API calls (USER_PASSWORD_AUTH), e.g. an operator approving an account. */
export async function idTokenFor(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const result = await identity<{ AuthenticationResult?: { IdToken: string } }>(request, 'InitiateAuth', {
    ClientId: await clientId(request),
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (!result.AuthenticationResult) throw new Error(`${email} did not get tokens (a challenge is pending)`);
  return result.AuthenticationResult.IdToken;
}
