/**
 * `npm run bench -- analytics`: the time of GET /api/analytics for 36 months by month over a
 * company of 100,000 subscriptions (with their histories), beside one hand-written SQL query that
 * computes the same MRR series, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL; and their
 * ratio on its own line (`kpi/SQL ratio: 1.2`). The API also computes movements per customer,
 * customers, churn, LTV and tradable subscriptions; the anchor only sums MRR. Prints, never fails
 * on time; exits 1 if the two MRR series differ.
 *
 * BENCH_ANALYTICS_SUBSCRIPTIONS (default 100000) sets the size; BENCH_ANALYTICS_ENGINES=postgres
 * (or pglite) runs one engine only.
 */
import { schema } from '@tranche/db';
import { addDays, addMonths, isoDateOf } from '@tranche/domain';
import { eq } from 'drizzle-orm';
import { createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureRates } from '../currency-exchange/exchange-rates.service';
import { handWrittenMrrSeries, insertBenchBook } from './testing/analytics-bench.repo';

const SUBSCRIPTIONS = Number(process.env.BENCH_ANALYTICS_SUBSCRIPTIONS ?? 100_000);
const MONTHS = 36;
const RUNS = 3;
const fmt = (n: number) => n.toLocaleString('en-US');

async function median(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function bench(name: string): Promise<boolean> {
  let t: TestApp;
  try {
    t = await createTestApp({
      runWorkers: false,
      listen: true,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
    });
  } catch (error) {
    console.log(`${name}: not reachable (${(error as Error).message}); skipped`);
    return true;
  }
  try {
    const client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Bench SaaS' });
    const { db } = t.container.database;
    await db
      .update(schema.accounts)
      .set({ selfAssessmentCurrency: 'EUR' })
      .where(eq(schema.accounts.id, client.accountId));
    const loadStarted = performance.now();
    await insertBenchBook(db, client.accountId, SUBSCRIPTIONS);
    await ensureRates(db);
    const loadMs = performance.now() - loadStarted;

    const today = isoDateOf(new Date());
    const start = addMonths(`${today.slice(0, 8)}01`, 1 - MONTHS);
    const monthEnds = Array.from({ length: MONTHS }, (_, i) => addDays(addMonths(start, i + 1), -1)).map(
      (day) => (day > today ? today : day),
    );
    const url = `/api/analytics?interval=month&start=${start}&end=${today}&currency=EUR`;
    const call = async () => {
      const response = await client.call('GET', url);
      if (response.statusCode !== 200)
        throw new Error(`GET analytics: ${response.statusCode} ${response.body}`);
      return response.json().data as { periods: { end: string; mrr: number }[] };
    };
    const anchor = () => handWrittenMrrSeries(db, client.accountId, 'EUR', monthEnds);

    const series = await call();
    const reference = await anchor();
    const same =
      series.periods.length === reference.length &&
      series.periods.every((p, i) => p.end === reference[i]?.day && p.mrr === reference[i]?.mrr);

    const apiMs = await median(call);
    const sqlMs = await median(anchor);
    console.log(
      `${name}: ${fmt(SUBSCRIPTIONS)} subscriptions loaded in ${fmt(Math.round(loadMs))} ms; ` +
        `GET /api/analytics ${MONTHS} months by month: ${fmt(Math.round(apiMs))} ms (median of ${RUNS}); ` +
        `hand-written MRR SQL: ${fmt(Math.round(sqlMs))} ms; same MRR series: ${same ? 'yes' : 'NO'}`,
    );
    console.log(`kpi/SQL ratio: ${(apiMs / sqlMs).toFixed(2)}`);
    return same;
  } finally {
    await t.close();
  }
}

const engines = process.env.BENCH_ANALYTICS_ENGINES ?? 'pglite,postgres';
const postgresUrl = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
let ok = engines.includes('pglite') ? await bench('PGlite') : true;
if (engines.includes('postgres') && postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  ok = (await bench('PostgreSQL')) && ok;
} else if (engines.includes('postgres')) {
  console.log('PostgreSQL: TEST_DATABASE_URL not set; skipped');
}
process.exit(ok ? 0 : 1);
