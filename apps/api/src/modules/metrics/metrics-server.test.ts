import { Counter, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsServer, startMetricsServer } from './metrics-server';

describe('the loopback metrics listener (METRICS_PORT)', () => {
  let server: MetricsServer;
  beforeAll(async () => {
    const registry = new Registry();
    new Counter({ name: 'tranche_test_total', help: 'a test counter', registers: [registry] }).inc(3);
    server = await startMetricsServer(registry, 0);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves GET /metrics without a token on 127.0.0.1', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('tranche_test_total 3');
  });

  it('serves nothing else', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('listens on the loopback address only', () => {
    expect(server.address).toBe('127.0.0.1');
  });
});
