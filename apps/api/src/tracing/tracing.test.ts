import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { sendMailJob } from '../jobs/send-mail.job';
import { type Actor, createCompanyActor } from '../test/actors';
import { readLatestMail } from '../test/read-mail';
import { createTestApp, type TestApp } from '../test/test-app';
import { startTracing, traceLogFields, traceSampler } from './tracing';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** A stand-in OpenTelemetry collector: keeps every span posted to /v1/traces (OTLP/HTTP JSON). */
function startCollector() {
  const spans: OtlpSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value && Object.values(value)[0];
};

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  const collector = startCollector();
  let t: TestApp;
  let client: Actor;

  beforeAll(async () => {
    await new Promise<void>((resolve) => collector.server.listen(0, '127.0.0.1', resolve));
    const { port } = collector.server.address() as AddressInfo;
    t = await createTestApp({
      listen: true,
      // Every trace kept, so the test sees each one; the default ratio is checked below.
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_TRACES_SAMPLER_ARG: '1' },
    });
    client = await createCompanyActor(t, 'client', { companyName: 'Traced GmbH' });
  });
  afterAll(async () => {
    await t.close();
    collector.server.close();
  });

  const spansOf = async (traceId: string) => {
    await t.container.tracing.flush();
    return collector.spans.filter((span) => span.traceId === traceId);
  };

  it('traces a request by its route pattern, with its request id and the statements it ran', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${client.idToken}`, 'x-request-id': 'trace-me-1' },
    });
    expect(response.statusCode).toBe(200);
    await t.container.tracing.flush();
    const server = collector.spans.find((span) => attribute(span, 'tranche.request_id') === 'trace-me-1');
    expect(server?.name).toBe('GET /api/user');
    expect(attribute(server as OtlpSpan, 'http.route')).toBe('/api/user');
    expect(Number(attribute(server as OtlpSpan, 'http.response.status_code'))).toBe(200);
    const statements = (await spansOf(server?.traceId ?? '')).filter((span) => span.name.startsWith('db '));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((span) => span.parentSpanId === server?.spanId)).toBe(true);
    expect(attribute(statements[0] as OtlpSpan, 'db.query.text')).toMatch(/select/i);
  });

  it("continues a caller's trace and keeps statements inside it after a JSON body was read", async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: {
        authorization: `Bearer ${client.idToken}`,
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
      payload: { firstName: 'Tracy' },
    });
    expect(response.statusCode).toBe(200);
    const spans = await spansOf(traceId);
    const server = spans.find((span) => span.name === 'PATCH /api/user');
    expect(server).toBeDefined();
    expect(spans.some((span) => span.name === 'db UPDATE' && span.parentSpanId === server?.spanId)).toBe(
      true,
    );
  });

  it('traces a job in a trace of its own', async () => {
    await t.container.jobs.send(sendMailJob, { to: 'traced@example.com', subject: 'Traced', text: 'Hello' });
    expect((await readLatestMail(t.dataDir, 'traced@example.com')).subject).toBe('Traced');
    await expect
      .poll(async () => {
        await t.container.tracing.flush();
        return collector.spans.find((span) => span.name === `job ${sendMailJob.name}`);
      })
      .toBeDefined();
  });

  it('puts the trace and span id of a sampled span into log lines', () => {
    trace.getTracer('test').startActiveSpan('logged', (span) => {
      expect(traceLogFields()).toEqual({
        trace_id: span.spanContext().traceId,
        span_id: span.spanContext().spanId,
      });
      span.end();
    });
    expect(traceLogFields()).toEqual({});
  });
});

describe('trace sampling (spec §9: 0.1)', () => {
  it('defaults to 0.1 and keeps about a tenth of new traces', async () => {
    expect(loadEnv({ NODE_ENV: 'test' }).OTEL_TRACES_SAMPLER_ARG).toBe(0.1);
    const sampler = traceSampler(0.1);
    const kept = Array.from({ length: 20_000 }, () =>
      sampler.shouldSample(ROOT_CONTEXT, randomBytes(16).toString('hex'), 'GET /', SpanKind.SERVER, {}, []),
    ).filter((result) => result.decision === SamplingDecision.RECORD_AND_SAMPLED).length;
    // 20,000 draws at 0.1: the standard deviation is about 0.002, so ±0.015 is over seven of them.
    expect(kept / 20_000).toBeGreaterThan(0.085);
    expect(kept / 20_000).toBeLessThan(0.115);
  });

  it("follows a caller's decision whatever the ratio", () => {
    const sampler = traceSampler(0.1);
    const parent = trace.setSpanContext(context.active(), {
      traceId: randomBytes(16).toString('hex'),
      spanId: randomBytes(8).toString('hex'),
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    });
    for (let i = 0; i < 50; i++) {
      const id = randomBytes(16).toString('hex');
      expect(sampler.shouldSample(parent, id, 'GET /', SpanKind.SERVER, {}, []).decision).toBe(
        SamplingDecision.RECORD_AND_SAMPLED,
      );
    }
  });

  it('is off without an endpoint', async () => {
    expect(startTracing({ sampleRatio: 0.1, serviceName: 'x' }).enabled).toBe(false);
  });
});
