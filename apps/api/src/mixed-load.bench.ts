/**
 * `npm run bench -- mixed-load`: the API under an open-loop mix of 70 % list pages, 10 % counts,
 * 10 % GET /api/user and 10 % writes (PATCH /api/user) for a client whose company holds 100,000
 * subscriptions, on PostgreSQL, with the API as its own process. Requests are sent on the clock
 * (latency counts from the scheduled moment), rate after rate; prints the highest rate sustained
 * with p99 under 250 ms and no errors, and the p99 at 200 requests per second (the target).
 *
 * BENCH_MIXED_ROWS (default 100000) sets the company size, BENCH_MIXED_SECONDS (default 8) the
 * time per rate, BENCH_PORT (default 3204) the server's port.
 */
import { benchCompany, startBenchServer } from './bench/bench-server';
import { type HttpCall, httpClient, ms, openLoop } from './bench/load';

const ROWS = Number(process.env.BENCH_MIXED_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3204);
const RATES = [50, 100, 150, 200, 250, 300, 400, 500];
const TARGET_RATE = 200;
const P99_LIMIT_MS = 250;

const PAGES = [
  'orderBy[0][createdAt]=desc&orderBy[1][updatedAt]=desc',
  'where[tradingStatus]=SOLD&orderBy[0][createdAt]=desc&orderBy[1][updatedAt]=desc',
  'where[billingPeriod]=12&where[currency]=EUR&orderBy[0][amount]=desc&orderBy[1][createdAt]=desc',
  'where[status]=AVAILABLE&where[tradingStatus]=AVAILABLE&where[tradable]=true&quickSelect=highestMrr',
  'orderBy[0][customerName]=asc&orderBy[1][createdAt]=desc',
  'where[expired]=true&orderBy[0][endDate]=desc&orderBy[1][createdAt]=desc',
  'orderBy[0][status]=asc&orderBy[1][createdAt]=desc',
];
const COUNTS = [
  '',
  'where[tradingStatus]=SOLD',
  'where[expired]=true',
  'where[billingPeriod]=12&where[currency]=EUR',
];

/** The i-th request of the mix: 7 in 10 list pages, then a count, GET user and a write. */
function callOf(index: number): HttpCall {
  const slot = index % 10;
  const round = Math.floor(index / 10);
  if (slot < 7) {
    const page = 1 + (round % 5);
    return {
      method: 'GET',
      path: `/api/subscriptions?page=${page}&size=20&${PAGES[(round + slot) % PAGES.length]}`,
    };
  }
  if (slot === 7) return { method: 'GET', path: `/api/subscriptions/count?${COUNTS[round % COUNTS.length]}` };
  if (slot === 8) return { method: 'GET', path: '/api/user' };
  return { method: 'PATCH', path: '/api/user', body: JSON.stringify({ firstName: `Bench ${round}` }) };
}

const { url: databaseUrl, accountId } = await benchCompany(ROWS);
const server = await startBenchServer({ databaseUrl, accountId, port: PORT });
const http = httpClient(server.url, server.token, 512);
try {
  console.log(
    `PostgreSQL, a company of ${ROWS.toLocaleString('en-US')} subscriptions; open loop, ${SECONDS} s per rate; ` +
      '70 % list pages, 10 % counts, 10 % GET user, 10 % PATCH user',
  );
  // Warm-up: plans, connection pools, JIT.
  await openLoop(50, 3, (index) => () => http.send(callOf(index)));
  let sustained = 0;
  let atTarget: number | undefined;
  for (const rate of RATES) {
    const result = await openLoop(rate, SECONDS, (index) => () => http.send(callOf(index)));
    const holds = result.errors === 0 && result.p99 < P99_LIMIT_MS;
    console.log(
      `${String(rate).padStart(4)} req/s offered: ${result.completedPerSecond.toFixed(0).padStart(4)} done/s, ` +
        `p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.errors} errors${holds ? '' : '  ✗'}`,
    );
    if (rate === TARGET_RATE) atTarget = result.p99;
    if (holds) sustained = rate;
    if (!holds && rate >= TARGET_RATE) break;
  }
  console.log(
    `highest sustained rate: ${sustained} req/s (p99 < ${P99_LIMIT_MS} ms, no errors; target ${TARGET_RATE})`,
  );
  console.log(`p99 at ${TARGET_RATE} req/s: ${atTarget === undefined ? 'not reached' : ms(atTarget)}`);
} finally {
  await http.close();
  await server.close();
}
