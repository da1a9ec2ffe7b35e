import { stripeEventOf, verifyStripeSignature } from '@tranche/providers';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Container } from '../../container';
import { badRequest, notFound } from '../../lib/app-error';
import { takeStripeEvent } from './webhooks.service';

/** Stripe's events are a few kilobytes; a connected account's largest stay far below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * `POST /webhooks/stripe`: Stripe tells Tranche that a connected account's data changed. The
 * delivery is anonymous, so its signature is its proof: a request without one is refused before
 * its body is read, one whose signature does not match after. An event id seen before changes
 * nothing (Stripe delivers at least once).
 */
export const webhooksRoutes: FastifyPluginAsync<{ container: Container }> = async (app, { container }) => {
  const secret = container.env.STRIPE_WEBHOOK_SECRET;
  // The signature covers the exact bytes Stripe sent: keep the body as text.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  const signatureOf = (request: FastifyRequest) => {
    const header = request.headers['stripe-signature'];
    return typeof header === 'string' ? header : null;
  };

  app.post(
    '/webhooks/stripe',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['integrations'],
        summary: "Stripe's signed events about connected accounts; each taken once",
      },
      onRequest: async (request) => {
        if (!secret) throw notFound();
        if (signatureOf(request) === null)
          throw badRequest('SIGNATURE', 'The Stripe-Signature header is missing.');
      },
    },
    async (request) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      if (!verifyStripeSignature(payload, signatureOf(request)!, secret!, Math.floor(Date.now() / 1000)))
        throw badRequest('SIGNATURE', 'The signature does not match this delivery.');
      const event = stripeEventOf(payload);
      if (event === null) throw badRequest('VALIDATION', 'Not a Stripe event.');
      return { data: await takeStripeEvent(container, event) };
    },
  );
};
