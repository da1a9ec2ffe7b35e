import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's address as the key of every per-address limit (the API's and the identity pool's),
 * as `@fastify/rate-limit`'s own default: an IPv6 address counts with its /64 network. Node forgets
 * a socket's remote address once the connection closed, so a request whose caller already hung up
 * has none: the limiter's default then failed with a 500; such requests share one key instead.
 */
export const addressKey = (request: Pick<FastifyRequest, 'ip'>): string => {
  const ip = request.ip as string | undefined;
  return ip ? normalizeIP(ip) : 'closed-connection';
};
