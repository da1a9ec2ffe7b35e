import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { TokenVerifier, VerifiedIdentity } from '../tokens/token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, set by `requireUser` / `requireAdmin`; null on public routes. */
    user: VerifiedIdentity | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: 401 UNAUTHENTICATED unless the request carries a valid id token. It runs
     * before the body is read, so an anonymous caller costs no upload and no validation.
     */
    requireUser(request: FastifyRequest, reply?: FastifyReply): Promise<void>;
    /** onRequest hook: as requireUser, and 403 FORBIDDEN unless the user is in the `admins` group. */
    requireAdmin(request: FastifyRequest, reply?: FastifyReply): Promise<void>;
    /**
     * For public routes that record who calls when someone is signed in: `request.user` is the
     * caller of a valid id token and stays null without one or with a bad one (never an error).
     */
    identifyUser(request: FastifyRequest): Promise<void>;
  }
}

export const ADMIN_ONLY_MESSAGE = 'Only administrators can call this API.';

/** `Authorization: Bearer <id token>`; a bare token is accepted too. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (match) return match[1] ?? null;
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(header.trim()) ? header.trim() : null;
}

/**
 * A refused request whose body has not arrived yet closes its connection after the answer, so the
 * server neither reads nor discards the rest (Node would otherwise drain it to keep the socket).
 */
function refuseUnreadBody(request: FastifyRequest, reply: FastifyReply | undefined): void {
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
  if (reply && hasBody && !request.raw.complete) reply.header('connection', 'close');
}

/**
 * Decorates the app with `request.user`, `app.requireUser` and `app.requireAdmin` for every
 * route (registered without encapsulation): `{ onRequest: app.requireUser }`, so a request is
 * refused before its body is read.
 */
async function authPlugin(app: FastifyInstance, options: { verifier: TokenVerifier }): Promise<void> {
  const { verifier } = options;
  app.decorateRequest('user', null);

  async function requireUser(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    const user = token ? await verifier.authenticate(token) : null;
    if (!user) {
      refuseUnreadBody(request, reply);
      throw unauthorized();
    }
    request.user = user;
  }

  app.decorate('requireUser', requireUser);
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.user = token ? await verifier.authenticate(token) : null;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply?: FastifyReply) => {
    await requireUser(request, reply);
    if (!request.user?.admin) {
      refuseUnreadBody(request, reply);
      throw forbidden('FORBIDDEN', ADMIN_ONLY_MESSAGE);
    }
  });
}

// Decorators must reach sibling plugins, as fastify-plugin would arrange.
(authPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export { authPlugin };

/** The caller of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): VerifiedIdentity {
  if (!request.user) throw unauthorized();
  return request.user;
}
