import { currencyExchangeResponseSchema } from '@tranche/contracts';
import { isoDateOf } from '@tranche/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { currencyExchangeOn } from './exchange-rates.service';

/** Spec §7 currency-exchange: the ECB reference rates every conversion of a day uses. */
export const currencyExchangeRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  app.get(
    '/currency-exchange',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['analytics'],
        summary: 'ECB reference rates (units per 1 EUR) used for a day: the last published on or before it',
        querystring: z.object({
          date: z.iso
            .date()
            .optional()
            .meta({ description: 'yyyy-mm-dd; today when left out', example: '2026-04-12' }),
        }),
        response: {
          200: currencyExchangeResponseSchema.meta({
            example: {
              data: {
                base: 'EUR',
                date: '2026-04-12',
                publishedOn: '2026-04-10',
                rates: { EUR: 1, USD: 1.1711, GBP: 0.87105, CZK: 24.365, PLN: 4.2435 },
              },
            },
          }),
        },
      },
    },
    async (request) => ({
      data: await currencyExchangeOn(container.database.db, request.query.date ?? isoDateOf(new Date())),
    }),
  );
};
