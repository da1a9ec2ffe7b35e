import {
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import fc from 'fast-check';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTimestamp, N } from '../crypto/srp';
import {
  PASSWORD,
  passwordSignIn,
  rejection,
  sdkClient,
  seedUser,
  uniqueEmail,
  usePoolTestApp,
} from '../testing/pool-clients';
import { srpClient } from '../testing/srp-client';
import { operations } from './operations';

const t = usePoolTestApp();
const sdk = () => sdkClient(t);
let ClientId: string;
let poolName: string;
beforeAll(() => {
  ClientId = t.container.identity.config.clientId;
  poolName = t.container.identity.config.poolName;
});

function post(target: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const body = async (response: Response) => (await response.json()) as Record<string, unknown>;

async function startSrp(email: string) {
  const client = srpClient(poolName);
  const started = await sdk().send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: email, SRP_A: client.A },
    }),
  );
  const p = started.ChallengeParameters ?? {};
  const answer = (password: string, timestamp?: string) =>
    client.respond({
      userId: p.USER_ID_FOR_SRP ?? '',
      password,
      salt: p.SALT ?? '',
      B: p.SRP_B ?? '',
      secretBlock: p.SECRET_BLOCK ?? '',
      timestamp,
    });
  const respond = (responses: Record<string, string>, Session = started.Session) =>
    sdk().send(
      new RespondToAuthChallengeCommand({
        ClientId,
        ChallengeName: 'PASSWORD_VERIFIER',
        Session,
        ChallengeResponses: responses,
      }),
    );
  return { started, answer, respond };
}

describe('the wire protocol', () => {
  it('answers errors the way Cognito does: 400, __type, message and x-amzn-errortype', async () => {
    const response = await post('InitiateAuth', {
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: uniqueEmail(), PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(response.headers.get('content-type')).toContain('application/x-amz-json-1.1');
    expect(await response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('keeps malformed requests 4xx: bad JSON, unknown operations, missing or wrong fields', async () => {
    const badJson = await post('InitiateAuth', '{"ClientId":');
    expect(badJson.status).toBe(400);
    expect((await body(badJson)).__type).toBe('SerializationException');
    const unknown = await post('AdminDeleteUser', { UserPoolId: 'x', Username: 'y' });
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).__type).toBe('UnknownOperationException');
    const noTarget = await fetch(`${t.url}/identity/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect(noTarget.status).toBe(400);
    const invalid = await post('SignUp', { ClientId, Username: 42 });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      __type: 'InvalidParameterException',
      message: expect.stringContaining("'Username'"),
    });
    const missing = await post('InitiateAuth', {
      ClientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'a@b.co' },
    });
    expect(await missing.json()).toEqual({
      __type: 'InvalidParameterException',
      message: 'Missing required parameter SRP_A',
    });
    const flow = await post('InitiateAuth', {
      ClientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: {},
    });
    expect((await body(flow)).__type).toBe('InvalidParameterException');
    const session = await post('RespondToAuthChallenge', {
      ClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: 'x'.repeat(40),
      ChallengeResponses: {
        USERNAME: 'u',
        PASSWORD_CLAIM_SECRET_BLOCK: 'a',
        PASSWORD_CLAIM_SIGNATURE: 'b',
        TIMESTAMP: 'c',
      },
    });
    expect(await session.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    const badToken = await post('GetUser', { AccessToken: 'not.a.jwt' });
    expect(await badToken.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it('throttles calls about one username with TooManyRequestsException (a 4xx)', async () => {
    const ghost = uniqueEmail('flood');
    let error: Error & { $metadata?: { httpStatusCode?: number } } = new Error('none');
    for (let i = 0; i < 31; i++) {
      const outcome = await sdk()
        .send(new ForgotPasswordCommand({ ClientId, Username: ghost }))
        .then(
          () => null,
          (e: Error) => e,
        );
      if (outcome) error = outcome;
    }
    expect(error.name).toBe('TooManyRequestsException');
    expect(error.$metadata?.httpStatusCode).toBe(400);
  });

  it('never answers malformed input with a 5xx, for any operation', async () => {
    const bodies = fc.sample(
      fc.oneof(
        fc.object({ maxDepth: 2 }),
        fc.record({
          ClientId: fc.constant(ClientId),
          Username: fc.string(),
          Password: fc.string(),
          AccessToken: fc.string(),
        }),
        fc.record({
          ClientId: fc.constant(ClientId),
          AuthFlow: fc.constantFrom(
            'USER_SRP_AUTH',
            'USER_PASSWORD_AUTH',
            'CUSTOM_AUTH',
            'REFRESH_TOKEN_AUTH',
          ),
          ChallengeName: fc.constantFrom(
            'PASSWORD_VERIFIER',
            'SOFTWARE_TOKEN_MFA',
            'DEVICE_SRP_AUTH',
            'MFA_SETUP',
          ),
          Session: fc.string({ minLength: 20 }),
          AuthParameters: fc.dictionary(
            fc.constantFrom('USERNAME', 'SRP_A', 'PASSWORD', 'REFRESH_TOKEN', 'DEVICE_KEY'),
            fc.string(),
          ),
          ChallengeResponses: fc.dictionary(fc.string({ maxLength: 30 }), fc.string()),
        }),
      ),
      { numRuns: 8, seed: 42 },
    );
    for (const operation of Object.keys(operations)) {
      for (const payload of [...bodies, '[]', 'null', '"text"']) {
        const response = await post(operation, payload);
        expect(response.status, `${operation} ${JSON.stringify(payload)}`).toBeLessThan(500);
      }
    }
  });

  it('answers the CORS preflight for the headers browsers send', async () => {
    const response = await fetch(`${t.url}/identity/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-amz-target,x-amz-user-agent,amz-sdk-invocation-id,amz-sdk-request,cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'x-amz-target',
      'x-amz-user-agent',
      'amz-sdk-invocation-id',
      'amz-sdk-request',
      'cache-control',
      'content-type',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('publishes the JWKS that verifies its tokens', async () => {
    const { poolId, issuer } = t.container.identity.config;
    const { email } = await seedUser(t);
    const signedIn = await passwordSignIn(t, email);
    const response = await fetch(`${t.url}/identity/${poolId}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as JSONWebKeySet;
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload } = await jwtVerify(
      signedIn.AuthenticationResult?.IdToken ?? '',
      createLocalJWKSet(jwks),
      { issuer, audience: ClientId },
    );
    expect(payload.email).toBe(email);
  });
});

describe('SRP: proofs are verified exactly', () => {
  it('accepts a correct proof', async () => {
    const { email } = await seedUser(t);
    const { answer, respond } = await startSrp(email);
    const result = await respond(answer(PASSWORD));
    expect(result.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('refuses a proof for a wrong password', async () => {
    const { email } = await seedUser(t);
    const { answer, respond } = await startSrp(email);
    const error = await rejection(respond(answer('Wrong-Pass-1')));
    expect(error.name).toBe('NotAuthorizedException');
    expect(error.message).toBe('Incorrect username or password.');
  });

  it('refuses a tampered signature', async () => {
    const { email } = await seedUser(t);
    const { answer, respond } = await startSrp(email);
    const responses = answer(PASSWORD);
    const signature = Buffer.from(responses.PASSWORD_CLAIM_SIGNATURE ?? '', 'base64');
    signature[0] = (signature[0] ?? 0) ^ 1;
    const error = await rejection(
      respond({ ...responses, PASSWORD_CLAIM_SIGNATURE: signature.toString('base64') }),
    );
    expect(error.name).toBe('NotAuthorizedException');
  });

  it('refuses a replayed Session, even with a correct proof', async () => {
    const { email } = await seedUser(t);
    const { answer, respond } = await startSrp(email);
    const responses = answer(PASSWORD);
    await respond(responses);
    const error = await rejection(respond(responses));
    expect(error.name).toBe('NotAuthorizedException');
    expect(error.message).toBe('Invalid session for the user.');
  });

  it('refuses a tampered timestamp and a stale one (signed correctly)', async () => {
    const { email } = await seedUser(t);
    const tampered = await startSrp(email);
    const responses = tampered.answer(PASSWORD);
    const later = formatTimestamp(new Date(Date.now() + 1000));
    const changed = later === responses.TIMESTAMP ? formatTimestamp(new Date(Date.now() + 2000)) : later;
    expect((await rejection(tampered.respond({ ...responses, TIMESTAMP: changed }))).name).toBe(
      'NotAuthorizedException',
    );
    const stale = await startSrp(email);
    const old = stale.answer(PASSWORD, formatTimestamp(new Date(Date.now() - 10 * 60_000)));
    expect((await rejection(stale.respond(old))).name).toBe('NotAuthorizedException');
    const malformed = await startSrp(email);
    const loose = malformed.answer(PASSWORD, new Date().toUTCString());
    expect((await rejection(malformed.respond(loose))).name).toBe('NotAuthorizedException');
  });

  it('refuses a secret block that is not the one it issued', async () => {
    const { email } = await seedUser(t);
    const { answer, respond } = await startSrp(email);
    const responses = answer(PASSWORD);
    const error = await rejection(
      respond({ ...responses, PASSWORD_CLAIM_SECRET_BLOCK: Buffer.alloc(64, 7).toString('base64') }),
    );
    expect(error.name).toBe('NotAuthorizedException');
  });

  it('refuses A ≡ 0 (mod N), which would fix the session key', async () => {
    const { email } = await seedUser(t);
    for (const A of ['0', N.toString(16), (N * 2n).toString(16), 'zz']) {
      const error = await rejection(
        sdk().send(
          new InitiateAuthCommand({
            ClientId,
            AuthFlow: 'USER_SRP_AUTH',
            AuthParameters: { USERNAME: email, SRP_A: A },
          }),
        ),
      );
      expect(error.name).toBe('InvalidParameterException');
      expect(error.$metadata?.httpStatusCode).toBe(400);
    }
  });

  it('answers an unknown user with a stable challenge, then the same error as a wrong password', async () => {
    const email = uniqueEmail('nobody');
    const first = await startSrp(email);
    const second = await startSrp(email);
    expect(first.started.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect(first.started.ChallengeParameters?.USER_ID_FOR_SRP).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.started.ChallengeParameters?.USER_ID_FOR_SRP).toBe(
      first.started.ChallengeParameters?.USER_ID_FOR_SRP,
    );
    expect(second.started.ChallengeParameters?.SALT).toBe(first.started.ChallengeParameters?.SALT);
    const error = await rejection(first.respond(first.answer(PASSWORD)));
    expect(error.message).toBe('Incorrect username or password.');
  });

  it('refuses a proof answered as another user', async () => {
    const { email } = await seedUser(t);
    const { answer, respond } = await startSrp(email);
    const error = await rejection(
      respond({ ...answer(PASSWORD), USERNAME: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(error.name).toBe('NotAuthorizedException');
  });

  it('answers an unknown DEVICE_KEY with "Device does not exist." without using the Session up', async () => {
    const { email } = await seedUser(t);
    const { answer, respond } = await startSrp(email);
    const responses = answer(PASSWORD);
    const error = await rejection(
      respond({ ...responses, DEVICE_KEY: 'local_00000000-0000-4000-8000-000000000000' }),
    );
    expect(error.name).toBe('ResourceNotFoundException');
    expect(error.message).toBe('Device does not exist.');
    const retried = await respond(answer(PASSWORD));
    expect(retried.AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
