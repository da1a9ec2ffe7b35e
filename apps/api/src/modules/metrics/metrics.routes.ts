import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { unauthorized } from '../../lib/app-error';
import { hasMetricsToken } from './metrics-token';

export const METRICS_TOKEN_MESSAGE = 'Metrics need the metrics bearer token.';

/**
 * GET /api/metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN. Without a
 * configured token the route is not registered at all (404), so metrics never leak by default.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const token = container.env.METRICS_TOKEN;
  if (!token) return;
  const { registry } = container.metrics;
  app.get(
    '/metrics',
    {
      schema: { tags: ['system'], hide: true },
      config: { rateLimit: false },
      // Checked before anything else runs for this request: a caller without the token learns nothing.
      onRequest: async (request) => {
        if (!hasMetricsToken(request.headers.authorization, token)) throw unauthorized(METRICS_TOKEN_MESSAGE);
      },
    },
    async (_request, reply) => {
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
