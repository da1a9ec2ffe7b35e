import {
  ASSET_STATUSES,
  assetListResponseSchema,
  assetPaymentListResponseSchema,
  assetPaymentResponseSchema,
  assetPaymentStatusSchema,
  assetPickBodySchema,
  assetPickResponseSchema,
  assetQuerySchema,
  assetQuoteBodySchema,
  assetQuoteResponseSchema,
  assetResponseSchema,
  clientPayoutResponseSchema,
  countResponseSchema,
  createAssetBodySchema,
  createOrderBodySchema,
  currencySchema,
  idParamsSchema,
  investorAssetListResponseSchema,
  ORDER_STATUSES,
  orderListResponseSchema,
  orderResponseSchema,
  payoutsAmountQuerySchema,
  payoutsAmountResponseSchema,
  portfolioQuerySchema,
  portfolioResponseSchema,
  tradeRefusalResponseSchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { loadAccountCaller, requireApprovedAccount } from '../accounts/account-context';
import {
  clientAsset,
  clientAssets,
  createAsset,
  marketAssets,
  openAssetCount,
  TradeRefusal,
  withdrawAsset,
} from './assets.service';
import { approveOrder, cancelOrder, clientOrders, investorOrders, placeOrder } from './orders.service';
import {
  clientAssetPaymentCount,
  clientAssetPayments,
  clientPayouts,
  payoutsAmount,
} from './payouts.service';
import { investorPortfolio } from './portfolio.service';
import { confirmTransfer } from './repayments.service';
import { pickForAmount, quoteAsset } from './trading-quote.service';

const page = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
const direction = z.enum(['asc', 'desc']);
const paymentFilter = {
  'where[paymentStatus]': assetPaymentStatusSchema.optional(),
  'where[id_asset]': z.uuid().optional(),
  'where[id_order]': z.uuid().optional(),
  'where[overdue]': z.enum(['true', 'false']).optional(),
};
const paymentFilterOf = (q: {
  'where[paymentStatus]'?: string;
  'where[id_asset]'?: string;
  'where[id_order]'?: string;
  'where[overdue]'?: string;
}) => ({
  paymentStatus: q['where[paymentStatus]'],
  assetId: q['where[id_asset]'],
  orderId: q['where[id_order]'],
  overdue: q['where[overdue]'] === undefined ? undefined : q['where[overdue]'] === 'true',
});

/** Spec §7 Assets, Orders and asset payments. Clients and investors each see only their side. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const guarded = { onRequest: app.requireUser, preHandler: requireApprovedAccount(container) };
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'CLIENT')).account.id;
  const investor = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'INVESTOR')).account.id;

  app.get(
    '/assets',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        querystring: z.object({
          'where[status]': z.enum(ASSET_STATUSES).optional(),
          'where[currency]': currencySchema.optional(),
        }),
        response: { 200: assetListResponseSchema },
      },
    },
    async (request) => ({
      data: await clientAssets(container, await client(request), {
        status: request.query['where[status]'],
        currency: request.query['where[currency]'],
      }),
    }),
  );

  app.post(
    '/assets',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary: 'Bundles tradable subscriptions into an asset on the market (ASSET_ADD)',
        body: createAssetBodySchema,
        response: { 201: assetResponseSchema, 422: tradeRefusalResponseSchema },
      },
    },
    async (request, reply) => {
      const accountId = await client(request);
      try {
        return reply
          .code(201)
          .send({ data: await createAsset(container, accountId, request.body, currentUser(request).sub) });
      } catch (error) {
        if (!(error instanceof TradeRefusal)) throw error;
        return reply.code(422).send({
          errors: error.refusals.map((r) => ({
            code: r.reason as 'NOT_ALLOWED',
            message: r.message,
            subscriptionId: r.subscriptionId,
          })),
        });
      }
    },
  );

  app.post(
    '/assets/quote',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary:
          'What POST assets would decide for a selection, without doing it: face value, guide price, fee, payout, remaining limit and refusals',
        body: assetQuoteBodySchema,
        response: { 200: assetQuoteResponseSchema },
      },
    },
    async (request) => ({ data: await quoteAsset(container, await client(request), request.body) }),
  );

  app.post(
    '/assets/pick',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary:
          'Names a target price: the tradable subscriptions that reach it within the remaining limit (largest prices first, least overshoot), with their quote',
        body: assetPickBodySchema,
        response: { 200: assetPickResponseSchema },
      },
    },
    async (request) => ({ data: await pickForAmount(container, await client(request), request.body) }),
  );

  app.get(
    '/assets/clientPayout',
    { ...guarded, schema: { tags: ['marketplace'], response: { 200: clientPayoutResponseSchema } } },
    async (request) => ({ data: await clientPayouts(container, await client(request)) }),
  );

  app.get(
    '/assets/payouts-amount',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        querystring: payoutsAmountQuerySchema,
        response: { 200: payoutsAmountResponseSchema },
      },
    },
    async (request) => ({
      data: await payoutsAmount(container, await client(request), request.query.currency),
    }),
  );

  app.get(
    '/assets/countEnabledAssets',
    { ...guarded, schema: { tags: ['marketplace'], response: { 200: countResponseSchema } } },
    async (request) => ({ data: { count: await openAssetCount(container, await client(request)) } }),
  );

  app.get(
    '/assets/clientAssets',
    { ...guarded, schema: { tags: ['marketplace'], response: { 200: assetListResponseSchema } } },
    async (request) => ({ data: await clientAssets(container, await client(request), {}) }),
  );

  app.get(
    '/assets/clientActiveAssets',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary: "The client's assets on the market or sold and still being repaid",
        response: { 200: assetListResponseSchema },
      },
    },
    async (request) => ({ data: await clientAssets(container, await client(request), { active: true }) }),
  );

  app.delete(
    '/assets/:id',
    {
      ...guarded,
      schema: { tags: ['marketplace'], params: idParamsSchema, response: { 200: assetResponseSchema } },
    },
    async (request) => ({
      data: await withdrawAsset(container, await client(request), request.params.id, 'delete'),
    }),
  );

  app.get(
    '/investor/orders/investorOrders',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary: "The investor's accepted orders (its portfolio)",
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => ({
      data: await investorOrders(container, await investor(request), { status: 'ACCEPTED' }),
    }),
  );

  app.get(
    '/investor/portfolio',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary:
          "The investor's portfolio in one currency: invested, expected and received repayments, IRR (XIRR), concentration by company and grade",
        querystring: portfolioQuerySchema,
        response: { 200: portfolioResponseSchema },
      },
    },
    async (request) => ({
      data: await investorPortfolio(container, await investor(request), request.query.currency),
    }),
  );

  app.get(
    '/assets/:id',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        params: idParamsSchema,
        querystring: assetQuerySchema,
        response: { 200: assetResponseSchema },
      },
    },
    async (request) => ({
      data: await clientAsset(
        container,
        await client(request),
        request.params.id,
        request.query['include[orders]'] === 'true',
      ),
    }),
  );

  app.post(
    '/assets/:id/cancel',
    {
      ...guarded,
      schema: { tags: ['marketplace'], params: idParamsSchema, response: { 200: assetResponseSchema } },
    },
    async (request) => ({
      data: await withdrawAsset(container, await client(request), request.params.id, 'cancel'),
    }),
  );

  app.get(
    '/investor/assets',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        querystring: z.object({
          ...page,
          'where[currency]': currencySchema.optional(),
          'orderBy[0][createdAt]': direction.optional(),
          'orderBy[0][faceValue]': direction.optional(),
          'orderBy[0][guidePrice]': direction.optional(),
          'orderBy[0][contractLengthMonths]': direction.optional(),
          'orderBy[0][grade]': direction.optional(),
        }),
        response: { 200: investorAssetListResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const sorts = ['faceValue', 'guidePrice', 'contractLengthMonths', 'grade', 'createdAt'] as const;
      const sort = sorts.find((key) => q[`orderBy[0][${key}]`] !== undefined) ?? 'createdAt';
      return {
        data: await marketAssets(container, await investor(request), {
          currency: q['where[currency]'],
          sort,
          direction: q[`orderBy[0][${sort}]`] ?? 'desc',
          page: q.page,
          size: q.size,
        }),
      };
    },
  );

  app.post(
    '/investor/orders',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary: 'Bids on an asset (ORDER_ADD)',
        body: createOrderBodySchema,
        response: { 201: orderResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await placeOrder(container, await investor(request), request.body, currentUser(request).sub),
      }),
  );

  app.get(
    '/investor/orders',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        querystring: z.object({
          'where[status]': z.enum(ORDER_STATUSES).optional(),
          'where[asset][status]': z.enum(ASSET_STATUSES).optional(),
        }),
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => ({
      data: await investorOrders(container, await investor(request), {
        status: request.query['where[status]'],
        assetStatus: request.query['where[asset][status]'],
      }),
    }),
  );

  app.post(
    '/investor/orders/:id/cancel',
    {
      ...guarded,
      schema: { tags: ['marketplace'], params: idParamsSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => ({
      data: await cancelOrder(container, await investor(request), request.params.id, 'cancel'),
    }),
  );

  app.delete(
    '/orders/:id',
    {
      ...guarded,
      schema: { tags: ['marketplace'], params: idParamsSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => ({
      data: await cancelOrder(container, await investor(request), request.params.id, 'delete'),
    }),
  );

  app.get(
    '/orders',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        querystring: z.object({
          'where[accepted]': z.enum(['true', 'false']).optional(),
          'where[asset][status]': z.enum(ASSET_STATUSES).optional(),
        }),
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => ({
      data: await clientOrders(container, await client(request), {
        accepted:
          request.query['where[accepted]'] === undefined
            ? undefined
            : request.query['where[accepted]'] === 'true',
        assetStatus: request.query['where[asset][status]'],
      }),
    }),
  );

  app.post(
    '/orders/:id/approve',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary: 'Accepts a bid (ORDER_APPROVED)',
        params: idParamsSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({ data: await approveOrder(container, await client(request), request.params.id) }),
  );

  app.get(
    '/client/asset-payments',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        querystring: z.object({
          ...page,
          ...paymentFilter,
          'orderBy[0][id_order]': direction.optional(),
          'orderBy[0][rate]': direction.optional(),
          'orderBy[0][paymentDueDate]': direction.optional(),
        }),
        response: { 200: assetPaymentListResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const sorts = ['id_order', 'rate', 'paymentDueDate'] as const;
      const sort = sorts.find((key) => q[`orderBy[0][${key}]`] !== undefined) ?? 'paymentDueDate';
      return {
        data: await clientAssetPayments(container, await client(request), {
          ...paymentFilterOf(q),
          sort,
          direction: q[`orderBy[0][${sort}]`] ?? 'asc',
          page: q.page,
          size: q.size,
        }),
      };
    },
  );

  app.post(
    '/client/asset-payments/:id/confirm',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        summary:
          'The client announces its transfer of an instalment (PENDING until the repayment run records it)',
        params: idParamsSchema,
        response: { 200: assetPaymentResponseSchema },
      },
    },
    async (request) => ({
      data: await confirmTransfer(container, await client(request), request.params.id),
    }),
  );

  app.get(
    '/client/asset-payments/count',
    {
      ...guarded,
      schema: {
        tags: ['marketplace'],
        querystring: z.object(paymentFilter),
        response: { 200: countResponseSchema },
      },
    },
    async (request) => ({
      data: {
        count: await clientAssetPaymentCount(
          container,
          await client(request),
          paymentFilterOf(request.query),
        ),
      },
    }),
  );
};
