import { trackEventsBodySchema } from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { recordEvents } from './telemetry.service';

export const telemetryRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  app.post(
    '/events',
    {
      schema: {
        tags: ['telemetry'],
        summary: 'Report page views and application events',
        body: trackEventsBodySchema,
        response: { 202: z.object({ data: z.object({ accepted: z.number() }) }) },
      },
    },
    async (request, reply) => {
      await recordEvents(container, request.body.events, null);
      return reply.status(202).send({ data: { accepted: request.body.events.length } });
    },
  );
};
