import { idParamsSchema } from '@tranche/contracts';
import {
  categoryCorrectionResponseSchema,
  categoryCorrectionSchema,
  categoryRulesResponseSchema,
} from '@tranche/contracts/discover';
import type { Level3Id } from '@tranche/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { loadAccountCaller } from '../accounts/account-context';
import { listRules } from './category-rules.repo';
import { correctTransaction, deleteCategoryRule } from './category-rules.service';

const tags = ['bank'];

/**
 * Corrections of transaction categories and the company rules they make (spec §2 Discover):
 * a correction becomes a rule for the company. Client companies only.
 */
export const categoryRulesRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'CLIENT')).account.id;
  const guarded = { onRequest: app.requireUser };
  const { db } = container.database;

  app.patch(
    '/bank/transactions/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Corrects a transaction’s category; by default the correction becomes a company rule',
        params: idParamsSchema,
        body: categoryCorrectionSchema,
        response: { 200: categoryCorrectionResponseSchema },
      },
    },
    async (request) => {
      const accountId = await client(request);
      const { category, createRule } = request.body;
      return {
        data: await correctTransaction(db, accountId, request.params.id, {
          category: category as Level3Id,
          createRule,
        }),
      };
    },
  );

  app.get(
    '/bank/category-rules',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The company’s categorisation rules, newest first',
        response: { 200: categoryRulesResponseSchema },
      },
    },
    async (request) => ({ data: await listRules(db, await client(request)) }),
  );

  app.delete(
    '/bank/category-rules/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Removes a rule; the transactions it categorised are categorised again without it',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCategoryRule(db, await client(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
