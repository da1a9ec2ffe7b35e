import { SpanKind, trace } from '@opentelemetry/api';
import { endSpanAfter } from '@tranche/db';

const tracer = trace.getTracer('@tranche/api');

/** Runs one job inside a span of its own trace (sampled like a new request), named by its queue. */
export function withJobSpan<T>(queue: string, jobId: string, run: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(
    `job ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      root: true,
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.destination.name': queue,
        'messaging.message.id': jobId,
      },
    },
    (span) => endSpanAfter(span, run),
  );
}
