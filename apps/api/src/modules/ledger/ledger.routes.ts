import {
  createDepositBodySchema,
  depositListResponseSchema,
  depositResponseSchema,
  idParamsSchema,
  investorBalancesResponseSchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { loadAccountCaller } from '../accounts/account-context';
import { investorBalances, investorDeposits, recordDeposit } from './ledger.service';

/** The investor's money (balances and deposits, from the ledger) and the operator's deposit booking. */
export const ledgerRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  app.get(
    '/investor/balances',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['ledger'],
        summary: "The investor's balance list per currency: available, reserved by bids, still to be repaid",
        response: { 200: investorBalancesResponseSchema },
      },
    },
    async (request) => {
      const { account } = await loadAccountCaller(container, request, 'INVESTOR');
      return { data: await investorBalances(container, account.id) };
    },
  );

  app.get(
    '/investor/deposits',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['ledger'],
        summary: "The investor's deposits, newest first",
        response: { 200: depositListResponseSchema },
      },
    },
    async (request) => {
      const { account } = await loadAccountCaller(container, request, 'INVESTOR');
      return { data: await investorDeposits(container, account.id) };
    },
  );

  app.post(
    '/admin/investors/:id/deposits',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Records money an investor sent to Tranche's bank (once per bank reference)",
        params: idParamsSchema,
        body: createDepositBodySchema,
        response: { 201: depositResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await recordDeposit(container, request.params.id, request.body, currentUser(request).sub);
      return reply.code(201).send({ data });
    },
  );
};
