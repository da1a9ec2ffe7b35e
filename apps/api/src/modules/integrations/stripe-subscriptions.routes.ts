import {
  integrationListResponseSchema,
  integrationResponseSchema,
  subscriptionListResponseSchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { loadAccountCaller } from '../accounts/account-context';
import { listCompanySubscriptions } from '../subscriptions/subscriptions.service';
import { connectIntegration, requestSync } from './integrations.service';

const tags = ['integrations'];

/**
 * Spec §7's Stripe calls under /subscriptions: the same connection and sync as Settings →
 * Integrations, and the subscriptions that came from Stripe.
 */
export const stripeSubscriptionsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'CLIENT')).account.id;
  const guarded = { onRequest: app.requireUser };

  app.post(
    '/subscriptions/stripe/integration',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Connects Stripe with the code its consent page returned (as POST integrations)',
        body: z.strictObject({ code: z.string().trim().min(1).max(1_024) }),
        response: { 201: integrationResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await connectIntegration(container, await client(request), {
        type: 'stripe',
        authorizationCode: request.body.code,
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/subscriptions/stripe',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The subscriptions synced from Stripe, newest first (current page, itemsPerPage)',
        querystring: z.strictObject({
          current: z.coerce.number().int().min(1).max(100_000).default(1),
          itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: subscriptionListResponseSchema },
      },
    },
    async (request) => ({
      data: await listCompanySubscriptions(container, await client(request), {
        page: String(request.query.current),
        size: String(request.query.itemsPerPage),
        'where[source]': 'stripe',
      }),
    }),
  );

  app.post(
    '/subscriptions/stripe/import',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Starts a sync of the company's Stripe connection",
        response: { 202: integrationListResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await requestSync(container, await client(request), { type: 'stripe' });
      return reply.code(202).send({ data });
    },
  );
};
