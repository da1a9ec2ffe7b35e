import { schema } from '@tranche/db';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, passwordSignIn, seedUser, uniqueEmail, usePoolTestApp } from '../testing/pool-clients';

/**
 * The embedded pool takes text too (user names, passwords, attributes, codes): NUL, control and
 * bidirectional characters are an InvalidParameterException (400), never a 5xx, and create nobody.
 */
const t = usePoolTestApp();
let ClientId: string;
let accessToken: string;
beforeAll(async () => {
  ClientId = t.container.identity.config.clientId;
  const user = await seedUser(t, { email: uniqueEmail('text') });
  accessToken = (await passwordSignIn(t, user.email)).AuthenticationResult?.AccessToken ?? '';
});

function post(target: string, body: unknown) {
  return fetch(`${t.url}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
}

const NEVER = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\t', '\n'];
const dirty = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...NEVER), fc.string({ maxLength: 6 }))
  .map(([before, char, after]) => `a${before}${char}${after}z`);

const users = async () =>
  (await t.container.database.db.select({ n: count() }).from(schema.identityUsers))[0]!.n;

describe('hostile text at the embedded pool', () => {
  const calls: [string, (text: string) => unknown][] = [
    ['SignUp', (text) => ({ ClientId, Username: `${text}@example.com`, Password: PASSWORD })],
    [
      'SignUp',
      (text) => ({
        ClientId,
        Username: uniqueEmail('x'),
        Password: PASSWORD,
        UserAttributes: [{ Name: 'given_name', Value: text }],
      }),
    ],
    ['SignUp', (text) => ({ ClientId, Username: uniqueEmail('x'), Password: `${PASSWORD}${text}` })],
    [
      'InitiateAuth',
      (text) => ({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: text, PASSWORD: PASSWORD },
      }),
    ],
    ['ForgotPassword', (text) => ({ ClientId, Username: text })],
    [
      'UpdateUserAttributes',
      (text) => ({ AccessToken: accessToken, UserAttributes: [{ Name: 'family_name', Value: text }] }),
    ],
  ];

  it.each(calls)('%s refuses it with 400 and stores nobody', async (target, build) => {
    const before = await users();
    await fc.assert(
      fc.asyncProperty(dirty, async (text) => {
        const response = await post(target, build(text));
        const answer = (await response.json()) as { __type?: string; message?: string };
        expect(response.status, JSON.stringify(answer)).toBe(400);
        expect(answer.__type).toBe('InvalidParameterException');
      }),
      { numRuns: 20 },
    );
    expect(await users()).toBe(before);
  });
});
