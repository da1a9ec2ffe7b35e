import path from 'node:path';
import type { Database } from '@tranche/db';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import type { Env } from '../env';
import type { SocketAuthenticator } from '../realtime/realtime';
import { createEmbeddedAdmin } from './admin/embedded-admin';
import type { IdentityAdmin } from './admin/identity-admin';
import { createSecretBox, loadEncryptionKey } from './crypto/secret-box';
import { type IdentityConfig, identityConfig } from './identity-config';
import { createNotifier, type MailRequest } from './pool/notifier';
import { createPoolContext } from './pool/pool-context';
import { createThrottling } from './pool/throttling';
import { identityRoutes } from './protocol/identity.routes';
import { createBlockedSubjectsRepo } from './repo/blocked-subjects.repo';
import { createMemoryCounterStore, createRedisCounterStore } from './throttle';
import { createKeyStore } from './tokens/key-store';
import { createTokenVerifier, type TokenVerifier } from './tokens/token-verifier';

export interface Identity {
  config: IdentityConfig;
  /** Verifies bearer id tokens for the API and the socket handshake. */
  verifier: TokenVerifier;
  admin: IdentityAdmin;
  authenticateSocket: SocketAuthenticator;
  /** The embedded pool's routes, to register at /identity (AUTH_MODE=embedded only). */
  routes?: (app: FastifyInstance) => Promise<void>;
  close(): Promise<void>;
}

export interface IdentityDeps {
  env: Env;
  database: Database;
  logger: Logger;
  sendMail(mail: MailRequest): Promise<void>;
}

/** The verifier for a real Cognito pool's id tokens; `keys` defaults to the pool's published JWKS. */
export function createCognitoVerifier(
  config: IdentityConfig,
  isBlocked: (sub: string) => Promise<boolean>,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(`${config.issuer}/.well-known/jwks.json`)),
): TokenVerifier {
  return createTokenVerifier({
    trusted: [{ issuer: config.issuer, audience: config.clientId, keys }],
    isActive: async (sub) => !(await isBlocked(sub)),
  });
}

const socketAuthenticator =
  (verifier: TokenVerifier): SocketAuthenticator =>
  async (token) => {
    const identity = await verifier.authenticate(token);
    return identity ? { sub: identity.sub } : null;
  };

/** Identity for the configured AUTH_MODE: the embedded pool, or a Cognito pool. */
export async function createIdentity(deps: IdentityDeps): Promise<Identity> {
  const config = identityConfig(deps.env);
  const { db } = deps.database;

  if (config.mode === 'cognito') {
    const blocked = createBlockedSubjectsRepo(db);
    const verifier = createCognitoVerifier(config, (sub) => blocked.isBlocked(sub));
    // Loaded only here: the AWS SDK is not needed by the embedded pool.
    const { createCognitoAdmin } = await import('./admin/cognito-admin');
    const admin = createCognitoAdmin({
      userPoolId: config.poolId,
      region: config.region,
      blocked,
      onUserChanged: (sub) => verifier.forget(sub),
    });
    return {
      config,
      verifier,
      admin,
      authenticateSocket: socketAuthenticator(verifier),
      close: async () => {},
    };
  }

  const keys = createKeyStore(config.keysDir);
  await keys.signingKey();
  const box = createSecretBox(
    await loadEncryptionKey({ fromEnv: deps.env.IDENTITY_ENCRYPTION_KEY, keysDir: config.keysDir }),
  );
  const counters = deps.env.REDIS_URL
    ? createRedisCounterStore(deps.env.REDIS_URL, deps.logger)
    : createMemoryCounterStore();
  let verifier: TokenVerifier | undefined;
  const pool = createPoolContext({
    config,
    db,
    box,
    keys,
    throttle: createThrottling(counters, config),
    notify: createNotifier({
      sendMail: deps.sendMail,
      smsOutbox: deps.env.SMS_SENDER === 'outbox' ? path.join(config.dataDir, 'sms') : undefined,
    }),
    logger: deps.logger,
    onUserChanged: (sub) => verifier?.forget(sub),
  });
  verifier = createTokenVerifier({
    trusted: [{ issuer: config.issuer, audience: config.clientId, keys: pool.keySet }],
    isActive: (sub, originJti) => pool.sessions.isActive(sub, originJti),
  });
  return {
    config,
    verifier,
    admin: createEmbeddedAdmin(pool),
    authenticateSocket: socketAuthenticator(verifier),
    routes: (app) => identityRoutes(app, { pool }),
    close: () => counters.close(),
  };
}
