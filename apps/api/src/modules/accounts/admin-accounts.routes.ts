import { idParamsSchema, multiLineText, REVIEW_STATUSES } from '@tranche/contracts';
import { selfAssessmentThresholdsSchema } from '@tranche/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { listAccountsByReview } from './accounts.repo';
import { getThresholds, setThresholds } from './operator-settings.service';
import { approveAccount, rejectAccount, setAllowedTradePercent } from './review.service';

const accountSummary = z.object({
  id: z.string(),
  kind: z.string(),
  companyName: z.string().nullable(),
  country: z.string().nullable(),
  reviewStatus: z.string(),
  createdAt: z.date(),
});
const accountParams = idParamsSchema;
const okAccount = z.object({ data: accountSummary.passthrough() });

/** The operator's account review and settings (admins only). */
export const adminAccountsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/accounts',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        querystring: z.object({ status: z.enum(REVIEW_STATUSES).default('PENDING') }),
        response: { 200: z.object({ data: z.array(accountSummary) }) },
      },
    },
    async (request) => ({ data: await listAccountsByReview(container.database.db, request.query.status) }),
  );

  app.post(
    '/admin/accounts/:id/approve',
    { ...admin, schema: { tags: ['admin'], params: accountParams, response: { 200: okAccount } } },
    async (request) => ({
      data: await approveAccount(container, request.params.id, currentUser(request).sub),
    }),
  );

  app.post(
    '/admin/accounts/:id/reject',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        params: accountParams,
        body: z.object({ reason: multiLineText(2000).min(1) }).strict(),
        response: { 200: okAccount },
      },
    },
    async (request) => ({
      data: await rejectAccount(container, request.params.id, currentUser(request).sub, request.body.reason),
    }),
  );

  app.patch(
    '/admin/accounts/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        params: accountParams,
        body: z.object({ allowedTradePercent: z.number().min(0).max(10_000) }).strict(),
        response: { 200: okAccount },
      },
    },
    async (request) => ({
      data: await setAllowedTradePercent(container, request.params.id, request.body.allowedTradePercent),
    }),
  );

  app.get(
    '/admin/settings/self-assessment',
    {
      ...admin,
      schema: { tags: ['admin'], response: { 200: z.object({ data: selfAssessmentThresholdsSchema }) } },
    },
    async () => ({ data: await getThresholds(container.database.db) }),
  );

  app.patch(
    '/admin/settings/self-assessment',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        body: selfAssessmentThresholdsSchema.partial().strict(),
        response: { 200: z.object({ data: selfAssessmentThresholdsSchema }) },
      },
    },
    async (request) => ({
      data: await setThresholds(container.database.db, request.body, currentUser(request).sub),
    }),
  );
};
