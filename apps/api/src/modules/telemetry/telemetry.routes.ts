import { trackEventsBodySchema } from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { recordEvents } from './telemetry.service';

const TELEMETRY_BODY_LIMIT = 256 * 1024;

export const telemetryRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  app.post(
    '/events',
    {
      // A batch of 50 events with long paths and properties; the server default (64 KB) is too small.
      bodyLimit: TELEMETRY_BODY_LIMIT,
      schema: {
        tags: ['telemetry'],
        summary: 'Report page views and application events (with the bearer id token when signed in)',
        body: trackEventsBodySchema,
        response: { 202: z.object({ data: z.object({ accepted: z.number() }) }) },
      },
      // Signed in: the events are stored with the user and company. Before sign-in, or with a token
      // that fails verification, they are stored anonymously: a forged token names nobody.
      onRequest: app.identifyUser,
    },
    async (request, reply) => {
      await recordEvents(container, request.body.events, request.user?.sub ?? null);
      return reply.status(202).send({ data: { accepted: request.body.events.length } });
    },
  );
};
