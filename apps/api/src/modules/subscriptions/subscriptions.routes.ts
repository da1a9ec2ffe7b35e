import {
  clientSubsResponseSchema,
  countResponseSchema,
  subscriptionListResponseSchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { describeListQuery, listQuerySchema } from '../../lib/list-query';
import { loadAccountCaller } from '../accounts/account-context';
import { subscriptionList } from './subscriptions.resource';
import {
  clientSubscriptionSummary,
  countCompanySubscriptions,
  listCompanySubscriptions,
} from './subscriptions.service';

/** Spec §7 Subscriptions for clients: the list with its filters, its count and the summary. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const listSchema = {
    tags: ['subscriptions'],
    description: describeListQuery(subscriptionList),
    querystring: listQuerySchema(subscriptionList),
  };

  app.get(
    '/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        ...listSchema,
        summary: "The company's subscriptions (tradable list: where[tradable]=true)",
        response: { 200: subscriptionListResponseSchema },
      },
    },
    async (request) => {
      const { account } = await loadAccountCaller(container, request, 'CLIENT');
      return { data: await listCompanySubscriptions(container, account.id, request.query) };
    },
  );

  app.get(
    '/subscriptions/count',
    {
      onRequest: app.requireUser,
      schema: {
        ...listSchema,
        summary: 'How many subscriptions the same filters match',
        response: { 200: countResponseSchema },
      },
    },
    async (request) => {
      const { account } = await loadAccountCaller(container, request, 'CLIENT');
      return { data: { count: await countCompanySubscriptions(container, account.id, request.query) } };
    },
  );

  app.get(
    '/subscriptions/clientSubs',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['subscriptions'],
        summary: "The company's subscriptions at a glance: counts by trading status, MRR per currency",
        response: { 200: clientSubsResponseSchema },
      },
    },
    async (request) => {
      const { account } = await loadAccountCaller(container, request, 'CLIENT');
      return { data: await clientSubscriptionSummary(container, account.id) };
    },
  );
};
