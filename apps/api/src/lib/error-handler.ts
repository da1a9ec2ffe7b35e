import { isConnectionLost } from '@tranche/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorBody } from './app-error';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please wait for a moment!';
export const SERVER_ERROR_MESSAGE = 'Something went wrong!';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service lost its database connection; nothing was saved. Please try again in a moment.';
/** Seconds a client waits before retrying after a lost database connection. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.params?.issue?.path;
  const named =
    path && path.length > 0
      ? path.map(String).join('.')
      : issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return [context, named].filter(Boolean).join('.') || context || 'request';
}

/** Maps every error to `{ errors: [{ code, message }] }`; only unexpected failures become 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody({ code: error.code, message: error.message }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = (error.validation as ValidationIssue[]).map((issue) => {
        const field = fieldOf(issue, error.validationContext);
        return { code: 'VALIDATION', message: `${field}: ${issue.message ?? 'is invalid'}` };
      });
      return reply.status(400).send({ errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody({ code: 'INTERNAL', message: SERVER_ERROR_MESSAGE }));
    }
    if (isConnectionLost(error)) {
      // Reads were retried already (packages/db); what reaches here is a write or a transaction,
      // which PostgreSQL rolled back or never received: safe to send again.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody({ code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_REQUESTS_MESSAGE }));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
      return reply
        .status(status)
        .send(errorBody({ code: error.code ?? 'BAD_REQUEST', message: error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody({ code: 'INTERNAL', message: SERVER_ERROR_MESSAGE }));
  });
}
