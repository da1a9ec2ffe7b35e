import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../lib/error-handler';
import type { IdentityConfig } from '../identity-config';
import { localKeySet } from '../tokens/access-token';
import { createKeyStore } from '../tokens/key-store';
import { createTokenIssuer } from '../tokens/token-issuer';
import { createTokenVerifier } from '../tokens/token-verifier';
import { ADMIN_ONLY_MESSAGE, authPlugin, currentUser } from './auth.plugin';

const config = {
  issuer: 'http://localhost/identity/local_Test1',
  clientId: 'web',
  region: 'local',
} as IdentityConfig;
let app: FastifyInstance;
let dir: string;
let disabled: string | null = null;
let tokenFor: (groups: string[]) => Promise<{ IdToken: string; AccessToken: string; sub: string }>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tranche-auth-'));
  const keys = createKeyStore(dir);
  const issuer = createTokenIssuer(config, keys);
  tokenFor = async (groups) => {
    const sub = randomUUID();
    const tokens = await issuer.issue(
      { sub, email: 'u@example.com', emailVerified: true, groups, attributes: {} },
      { id: randomUUID(), authTime: new Date() },
    );
    return { ...tokens, sub };
  };
  const verifier = createTokenVerifier({
    trusted: [{ issuer: config.issuer, audience: config.clientId, keys: localKeySet(keys) }],
    isActive: async (sub) => sub !== disabled,
    cacheMs: 0,
  });
  app = Fastify();
  registerErrorHandler(app);
  await app.register(authPlugin, { verifier });
  // A sibling plugin, as feature routes are: the decorators reach it.
  await app.register(async (routes) => {
    routes.get('/public', async (request) => ({ user: request.user }));
    routes.get('/me', { preHandler: routes.requireUser }, async (request) => ({
      sub: currentUser(request).sub,
      admin: request.user?.admin,
    }));
    routes.get('/admin', { preHandler: routes.requireAdmin }, async () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('requireUser', () => {
  it('sets request.user from a bearer id token', async () => {
    const { IdToken, sub } = await tokenFor([]);
    const response = await get('/me', `Bearer ${IdToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sub, admin: false });
    expect((await get('/me', IdToken)).statusCode).toBe(200);
  });

  it("answers 401 UNAUTHENTICATED without a token, with a bad one, an access token, or a disabled user's", async () => {
    const { IdToken, AccessToken, sub } = await tokenFor([]);
    const unauthenticated = {
      errors: [{ code: 'UNAUTHENTICATED', message: 'User needs to be authenticated to call this API.' }],
    };
    for (const header of [undefined, 'Bearer nonsense', `Bearer ${AccessToken}`, `Basic ${IdToken}`]) {
      const response = await get('/me', header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticated);
    }
    disabled = sub;
    try {
      expect((await get('/me', `Bearer ${IdToken}`)).statusCode).toBe(401);
    } finally {
      disabled = null;
    }
  });

  it('leaves public routes alone', async () => {
    const response = await get('/public');
    expect(response.json()).toEqual({ user: null });
  });
});

describe('requireAdmin', () => {
  it('lets members of the admins group through and answers 403 to others', async () => {
    const admin = await tokenFor(['admins']);
    expect((await get('/admin', `Bearer ${admin.IdToken}`)).statusCode).toBe(200);
    const user = await tokenFor(['clients']);
    const refused = await get('/admin', `Bearer ${user.IdToken}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE }] });
    expect((await get('/admin')).statusCode).toBe(401);
  });
});
