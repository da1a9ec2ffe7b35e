import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** The address actually bound: always 127.0.0.1. */
  address: string;
  port: number;
  close(): Promise<void>;
}

/**
 * A second listener for Prometheus on the loopback interface only: GET /metrics without a token,
 * since only processes on the same host (a local Prometheus or an agent) can reach it.
 */
export async function startMetricsServer(registry: Registry, port: number): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = server.address() as AddressInfo;
  return {
    address: bound.address,
    port: bound.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
