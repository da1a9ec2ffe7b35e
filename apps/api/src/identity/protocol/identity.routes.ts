import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { addressKey } from '../../lib/address-key';
import type { PoolContext } from '../pool/pool-context';
import { uncleanInputError } from './clean-input';
import { CognitoError, invalidParameter, resourceNotFound } from './cognito-error';
import { operations } from './operations';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

/** The headers browsers ask to send in the CORS preflight (reference/cognito-compat.md). */
const ALLOWED_HEADERS = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'cache-control',
  'x-amz-date',
  'x-amz-security-token',
  'authorization',
].join(', ');

function sendError(reply: FastifyReply, error: CognitoError) {
  return reply
    .status(error.statusCode)
    .header('x-amzn-errortype', error.type)
    .header('content-type', CONTENT_TYPE)
    .send({ __type: error.type, message: error.message });
}

function validationError(issues: z.core.$ZodIssue[]): CognitoError {
  const details = issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'request';
    return `Value at '${field}' failed to satisfy constraint: ${issue.message}`;
  });
  return invalidParameter(
    `${details.length} validation error${details.length > 1 ? 's' : ''} detected: ${details.join('; ')}`,
  );
}

/**
 * The embedded pool at /identity: `POST /` with `x-amz-target` (the Cognito Identity Provider JSON
 * protocol Amplify and the AWS SDK speak) and the JWKS. Errors are Cognito-shaped and 4xx; only
 * the pool's own failures are 5xx (InternalErrorException).
 */
export async function identityRoutes(app: FastifyInstance, options: { pool: PoolContext }): Promise<void> {
  const { pool } = options;

  app.addContentTypeParser(
    CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(new CognitoError('SerializationException', 'Request body is not valid JSON'), undefined);
      }
    },
  );

  app.setErrorHandler((error: FastifyError | CognitoError, request, reply) => {
    if (error instanceof CognitoError) return sendError(reply, error);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const type =
        status === 415
          ? 'UnsupportedMediaTypeException'
          : status === 413
            ? 'RequestEntityTooLarge'
            : 'InvalidParameterException';
      return sendError(
        reply,
        new CognitoError(type, error.message, status === 413 || status === 415 ? status : 400),
      );
    }
    request.log.error({ err: error }, 'identity pool failure');
    return sendError(reply, new CognitoError('InternalErrorException', 'Internal error', 500));
  });

  // Cognito answers every origin: these calls carry no cookies, only the tokens in their bodies.
  app.addHook('onSend', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header(
      'access-control-expose-headers',
      'x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Date',
    );
    reply.header('x-amzn-requestid', request.id);
  });

  app.options('/', { schema: { hide: true } }, async (_request, reply) => {
    reply
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '86400')
      .status(204)
      .send();
  });

  app.post('/', { schema: { hide: true } }, async (request, reply) => {
    const target = request.headers['x-amz-target'];
    const name =
      typeof target === 'string' && target.startsWith(TARGET_PREFIX)
        ? target.slice(TARGET_PREFIX.length)
        : '';
    const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
    if (!operation) {
      throw new CognitoError(
        'UnknownOperationException',
        `Unknown operation ${typeof target === 'string' ? target : ''}`.trim(),
      );
    }
    await pool.throttle.request(addressKey(request));
    const unclean = uncleanInputError(request.body);
    if (unclean) throw unclean;
    const parsed = operation.input.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues);
    const clientId = (parsed.data as { ClientId?: unknown }).ClientId;
    if (typeof clientId === 'string' && clientId !== pool.config.clientId) {
      throw resourceNotFound(`User pool client ${clientId} does not exist.`);
    }
    const result = await operation.handle(parsed.data, pool, { ip: request.ip });
    return reply.header('content-type', CONTENT_TYPE).send(JSON.stringify(result));
  });

  const jwks = async () => pool.keys.jwks();
  app.get(`/${pool.config.poolId}/.well-known/jwks.json`, { schema: { hide: true } }, jwks);
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, jwks);
}
