import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type pg from 'pg';

// The global tracer: a no-op until the API process starts tracing (OTEL_EXPORTER_OTLP_ENDPOINT).
const tracer = trace.getTracer('@tranche/db');

/** Statement texts in spans are cut here: a bulk insert's text can run to megabytes. */
const MAX_TEXT = 2_000;

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Runs one statement inside a client span — only when a sampled request or job is the parent, so
 * the job queue's own polling never starts traces of its own. Only the parameterised text is
 * recorded, never the values (they carry customers' names and amounts).
 */
export function tracedStatement<T>(
  system: 'postgresql' | 'pglite',
  text: string,
  run: () => Promise<T>,
): Promise<T> {
  if (!trace.getActiveSpan()?.isRecording()) return run();
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  return tracer.startActiveSpan(
    `db ${operation}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': system === 'pglite' ? 'postgresql' : system,
        'db.operation.name': operation,
        'db.query.text': text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text,
        ...(system === 'pglite' ? { 'tranche.db.embedded': true } : {}),
      },
    },
    (span) => endSpanAfter(span, run),
  );
}

/** Runs `run` and ends `span` after it, recording a failure on the span (statements' spans, jobs' spans). */
export async function endSpanAfter<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Traces the statements sent through the pool and those of a transaction's own connection (both
 * awaited). The callback form is the pool handing a statement to one of its connections, already
 * traced one level up; streams (COPY) pass through too.
 */
export function tracePostgresQueries(target: pg.Pool | pg.PoolClient): void {
  const plain = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const [config] = args;
    const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    if (submittable || args.some((arg) => typeof arg === 'function')) return plain(...args);
    return tracedStatement('postgresql', statementText(config), () => plain(...args) as Promise<unknown>);
  };
}

type Statements = Pick<PGlite | Transaction, 'query' | 'exec'>;

function traceStatements(target: Statements): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((...args: Parameters<PGlite['query']>) =>
    tracedStatement('pglite', args[0], () => query(...args))) as PGlite['query'];
  target.exec = (...args: Parameters<PGlite['exec']>) =>
    tracedStatement('pglite', args[0], () => exec(...args));
}

/** The embedded database's statements, including those a transaction runs on its own handle. */
export function tracePglite(client: PGlite): void {
  traceStatements(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      traceStatements(tx);
      return callback(tx);
    })) as PGlite['transaction'];
}
