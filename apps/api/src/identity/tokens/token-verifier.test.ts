import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCognitoVerifier } from '../identity';
import { cognitoIssuer, type IdentityConfig } from '../identity-config';
import { localKeySet } from './access-token';
import { createKeyStore, type KeyStore } from './key-store';
import { createTokenIssuer } from './token-issuer';
import { createTokenVerifier, TokenRejectedError } from './token-verifier';

/** A second key pair acting as a real Cognito pool, its JWKS served over HTTP. */
function cognitoLikeIssuer() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as JWK), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    sign: (claims: Record<string, unknown>, options: { issuer: string; expiresIn?: number; alg?: string }) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: options.alg ?? 'RS256', kid })
        .setIssuer(options.issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 3600))
        .sign(privateKey),
  };
}

const idClaims = (overrides: Record<string, unknown> = {}) => ({
  sub: randomUUID(),
  aud: 'cognito-client',
  token_use: 'id',
  email: 'ops@example.com',
  email_verified: true,
  origin_jti: randomUUID(),
  ...overrides,
});

describe('the embedded issuer', () => {
  let dir: string;
  let keys: KeyStore;
  const config = {
    issuer: 'http://localhost:3000/identity/local_Tranche01',
    clientId: 'web-client',
    region: 'local',
  } as IdentityConfig;
  const subject = {
    sub: randomUUID(),
    email: 'a@example.com',
    emailVerified: true,
    groups: ['admins'],
    attributes: { 'custom:kind': 'CLIENT' },
  };
  const session = { id: randomUUID(), authTime: new Date() };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tranche-keys-'));
    keys = createKeyStore(dir);
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('accepts its id tokens, sets admin from cognito:groups, and refuses its access tokens', async () => {
    const isActive = vi.fn(async () => true);
    const verifier = createTokenVerifier({
      trusted: [{ issuer: config.issuer, audience: config.clientId, keys: localKeySet(keys) }],
      isActive,
    });
    const tokens = await createTokenIssuer(config, keys).issue(subject, session);
    const identity = await verifier.verify(tokens.IdToken);
    expect(identity).toMatchObject({
      sub: subject.sub,
      admin: true,
      groups: ['admins'],
      kind: 'CLIENT',
      email: 'a@example.com',
      emailVerified: true,
    });
    expect(isActive).toHaveBeenCalledWith(subject.sub, session.id);
    await expect(verifier.verify(tokens.AccessToken)).rejects.toThrow(TokenRejectedError);
  });

  it('refuses tokens of revoked sessions or disabled users, caching the check only briefly', async () => {
    let active = true;
    const isActive = vi.fn(async () => active);
    const verifier = createTokenVerifier({
      trusted: [{ issuer: config.issuer, audience: config.clientId, keys: localKeySet(keys) }],
      isActive,
      cacheMs: 60_000,
    });
    const { IdToken } = await createTokenIssuer(config, keys).issue(subject, session);
    expect(await verifier.authenticate(IdToken)).not.toBeNull();
    expect(await verifier.authenticate(IdToken)).not.toBeNull();
    expect(isActive).toHaveBeenCalledTimes(1);
    active = false;
    verifier.forget(subject.sub);
    expect(await verifier.authenticate(IdToken)).toBeNull();
  });

  it('keeps verifying tokens signed before a key rotation', async () => {
    const verifier = createTokenVerifier({
      trusted: [{ issuer: config.issuer, audience: config.clientId, keys: localKeySet(keys) }],
      isActive: async () => true,
    });
    const before = await createTokenIssuer(config, keys).issue(subject, session);
    await keys.rotate();
    const after = await createTokenIssuer(config, keys).issue(subject, session);
    expect(await verifier.authenticate(before.IdToken)).not.toBeNull();
    expect(await verifier.authenticate(after.IdToken)).not.toBeNull();
  });
});

describe('a Cognito issuer', () => {
  const cognito = cognitoLikeIssuer();
  let server: Server;
  let issuer: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url?.endsWith('/.well-known/jwks.json')) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(cognito.jwks));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eu-central-1_Test`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const configFor = (iss: string) => ({ issuer: iss, clientId: 'cognito-client' }) as IdentityConfig;

  it('verifies id tokens against the JWKS it fetches from the issuer', async () => {
    const verifier = createCognitoVerifier(configFor(issuer), async () => false);
    const token = await cognito.sign(idClaims({ 'cognito:groups': ['admins'] }), { issuer });
    expect(await verifier.verify(token)).toMatchObject({ admin: true, email: 'ops@example.com' });
  });

  it('accepts the real Cognito issuer URL with its keys', async () => {
    const realIssuer = cognitoIssuer('eu-central-1', 'eu-central-1_Test');
    expect(realIssuer).toBe('https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_Test');
    const verifier = createCognitoVerifier(
      configFor(realIssuer),
      async () => false,
      createLocalJWKSet(cognito.jwks),
    );
    const token = await cognito.sign(idClaims(), { issuer: realIssuer });
    expect(await verifier.verify(token)).toMatchObject({ admin: false, groups: [] });
  });

  it('refuses wrong audience, issuer, token_use, expiry and blocked users', async () => {
    let blocked = false;
    const verifier = createCognitoVerifier(configFor(issuer), async () => blocked);
    const cases = [
      await cognito.sign(idClaims({ aud: 'another-client' }), { issuer }),
      await cognito.sign(idClaims(), { issuer: `${issuer}x` }),
      await cognito.sign(idClaims({ token_use: 'access' }), { issuer }),
      await cognito.sign(idClaims(), { issuer, expiresIn: -60 }),
      'not-a-token',
    ];
    for (const token of cases) expect(await verifier.authenticate(token)).toBeNull();
    const good = await cognito.sign(idClaims(), { issuer });
    expect(await verifier.authenticate(good)).not.toBeNull();
    blocked = true;
    const fresh = await cognito.sign(idClaims(), { issuer });
    expect(await verifier.authenticate(fresh)).toBeNull();
  });

  it('checks a token once, yet refuses it after it expired and when its user is blocked', async () => {
    let blocked = false;
    const verifier = createTokenVerifier({
      trusted: [{ issuer, audience: 'cognito-client', keys: createLocalJWKSet(cognito.jwks) }],
      isActive: async () => !blocked,
      cacheMs: 0,
    });
    const token = await cognito.sign(idClaims(), { issuer, expiresIn: 30 });
    expect(await verifier.authenticate(token)).not.toBeNull();
    expect(await verifier.authenticate(token)).not.toBeNull();
    blocked = true;
    expect(await verifier.authenticate(token)).toBeNull();
    blocked = false;
    vi.useFakeTimers({ now: Date.now() + 40_000, toFake: ['Date'] });
    try {
      expect(await verifier.authenticate(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses tokens signed by another key or with another algorithm', async () => {
    const verifier = createCognitoVerifier(configFor(issuer), async () => false);
    const stranger = cognitoLikeIssuer();
    expect(await verifier.authenticate(await stranger.sign(idClaims(), { issuer }))).toBeNull();
    const [, payload] = (await cognito.sign(idClaims(), { issuer })).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect(await verifier.authenticate(unsigned)).toBeNull();
  });
});
