import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  appEvents: Counter<'name'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
}

/** One Prometheus registry per process, exposed at /api/metrics. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tranche_' });
  return {
    registry,
    appEvents: new Counter({
      name: 'tranche_app_events_total',
      help: 'Page views and application events reported by the web app, by name',
      labelNames: ['name'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'tranche_http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
}

export function instrumentRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
