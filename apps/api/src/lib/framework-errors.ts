import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './app-error';

export const INVALID_PATH_MESSAGES = {
  FST_ERR_BAD_URL: 'The path is not a valid URL: a percent sign must start a valid encoded character.',
  FST_ERR_MAX_PARAM_LENGTH: 'A value in the path is too long.',
} as const;

/**
 * Fastify's router answers a path it cannot decode, or with a path parameter longer than it
 * matches, before any hook or error handler; this gives those answers spec §8's `{ errors }` body
 * and a 400 (a malformed id in a path is a 400 or a 404, never anything else).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    INVALID_PATH_MESSAGES[error.code as keyof typeof INVALID_PATH_MESSAGES] ?? 'The request is invalid.';
  return reply.status(400).send(errorBody({ code: 'INVALID_PATH', message }));
}
