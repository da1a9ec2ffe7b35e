import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';

export interface TracingConfig {
  /** OTLP/HTTP base address of a collector; unset leaves tracing off. */
  endpoint?: string;
  /** Share of new traces kept (spec §9: 0.1); a caller's sampled parent is always followed. */
  sampleRatio: number;
  serviceName: string;
}

export interface Tracing {
  enabled: boolean;
  /** Sends the spans still buffered (tests; graceful shutdown does it too). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const off: Tracing = { enabled: false, flush: async () => undefined, shutdown: async () => undefined };

/**
 * The sampler of spec §9: a new trace is kept with probability `ratio` (decided by its trace id,
 * so every process agrees), and a request arriving with a `traceparent` keeps its caller's choice.
 */
export function traceSampler(ratio: number) {
  return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
}

/**
 * Starts exporting traces of HTTP requests, database statements and jobs to an OpenTelemetry
 * collector by OTLP/HTTP. Off without an endpoint: the global tracer then stays the API's no-op.
 */
export function startTracing(config: TracingConfig): Tracing {
  if (!config.endpoint) return off;
  const exporter = new OTLPTraceExporter({ url: new URL('v1/traces', withSlash(config.endpoint)).href });
  const provider = new TracerProvider({
    sampler: traceSampler(config.sampleRatio),
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    enabled: true,
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

function withSlash(endpoint: string): string {
  return endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
}

/** Log lines written inside a sampled span carry its ids, so a log search leads to the trace. */
export function traceLogFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  // Bit 0 of the trace flags: sampled. An unsampled id leads nowhere.
  return traceFlags & 1 ? { trace_id: traceId, span_id: spanId } : {};
}
