import { integrationResponseSchema } from '@tranche/contracts';
import {
  bankBalancesSchema,
  bankListResponseSchema,
  cashflowMonthSchema,
  linkedBankAccountSchema,
} from '@tranche/contracts/banking';
import {
  bankTransactionCountResponseSchema,
  bankTransactionFiltersSchema,
  bankTransactionsQuerySchema,
  bankTransactionsResponseSchema,
} from '@tranche/contracts/discover';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { loadAccountCaller } from '../accounts/account-context';
import { requestSync } from '../integrations/integrations.service';
import {
  bankFlowsByMonth,
  countTransactions,
  linkedAccountsOf,
  type TransactionFilters,
  transactionsOf,
} from './bank.repo';
import { banksOf, consentFailed, consentPassed, reconnectBank } from './bank-connect.service';
import { categoryRulesRoutes } from './category-rules.routes';

const tags = ['bank'];
const idParams = z.object({ id: z.uuid() });

/** The filters of the transaction list and count, as the repository reads them. */
function filtersOf(query: z.infer<typeof bankTransactionFiltersSchema>): TransactionFilters {
  const { id_nordigen, category, date_from, date_to, search } = query;
  return {
    ...(id_nordigen ? { linkedAccountId: id_nordigen } : {}),
    ...(category ? { category } : {}),
    ...(date_from ? { dateFrom: date_from } : {}),
    ...(date_to ? { dateTo: date_to } : {}),
    ...(search ? { search } : {}),
  };
}

/**
 * Spec §7 bank connection and bank views: the banks of a country, the consent's return, reconnect,
 * and the company's bank accounts, balances, transactions and cash flow; corrections of categories
 * and company rules in category-rules.routes. Client companies only.
 */
export const bankRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  await app.register(categoryRulesRoutes, { container });
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'CLIENT')).account.id;
  const guarded = { onRequest: app.requireUser };

  app.get(
    '/nordigen/banks/:country',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The banks of a country that can be connected',
        params: z.object({ country: z.string().max(3) }),
        response: { 200: bankListResponseSchema },
      },
    },
    async (request) => {
      await client(request);
      return { data: await banksOf(container, request.params.country) };
    },
  );

  app.patch(
    '/nordigen/requisitionPassed/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Back from the bank: the consent is checked and the first sync starts',
        params: idParams,
        response: { 200: integrationResponseSchema },
      },
    },
    async (request) => ({ data: await consentPassed(container, await client(request), request.params.id) }),
  );

  app.patch(
    '/nordigen/requisitionFailed/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The bank consent was refused or failed',
        params: idParams,
        response: { 200: integrationResponseSchema },
      },
    },
    async (request) => ({ data: await consentFailed(container, await client(request), request.params.id) }),
  );

  app.post(
    '/integrations/nordigen/reconnect',
    {
      ...guarded,
      schema: {
        tags,
        summary: "A new consent at the same bank (an expired one); the answer carries the bank's page",
        body: z.strictObject({ integrationId: z.uuid() }),
        response: { 200: integrationResponseSchema },
      },
    },
    async (request) => ({
      data: await reconnectBank(container, await client(request), request.body.integrationId),
    }),
  );

  app.get(
    '/bank',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The bank accounts shared through open banking, with their balances',
        response: { 200: z.object({ data: z.array(linkedBankAccountSchema) }) },
      },
    },
    async (request) => ({ data: await linkedAccountsOf(container.database.db, await client(request)) }),
  );

  app.get(
    '/bank/balances',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Cash: the sum of the balances per currency, and each account’s',
        response: {
          200: z.object({ data: bankBalancesSchema }),
        },
      },
    },
    async (request) => {
      const accounts = await linkedAccountsOf(container.database.db, await client(request));
      const totals = new Map<string, number>();
      for (const account of accounts)
        totals.set(account.currency, (totals.get(account.currency) ?? 0) + (account.balanceMinor ?? 0));
      return {
        data: {
          totals: [...totals].map(([currency, balanceMinor]) => ({ currency, balanceMinor })),
          accounts,
        },
      };
    },
  );

  app.get(
    '/bank/transactions',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Booked bank transactions, newest first: of all accounts or one (id_nordigen), of a category (any level), dates and text',
        querystring: bankTransactionsQuerySchema,
        response: { 200: bankTransactionsResponseSchema },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return {
        data: await transactionsOf(container.database.db, await client(request), {
          ...filtersOf(request.query),
          page,
          size,
        }),
      };
    },
  );

  app.get(
    '/bank/transactions/count',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'How many bank transactions the same filters as the list leave (for paging)',
        querystring: bankTransactionFiltersSchema,
        response: { 200: bankTransactionCountResponseSchema },
      },
    },
    async (request) => ({
      data: {
        count: await countTransactions(
          container.database.db,
          await client(request),
          filtersOf(request.query),
        ),
      },
    }),
  );

  app.get(
    '/bank/cashflow',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Money in and out of the bank accounts per month and currency',
        response: {
          200: z.object({ data: z.array(cashflowMonthSchema) }),
        },
      },
    },
    async (request) => ({ data: await bankFlowsByMonth(container.database.db, await client(request)) }),
  );

  app.post(
    '/transactions/sync',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Starts a sync of the company's bank connections",
        response: { 202: z.unknown() },
      },
    },
    async (request, reply) => {
      const data = await requestSync(container, await client(request), { category: 'banking' });
      return reply.code(202).send({ data });
    },
  );
};
