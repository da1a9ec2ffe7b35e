import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const tracer = trace.getTracer('@tranche/api');

/**
 * One server span per HTTP request, continuing a caller's `traceparent`, named by its route
 * pattern (never by ids in the path) and carrying the request id that is also in every log line
 * and in the `x-request-id` response header. Database statements and services run inside it.
 */
export function traceRequests(app: FastifyInstance): void {
  const active = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0] ?? '/',
          'tranche.request_id': request.id,
        },
      },
      parent,
    );
    const spanContext = trace.setSpan(parent, span);
    active.set(request, { span, context: spanContext });
    // The rest of the request's hooks start inside the span's context…
    context.with(spanContext, done);
  });
  // …and again right before the handler: reading a body resumes in the socket's own context.
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = active.get(request);
    if (entry) context.with(entry.context, done);
    else done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    active.get(request)?.span.recordException(error);
    done();
  });
  const end = (request: FastifyRequest, status: number | null) => {
    const entry = active.get(request);
    if (!entry) return;
    active.delete(request);
    const route = request.routeOptions.url;
    if (route) {
      entry.span.updateName(`${request.method} ${route}`);
      entry.span.setAttribute('http.route', route);
    }
    if (status === null)
      entry.span.setStatus({ code: SpanStatusCode.ERROR, message: 'client closed the request' });
    else {
      entry.span.setAttribute('http.response.status_code', status);
      if (status >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
    }
    entry.span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request, null);
    done();
  });
}
