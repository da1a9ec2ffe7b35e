import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';

const healthSchema = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'down']),
    databaseKind: z.string(),
  }),
});

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const database = await container.database.ping().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      const status = database === 'ok' ? 'ok' : 'degraded';
      return reply
        .status(database === 'ok' ? 200 : 503)
        .send({ data: { status, database, databaseKind: container.database.kind } });
    },
  );
};
