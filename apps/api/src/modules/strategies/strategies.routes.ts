import {
  autoBidListResponseSchema,
  createStrategyBodySchema,
  idParamsSchema,
  strategyPreviewBodySchema,
  strategyPreviewResponseSchema,
  tradingStrategyListResponseSchema,
  tradingStrategyResponseSchema,
  updateStrategyBodySchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import {
  changeStrategy,
  createStrategy,
  investorAutoBids,
  investorStrategies,
  previewStrategy,
  removeStrategy,
} from './strategies.service';

/**
 * Spec §7 trading strategies (the Hands Free tab of Orders): approved investors only — a client or
 * an admin is answered 403, another investor's strategy 404.
 */
export const strategiesRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const guarded = { onRequest: app.requireUser, preHandler: requireApprovedAccount(container) };
  const tags = ['strategies'];
  const investor = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'INVESTOR')).account.id;

  app.get(
    '/trading-strategies',
    { ...guarded, schema: { tags, response: { 200: tradingStrategyListResponseSchema } } },
    async (request) => ({ data: await investorStrategies(container, await investor(request)) }),
  );

  app.post(
    '/trading-strategies',
    {
      ...guarded,
      schema: { tags, body: createStrategyBodySchema, response: { 201: tradingStrategyResponseSchema } },
    },
    async (request, reply) => {
      const accountId = await investor(request);
      const data = await createStrategy(container, accountId, request.body, currentUser(request).sub);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/trading-strategies',
    {
      ...guarded,
      schema: { tags, body: updateStrategyBodySchema, response: { 200: tradingStrategyResponseSchema } },
    },
    async (request) => ({ data: await changeStrategy(container, await investor(request), request.body) }),
  );

  app.delete(
    '/trading-strategies/:id',
    {
      ...guarded,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ data: z.object({ id: z.uuid() }) }) },
      },
    },
    async (request) => {
      await removeStrategy(container, await investor(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.post(
    '/trading-strategies/preview',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Potential monthly income and total return of rules over the OPEN assets matching now',
        body: strategyPreviewBodySchema,
        response: { 200: strategyPreviewResponseSchema },
      },
    },
    async (request) => {
      await investor(request);
      return { data: await previewStrategy(container, request.body) };
    },
  );

  app.get(
    '/trading-strategies/auto-bids',
    {
      ...guarded,
      schema: {
        tags,
        querystring: z.object({ 'where[strategyId]': z.uuid().optional() }),
        response: { 200: autoBidListResponseSchema },
      },
    },
    async (request) => ({
      data: await investorAutoBids(container, await investor(request), request.query['where[strategyId]']),
    }),
  );
};
