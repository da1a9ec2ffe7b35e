import type { FastifyRequest } from 'fastify';
import { addressKey } from './address-key';

/**
 * A route's own limit in `@fastify/rate-limit`'s route config, counted per signed-in user (the
 * route's requireUser runs first) rather than per address, so colleagues behind one office address
 * do not share it. `name` keeps each route's count apart.
 */
export const perUserRateLimit = (name: string, perMinute: number) => ({
  max: perMinute,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.sub ?? addressKey(request)}`,
});
