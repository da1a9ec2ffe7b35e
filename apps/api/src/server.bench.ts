// Throughput and latency of the HTTP stack on this machine: a health check (one database round
// trip) and event ingestion (validation + insert), over real HTTP on loopback.
import { createTestApp } from './test/test-app';

const REQUESTS = 3000;
const CONCURRENCY = 32;

async function measure(label: string, send: () => Promise<Response>): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  console.log(
    `${label.padEnd(28)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(0.5)} ms   p99 ${pct(0.99)} ms`,
  );
}

const t = await createTestApp({ listen: true, runWorkers: false, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
try {
  console.log(`database: ${t.database.kind}; ${REQUESTS} requests, ${CONCURRENCY} at a time`);
  await measure('GET /api/health', () => fetch(`${t.url}/api/health`));
  const body = JSON.stringify({ events: [{ name: 'PAGE_VIEW', path: '/subscriptions/all' }] });
  await measure('POST /api/events', () =>
    fetch(`${t.url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  );
} finally {
  await t.close();
}
