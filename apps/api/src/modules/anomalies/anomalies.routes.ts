import { anomaliesQuerySchema, anomaliesResponseSchema } from '@tranche/contracts/anomalies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import { anomalies } from './anomalies.service';
import { anomaliesExample } from './anomalies-example';

/**
 * Spec §2 Detect: what is out of pattern in the caller's revenue, payments and bank. Client
 * companies only, behind the review gate like the other analytics; `id_client` must be the
 * caller's company.
 */
export const anomaliesRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const guarded = { onRequest: app.requireUser, preHandler: requireApprovedAccount(container) };

  app.get(
    '/analytics/anomalies',
    {
      ...guarded,
      schema: {
        tags: ['analytics'],
        summary: 'Anomalies in revenue, payments and bank transactions over a range of days, newest first',
        description:
          'Default: the current month and the five before it, EUR. Revenue: MRR movements per month scored against the ' +
          'company’s own months (robust z ≥ 3.5 on the share of starting MRR, seasonally decomposed from 30 months on). ' +
          'Payments: spikes of failed attempts and unpaid invoices, large customers paying more than 14 days late. Bank: ' +
          'unusual amounts per counterparty or category, large first payments to new payees, duplicates within 2 days, ' +
          'missing monthly payments. Each finding carries a reason code with its numbers and the rows behind it.',
        querystring: anomaliesQuerySchema,
        response: { 200: anomaliesResponseSchema.meta({ example: anomaliesExample }) },
      },
    },
    async (request) => ({
      data: await anomalies(container, await loadAccountCaller(container, request, 'CLIENT'), request.query),
    }),
  );
};
