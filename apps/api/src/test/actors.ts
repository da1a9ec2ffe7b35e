import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sdkClient, seedUser, uniqueEmail } from '../identity/testing/pool-clients';
import type { TestApp } from './test-app';

/** A signed-in user of the embedded pool, with the id token the web would send. */
export interface Actor {
  email: string;
  sub: string;
  password: string;
  idToken: string;
  /** HTTP through the app with this actor's bearer token. */
  call(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const result = await sdkClient(t).send(
    new InitiateAuthCommand({
      ClientId: t.container.identity.config.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`sign-in of ${email} ended in challenge ${result.ChallengeName}`);
  return token;
}

const bind =
  (t: TestApp, idToken: string): Actor['call'] =>
  (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${idToken}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

/** A new confirmed user (kind client or investor, or admin) signed in; the test app must listen. */
export async function createActor(
  t: TestApp,
  options: { kind?: 'client' | 'investor'; admin?: boolean; label?: string } = {},
): Promise<Actor> {
  const attributes: Record<string, string> = options.kind ? { 'custom:kind': options.kind } : {};
  const user = await seedUser(t, { email: uniqueEmail(options.label ?? options.kind ?? 'user'), attributes });
  if (options.admin) await t.container.identity.admin.addUserToGroup(user.email, 'admins');
  const idToken = await signIn(t, user.email, user.password);
  return { ...user, idToken, call: bind(t, idToken) };
}

/** An actor for a user created elsewhere (an invited colleague after the first sign-in). */
export async function actorFor(t: TestApp, email: string, sub: string, password: string): Promise<Actor> {
  const idToken = await signIn(t, email, password);
  return { email, sub, password, idToken, call: bind(t, idToken) };
}

/** A client or investor whose company exists (and, when asked, is approved by the operator). */
export async function createCompanyActor(
  t: TestApp,
  kind: 'client' | 'investor',
  options: {
    approved?: boolean;
    companyName?: string;
    /** An investor's KYC through the verification sandbox; by default an approved investor is verified. */
    verified?: boolean;
  } = {},
): Promise<Actor & { accountId: string }> {
  const actor = await createActor(t, { kind });
  const response = await actor.call('POST', `/api/${kind}`, {
    companyName: options.companyName ?? `${kind} GmbH`,
    country: 'DE',
  });
  if (response.statusCode !== 201) throw new Error(`creating the company failed: ${response.body}`);
  const accountId = response.json().data.id as string;
  if (options.approved) {
    const { approveAccount } = await import('../modules/accounts/review.service');
    await approveAccount(t.container, accountId, 'test-operator');
  }
  if (options.verified ?? (kind === 'investor' && options.approved)) await verifyThroughSandbox(actor);
  return { ...actor, accountId };
}

/**
 * The actor's KYC walked through the verification sandbox to its outcome (approved, unless the
 * actor's name or email says "reject" or "retry"), as a person would in the web dialog.
 */
export async function verifyThroughSandbox(actor: Actor): Promise<string> {
  const steps: Array<[InjectOptions['method'], string]> = [
    ['POST', '/api/kyc/createApplicant'],
    ['POST', '/api/verification/sandbox/kyc/document'],
    ['POST', '/api/verification/sandbox/kyc/liveness'],
  ];
  for (const [method, url] of steps) {
    const response = await actor.call(method, url, {});
    if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`);
  }
  const overview = await actor.call('GET', '/api/kyc/applicant');
  return overview.json().data.me.status as string;
}
