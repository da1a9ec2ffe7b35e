import { idParamsSchema, ratingOverrideBodySchema, ratingResponseSchema } from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import { currentRating, overrideRating, ratingDto } from './rating.service';

/** The client's credit rating with every factor (no black box) and the operator's override. */
export const ratingRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  app.get(
    '/rating',
    {
      onRequest: app.requireUser,
      preHandler: requireApprovedAccount(container),
      schema: {
        tags: ['marketplace'],
        summary:
          "The client's credit rating: grade, score, confidence and each factor's value, points and effect",
        response: { 200: ratingResponseSchema },
      },
    },
    async (request) => {
      const { account } = await loadAccountCaller(container, request, 'CLIENT');
      return { data: ratingDto(await currentRating(container, account.id)) };
    },
  );

  app.post(
    '/admin/companies/:id/rating-override',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Overrides a client's grade with a reason (grade null lifts it); recorded with the operator",
        params: idParamsSchema,
        body: ratingOverrideBodySchema,
        response: { 200: ratingResponseSchema },
      },
    },
    async (request) => {
      const row = await overrideRating(
        container,
        request.params.id,
        request.body.grade,
        request.body.reason,
        currentUser(request).sub,
      );
      return { data: ratingDto(row) };
    },
  );
};
