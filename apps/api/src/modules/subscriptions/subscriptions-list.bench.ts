/**
 * `npm run bench -- subscriptions-list`: the Subscriptions list of a company of 1,000,000
 * subscriptions on PostgreSQL. Per typical list query: HTTP p99 (the API as its own process,
 * caller lookup, JSON) beside the p99 of the same SQL sent straight to PostgreSQL through a pool of
 * the server's size, both at 50 concurrent callers; then the requests per second of a cheap
 * authenticated call (GET /api/user). The physical anchor is the raw SQL: the list should stay
 * within 1.5× of it. Beside both, the floor: the same SQL behind a bare node:http server
 * (bench/bare-sql-server.ts), which is what HTTP alone costs on this machine. The three ways take
 * turns in rounds (load.ts comparedClosedLoops), so a slow spell of the machine falls on all three.
 *
 * BENCH_LIST_ROWS (default 1000000) sets the company size, BENCH_LIST_CALLS (default 2000) the
 * calls per query and way, BENCH_PORT (default 3204) the server's port. The bench database
 * (`tranche_bench`, see bench-server.ts) keeps the loaded rows for the next run.
 */
import { POSTGRES_SESSION_OPTIONS } from '@tranche/db';
import pg from 'pg';
import { startBareSqlServer } from '../../bench/bare-sql-server';
import { benchCompany, startBenchServer } from '../../bench/bench-server';
import { closedLoop, comparedClosedLoops, httpClient, ms } from '../../bench/load';
import { subscriptionPageSql } from './subscriptions.repo';
import { subscriptionPageFor } from './subscriptions.service';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_LIST_CALLS ?? 2_000);
const PORT = Number(process.env.BENCH_PORT ?? 3204);
const CONCURRENCY = 50;
const WARM_UP = 1_000;
/** The three ways take turns in this many rounds, so a slow spell of the machine falls on all of them. */
const ROUNDS = 4;
/** The server's connection pool size (DATABASE_POOL_SIZE, set for it), so every way gets as many connections. */
const POOL_SIZE = 10;

const QUERIES: Record<string, string> = {
  'default order, page 1': 'page=1&size=20&orderBy[0][createdAt]=desc&orderBy[1][updatedAt]=desc',
  'sold tab, page 5':
    'page=5&size=20&where[tradingStatus]=SOLD&orderBy[0][createdAt]=desc&orderBy[1][updatedAt]=desc',
  'period 12, EUR, amount desc':
    'page=1&size=20&where[billingPeriod]=12&where[currency]=EUR&orderBy[0][amount]=desc&orderBy[1][createdAt]=desc',
  'tradable, highest MRR':
    'page=1&size=20&where[status]=AVAILABLE&where[tradingStatus]=AVAILABLE&where[tradable]=true&quickSelect=highestMrr',
  'customer name asc, page 50': 'page=50&size=20&orderBy[0][customerName]=asc&orderBy[1][createdAt]=desc',
  'status asc, page 10': 'page=10&size=20&orderBy[0][status]=asc&orderBy[1][createdAt]=desc',
  'churned tab, end date desc':
    'page=1&size=20&where[expired]=true&orderBy[0][endDate]=desc&orderBy[1][createdAt]=desc',
};

const { url: databaseUrl, accountId } = await benchCompany(ROWS);
const server = await startBenchServer({
  databaseUrl,
  accountId,
  port: PORT,
  env: { DATABASE_POOL_SIZE: String(POOL_SIZE) },
});
const http = httpClient(server.url, server.token, CONCURRENCY);
const statements = Object.values(QUERIES).map((query) =>
  subscriptionPageSql(
    server.database.db,
    accountId,
    subscriptionPageFor(Object.fromEntries(new URLSearchParams(query))),
  ),
);
const bareServer = await startBareSqlServer({ databaseUrl, port: PORT + 1, poolSize: POOL_SIZE, statements });
const bare = httpClient(bareServer.url, '', CONCURRENCY);
// The API's session settings (JIT off), so the anchor times the same work the API asks for.
const sqlPool = new pg.Pool({
  connectionString: databaseUrl,
  max: POOL_SIZE,
  options: POSTGRES_SESSION_OPTIONS,
});
/** Per query, the three ways of asking it: the API, the bare server and the pool. */
const waysOfQueries = Object.values(QUERIES).map((query, index) => {
  const statement = statements[index]!;
  return {
    api: () => http.send({ method: 'GET', path: `/api/subscriptions?${query}` }),
    bare: () => bare.send({ method: 'GET', path: `/${index}` }),
    sql: async () => Boolean(await sqlPool.query(statement.sql, statement.params)),
  };
});
const ratios: number[] = [];
const floors: number[] = [];
const perSecond = (summary: { count: number; seconds: number }) =>
  (summary.count / summary.seconds).toFixed(0);
try {
  console.log(
    `PostgreSQL, one company of ${ROWS.toLocaleString('en-US')} subscriptions; ${CALLS} calls per query and way, ${CONCURRENCY} at a time, the ways taking turns in ${ROUNDS} rounds`,
  );
  console.log(
    `${'query'.padEnd(32)} ${'HTTP p99'.padStart(10)} ${'bare p99'.padStart(10)} ${'SQL p99'.padStart(10)}   ratio  floor` +
      '   (p50 HTTP / bare / SQL; calls per second HTTP / bare / SQL)',
  );
  // Every way of every query warmed (plans, caches, connections, the servers' optimised code) before
  // the first is measured: a server's first thousands of calls run slower than its steady state, and
  // would otherwise count against whichever query came first.
  for (const ways of waysOfQueries)
    for (const call of Object.values(ways)) await closedLoop(WARM_UP, CONCURRENCY, call);
  for (const [index, label] of Object.keys(QUERIES).entries()) {
    const {
      api: viaHttp,
      bare: viaFloor,
      sql: viaSql,
    } = await comparedClosedLoops(waysOfQueries[index]!, {
      total: CALLS,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
    });
    if (viaHttp.errors) console.log(`  ${label}: ${viaHttp.errors} HTTP errors`);
    if (viaFloor.errors) console.log(`  ${label}: ${viaFloor.errors} bare server errors`);
    const ratio = viaHttp.p99 / viaSql.p99;
    const floor = viaFloor.p99 / viaSql.p99;
    ratios.push(ratio);
    floors.push(floor);
    console.log(
      `${label.padEnd(32)} ${ms(viaHttp.p99).padStart(10)} ${ms(viaFloor.p99).padStart(10)} ${ms(viaSql.p99).padStart(10)}` +
        `   ${ratio.toFixed(2)}   ${floor.toFixed(2)}` +
        `   (${ms(viaHttp.p50)} / ${ms(viaFloor.p50)} / ${ms(viaSql.p50)}; ${perSecond(viaHttp)} / ${perSecond(viaFloor)} / ${perSecond(viaSql)})`,
    );
  }
  console.log(`list/SQL p99 ratio: ${Math.max(...ratios).toFixed(2)} (worst query; target ≤ 1.5)`);
  console.log(
    `floor, bare HTTP/SQL p99 ratio: ${Math.max(...floors).toFixed(2)} (worst query: what HTTP alone costs on this machine)`,
  );

  const user = await closedLoop(CALLS * 3, CONCURRENCY, () =>
    http.send({ method: 'GET', path: '/api/user' }),
  );
  const select1 = await closedLoop(CALLS * 3, CONCURRENCY, async () =>
    Boolean(await sqlPool.query('select 1')),
  );
  console.log(
    `GET /api/user: ${(user.count / user.seconds).toFixed(0)} req/s (p99 ${ms(user.p99)}, ${user.errors} errors); ` +
      `anchor: 'select 1' through the pool ${(select1.count / select1.seconds).toFixed(0)} q/s`,
  );
} finally {
  await http.close();
  await bare.close();
  await bareServer.close();
  await sqlPool.end();
  await server.close();
}
