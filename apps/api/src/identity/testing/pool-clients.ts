import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { signOut } from 'aws-amplify/auth';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { outboxSentAt, readLatestMail } from '../../test/read-mail';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A password that meets Cognito's default policy. */
export const PASSWORD = 'Correct-Horse-9';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The AWS SDK client pointed at the embedded pool; no retries, so error tests stay fast. */
export function sdkClient(t: TestApp): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: `${t.url}/identity/`,
    region: 'local',
    maxAttempts: 1,
    // The pool's public operations are unsigned; the SDK still wants credentials to exist.
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** InitiateAuth USER_PASSWORD_AUTH through the SDK: a sign-in without SRP. */
export function passwordSignIn(t: TestApp, username: string, password = PASSWORD) {
  return sdkClient(t).send(
    new InitiateAuthCommand({
      ClientId: t.container.identity.config.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
}

/** Amplify v6 Auth configured against the embedded pool (in Node it keeps tokens in memory). */
export function configureAmplify(t: TestApp): void {
  // Amplify names a new device from `navigator` before ConfirmDevice; browsers and Node ≥ 21 have one.
  if (!('navigator' in globalThis)) {
    Object.defineProperty(globalThis, 'navigator', {
      value: { userAgent: 'Node.js test client' },
      configurable: true,
    });
  }
  const { poolId, clientId } = t.container.identity.config;
  Amplify.configure({
    Auth: {
      Cognito: { userPoolId: poolId, userPoolClientId: clientId, userPoolEndpoint: `${t.url}/identity/` },
    },
  });
}

/** The code of the newest mail to `email` sent at or after `since`. */
export async function mailedCode(t: TestApp, email: string, since: number): Promise<string> {
  const mail = await readLatestMail(t.dataDir, email, { since });
  if (!mail.code) throw new Error(`no code in the mail to ${email}: ${mail.text}`);
  return mail.code;
}

/**
 * A confirmed user with a known password, without waiting for mail: created by the admin
 * interface with a temporary password, then moved to CONFIRMED through NEW_PASSWORD_REQUIRED.
 */
export async function seedUser(
  t: TestApp,
  options: { email?: string; password?: string; attributes?: Record<string, string> } = {},
): Promise<{ email: string; password: string; sub: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const temporary = 'Temporary-Pass-1';
  const user = await t.container.identity.admin.createUser(email, options.attributes ?? {}, temporary);
  const started = await passwordSignIn(t, email, temporary);
  await sdkClient(t).send(
    new RespondToAuthChallengeCommand({
      ClientId: t.container.identity.config.clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: started.Session,
      ChallengeResponses: { USERNAME: user.sub, NEW_PASSWORD: password },
    }),
  );
  return { email, password, sub: user.sub };
}

/** A listening test app for protocol tests; the per-IP limit is lifted (every test client is 127.0.0.1). */
export function createPoolTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', ...env } });
}

/**
 * One pool test app for the whole test file: started before its tests, closed after them. The
 * object returned is filled in by that beforeAll (as a `let t` assigned there would be). With
 * `amplify`, Amplify is configured against it and signed out after each test.
 */
export function usePoolTestApp(options: { amplify?: boolean } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createPoolTestApp());
    if (options.amplify) configureAmplify(t);
  });
  if (options.amplify) {
    afterEach(async () => {
      await signOut().catch(() => undefined);
    });
  }
  afterAll(async () => t.close?.());
  return t;
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejection(
  promise: Promise<unknown>,
): Promise<Error & { $metadata?: { httpStatusCode?: number } }> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

/** The code in the newest SMS written to the outbox (SMS_SENDER=outbox) at or after `since`. */
export async function smsCode(t: TestApp, since: number, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(t.dataDir, 'sms');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      if (!(outboxSentAt(name) >= since)) continue;
      const file = path.join(outbox, name);
      const code = /\b(\d{6})\b/.exec(await readFile(file, 'utf8'))?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error('no SMS in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A TOTP code for the current time step (0) or the next one (1): the pool accepts ±1 step and each
 * code once, so a test that needs two codes of one secret within a step uses both.
 */
export const totpCode = (secret: string, step: 0 | 1 = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * step });
