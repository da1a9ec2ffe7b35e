import {
  invoiceCountResponseSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  invoicePdfParamsSchema,
  invoicePdfQuerySchema,
} from '@tranche/contracts';
import type { IntegrationType } from '@tranche/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { loadAccountCaller } from '../accounts/account-context';
import { invoiceCount, invoicePdf, invoicesOf } from './invoices.service';

const tags = ['invoices'];
const statusFilter = invoiceListQuerySchema.pick({ 'where[status]': true });

/** Spec §7 Invoices: a client's invoices synced from one billing provider, and their PDFs. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'CLIENT')).account.id;
  const guarded = { onRequest: app.requireUser };

  app.get(
    '/client-invoices/:provider',
    {
      ...guarded,
      schema: {
        tags,
        summary: "The company's invoices from a provider, newest first (page, size, where[status])",
        params: invoiceParamsSchema,
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListResponseSchema },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const status = request.query['where[status]'];
      return {
        data: await invoicesOf(container, await client(request), request.params.provider, {
          page,
          size,
          ...(status ? { status } : {}),
        }),
      };
    },
  );

  app.get(
    '/client-invoices/:provider/count',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'How many invoices the list has with the same filter',
        params: invoiceParamsSchema,
        querystring: statusFilter,
        response: { 200: invoiceCountResponseSchema },
      },
    },
    async (request) => ({
      data: {
        count: await invoiceCount(
          container,
          await client(request),
          request.params.provider,
          request.query['where[status]'],
        ),
      },
    }),
  );

  app.get(
    '/client-invoices/:provider/:id/pdf',
    {
      ...guarded,
      schema: {
        tags,
        summary: "An invoice's PDF from its provider, to preview (inline) or download (?download=true)",
        params: invoicePdfParamsSchema,
        querystring: invoicePdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await invoicePdf(
        container,
        await client(request),
        request.params.provider as IntegrationType,
        request.params.id,
      );
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
};
