import {
  analyticsCurrentQuerySchema,
  analyticsCurrentResponseSchema,
  analyticsFileQuerySchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  analyticsTradableQuerySchema,
  analyticsTradableResponseSchema,
  kpiDefinitionsResponseSchema,
} from '@tranche/contracts';
import { forecastingQuerySchema, forecastingResponseSchema } from '@tranche/contracts/forecasting';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { unauthorized } from '../../lib/app-error';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import {
  analyticsExample,
  currentExample,
  definitionsExample,
  forecastingExample,
  tradableExample,
} from './analytics-examples';
import { analyticsCsv, exportFileName } from './analytics-export';
import {
  analyticsSeries,
  currentKpis,
  kpiDefinitions,
  tradableSubscriptions,
} from './analytics-request.service';
import { forecasting } from './forecasting.service';
import { redactedRequest } from './redact-token';

/**
 * Spec §7 Analytics: a client's own KPIs (investors and operators are refused: analytics are the
 * company's), behind the review gate. `id_client` and `{id}` must be the caller's company.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const gate = requireApprovedAccount(container);

  app.get(
    '/analytics',
    {
      onRequest: app.requireUser,
      preHandler: gate,
      schema: {
        tags: ['analytics'],
        summary:
          'KPI series of the caller’s company per day, week, month or quarter (default: the last year by month)',
        description:
          'Stocks (MRR, ARR, QRR, customers…) as of each period’s last day, flows (movements, churn) over it. ' +
          'Money in integer minor units of `currency` (default: the company’s currency), converted at the ECB rate of each day.',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema.meta({ example: analyticsExample }) },
      },
    },
    async (request) => ({
      data: await analyticsSeries(
        container,
        await loadAccountCaller(container, request, 'CLIENT'),
        request.query,
      ),
    }),
  );

  app.get(
    '/analytics/current',
    {
      onRequest: app.requireUser,
      preHandler: gate,
      schema: {
        tags: ['analytics'],
        summary: 'The KPIs today and at each given timestamp (each a one-day period)',
        querystring: analyticsCurrentQuerySchema,
        response: { 200: analyticsCurrentResponseSchema.meta({ example: currentExample }) },
      },
    },
    async (request) => ({
      data: await currentKpis(
        container,
        await loadAccountCaller(container, request, 'CLIENT'),
        request.query,
      ),
    }),
  );

  app.get(
    '/analytics/forecasting',
    {
      onRequest: app.requireUser,
      preHandler: gate,
      schema: {
        tags: ['analytics'],
        summary:
          'MRR, customers, money collected and cash forecast 3, 6 or 12 months ahead, with 80 % and 95 % intervals',
        description:
          'Learnt from the whole months of the chosen history (default: the last two years). Each series names its ' +
          'method (chosen per series: exponential smoothing, Theta, seasonal naive or their combination) and its backtest on that ' +
          'history; `short` when fewer than `minimumMonths` months are there. Collections and cash need a bank ' +
          'connection. `contracted`: MRR committed by end dates and paid terms, per forecast period.',
        querystring: forecastingQuerySchema,
        response: { 200: forecastingResponseSchema.meta({ example: forecastingExample }) },
      },
    },
    async (request) => ({
      data: await forecasting(
        container,
        await loadAccountCaller(container, request, 'CLIENT'),
        request.query,
      ),
    }),
  );

  app.get(
    '/analytics/definitions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['analytics'],
        summary: 'Every KPI’s unit, nature and definition in English and German',
        response: { 200: kpiDefinitionsResponseSchema.meta({ example: definitionsExample }) },
      },
    },
    async () => ({ data: kpiDefinitions() }),
  );

  app.get(
    '/analytics/:id/tradable',
    {
      onRequest: app.requireUser,
      preHandler: gate,
      schema: {
        tags: ['analytics'],
        summary:
          'Tradable subscriptions and their MRR at each timestamp, for contracts of trade_length months',
        params: z.object({ id: z.uuid() }),
        querystring: analyticsTradableQuerySchema,
        response: { 200: analyticsTradableResponseSchema.meta({ example: tradableExample }) },
      },
    },
    async (request) => ({
      data: await tradableSubscriptions(
        container,
        await loadAccountCaller(container, request, 'CLIENT'),
        request.params.id,
        request.query,
      ),
    }),
  );

  /** A download link cannot carry a header: this route alone also reads the id token from `jwt`. */
  async function userFromHeaderOrJwt(request: FastifyRequest) {
    if (request.headers.authorization) return app.requireUser(request);
    const token = (request.query as { jwt?: unknown }).jwt;
    const user =
      typeof token === 'string' && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)
        ? await container.identity.verifier.authenticate(token)
        : null;
    if (!user) throw unauthorized();
    request.user = user;
  }

  app.get(
    '/analytics/file',
    {
      onRequest: userFromHeaderOrJwt,
      preHandler: gate,
      // The token in the query string never reaches a log line.
      logSerializers: { req: redactedRequest },
      schema: {
        tags: ['analytics'],
        summary: 'The KPI series as a CSV file (exporting=data); the id token may be sent as `jwt`',
        querystring: analyticsFileQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({
            description:
              'CSV, UTF-8 with BOM, one row per period; cells that could run as formulas are neutralised',
            example: 'start,end,currency,mrr,arr\r\n2026-01-01,2026-01-31,EUR,18500.00,222000.00\r\n',
          }),
        },
      },
    },
    async (request, reply) => {
      const { jwt: _token, exporting: _what, filename, ...query } = request.query;
      const caller = await loadAccountCaller(container, request, 'CLIENT');
      const series = await analyticsSeries(container, caller, query);
      const name = exportFileName(filename, `analytics-${series.start}-${series.end}`);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(analyticsCsv(series));
    },
  );
};
