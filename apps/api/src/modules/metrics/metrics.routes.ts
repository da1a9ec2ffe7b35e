import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';

/** GET /api/metrics in Prometheus' text format. */
export const metricsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const { registry } = container.metrics;
  app.get(
    '/metrics',
    { schema: { tags: ['system'], hide: true }, config: { rateLimit: false } },
    async (_request, reply) => {
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
