import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server } from 'socket.io';

export interface SocketIdentity {
  sub: string;
  companyId?: string | null;
}

/** Checks the token a client sends in its handshake (`auth.token`); null refuses the connection. */
export type SocketAuthenticator = (token: string) => Promise<SocketIdentity | null>;

/** Pushes to the browsers of a user or a company, from an API process or a worker. */
export interface Realtime {
  /** Emits to every connection of one user. */
  toUser(sub: string, event: string, payload: unknown): void;
  /** Emits to every connection of one company's users. */
  toCompany(companyId: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

export const userRoom = (sub: string) => `user:${sub}`;
export const companyRoom = (companyId: string) => `company:${companyId}`;

/**
 * socket.io on the API's own HTTP server. A connection that sends a token joins its user and
 * company rooms once `authenticate` accepts it; a bad token is refused. With REDIS_URL the rooms
 * span every API process through the Redis adapter.
 */
export function createRealtime(options: {
  server: HttpServer;
  logger: Logger;
  redisUrl?: string;
  authenticate: SocketAuthenticator;
}): Realtime {
  const io = new Server(options.server, { path: '/api/socket.io', serveClient: false });
  const redis: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    if (!token) return next(new Error('Unauthenticated User'));
    try {
      const identity = await options.authenticate(token);
      if (!identity) return next(new Error('Unauthenticated User'));
      socket.data.identity = identity;
      next();
    } catch (error) {
      options.logger.warn({ err: error }, 'socket handshake failed');
      next(new Error('Unauthenticated User'));
    }
  });

  io.on('connection', (socket) => {
    const identity = socket.data.identity as SocketIdentity;
    void socket.join(userRoom(identity.sub));
    if (identity.companyId) void socket.join(companyRoom(identity.companyId));
  });

  return {
    toUser: (sub, event, payload) => void io.to(userRoom(sub)).emit(event, payload),
    toCompany: (companyId, event, payload) => void io.to(companyRoom(companyId)).emit(event, payload),
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
