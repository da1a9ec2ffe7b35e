import type { FastifyPluginAsync } from 'fastify';
import type { Container } from '../../container';
import { badRequest, notFound } from '../../lib/app-error';
import { takeVerificationEvent } from './verification.service';

/** Sumsub's webhook bodies are small JSON documents. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * `POST /webhooks/sumsub`: Sumsub tells Tranche an applicant changed. Anonymous, so the payload
 * digest (HMAC with the webhook secret over the exact bytes) is its proof; an event seen before
 * changes nothing. Off (404) without Sumsub or without its webhook secret.
 */
export const verificationWebhookRoutes: FastifyPluginAsync<{ container: Container }> = async (
  app,
  { container },
) => {
  const verify = container.verification.verifyWebhook;
  const enabled = verify !== undefined && container.env.SUMSUB_WEBHOOK_SECRET !== undefined;
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  app.post(
    '/webhooks/sumsub',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { tags: ['verification'], summary: "Sumsub's signed applicant events; each taken once" },
      onRequest: async (request) => {
        if (!enabled) throw notFound();
        if (typeof request.headers['x-payload-digest'] !== 'string')
          throw badRequest('SIGNATURE', 'The X-Payload-Digest header is missing.');
      },
    },
    async (request) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      const headers = {
        'x-payload-digest': request.headers['x-payload-digest'] as string,
        'x-payload-digest-alg': request.headers['x-payload-digest-alg'] as string | undefined,
      };
      const event = verify!(payload, headers);
      if (event === null) throw badRequest('SIGNATURE', 'The signature does not match this delivery.');
      return { data: await takeVerificationEvent(container, event) };
    },
  );
};
