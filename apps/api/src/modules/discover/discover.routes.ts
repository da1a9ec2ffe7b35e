import {
  categorizationPivotQuerySchema,
  categorizationPivotResponseSchema,
  categorizationQuerySchema,
  categorizationResponseSchema,
  paymentGridQuerySchema,
  paymentGridResponseSchema,
  pnlQuerySchema,
  pnlResponseSchema,
} from '@tranche/contracts/discover';
import type { CategoryLevel } from '@tranche/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import { categorization, categorizationPivot, paymentGrid, profitAndLoss } from './discover.service';

const tags = ['discover'];

const range = (query: { date_from?: string | undefined; date_to?: string | undefined }) => ({
  ...(query.date_from ? { dateFrom: query.date_from } : {}),
  ...(query.date_to ? { dateTo: query.date_to } : {}),
});

/**
 * Spec §2 Discover: categorised bank transactions, their pivot by month, profit and loss and the
 * payments grid of the caller's company. Money in integer minor units of `currency`, each amount
 * converted at the ECB rate of its day. Client companies only.
 */
export const discoverRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'CLIENT')).account.id;
  // Discover is analytics: behind the review gate like Observe (spec §1, §6).
  const guarded = { onRequest: app.requireUser, preHandler: requireApprovedAccount(container) };
  const { db } = container.database;

  app.get(
    '/portfolio/client/nordigen-categorization',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Money in and out per category of the taxonomy (level 1, 2 or 3) over a range of days',
        description:
          'Default: the 90 days up to today, level 3, EUR. Sorted by |net| descending; transfers between own accounts (transfers.own_accounts…) are listed like the others.',
        querystring: categorizationQuerySchema,
        response: { 200: categorizationResponseSchema },
      },
    },
    async (request) => {
      const { currency, level } = request.query;
      return {
        data: await categorization(db, await client(request), {
          currency,
          level: level as CategoryLevel,
          ...range(request.query),
        }),
      };
    },
  );

  app.get(
    '/portfolio/client/nordigen-categorization/pivot',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Net money per category and month',
        description: 'Default: level 1, EUR, the month of date_to (default today) and the five before it.',
        querystring: categorizationPivotQuerySchema,
        response: { 200: categorizationPivotResponseSchema },
      },
    },
    async (request) => {
      const { currency, level } = request.query;
      return {
        data: await categorizationPivot(db, await client(request), {
          currency,
          level: level as CategoryLevel,
          ...range(request.query),
        }),
      };
    },
  );

  app.get(
    '/portfolio/client/pnl',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Profit and loss per month, quarter or year, from the accounting tool or else the bank',
        description:
          'Default: the last 12 full months by month, EUR. Lines: revenue, payroll, operating_costs, operating_result, financing (interest), taxes, net_result.',
        querystring: pnlQuerySchema,
        response: { 200: pnlResponseSchema },
      },
    },
    async (request) => {
      const { currency, view } = request.query;
      return {
        data: await profitAndLoss(db, await client(request), { currency, view, ...range(request.query) }),
      };
    },
  );

  app.get(
    '/portfolio/client/payment-grid',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Expected against received subscription payments per customer and month',
        description: 'The current month and the forPastMonths − 1 before it (default 6), EUR by default.',
        querystring: paymentGridQuerySchema,
        response: { 200: paymentGridResponseSchema },
      },
    },
    async (request) => ({ data: await paymentGrid(db, await client(request), request.query) }),
  );
};
