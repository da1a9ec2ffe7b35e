/**
 * `npm run bench -- analytics`: the time of GET /api/analytics for 36 months by month over a
 * company of 100,000 subscriptions (with their histories), beside one hand-written SQL query that
 * computes the same MRR series, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL; and their
 * ratio on its own line (`kpi/SQL ratio: 1.2`). The API also computes movements per customer,
 * customers, churn, LTV and tradable subscriptions; the anchor only sums MRR. Measured twice: right
 * after the book changed (every month computed over the history), and once the month totals job
 * that an import or sync enqueues has kept the whole months ready (the ratio line). Prints, never
 * fails on time; exits 1 if an MRR series differs from the anchor's.
 *
 * BENCH_ANALYTICS_SUBSCRIPTIONS (default 100000) sets the size; BENCH_ANALYTICS_ENGINES=postgres
 * (or pglite) runs one engine only.
 */
import { schema } from '@tranche/db';
import { addDays, addMonths, firstOfMonth, isoDateOf } from '@tranche/domain';
import { eq, sql } from 'drizzle-orm';
import { createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureRates } from '../currency-exchange/exchange-rates.service';
import { keepMonthTotals } from './month-totals.service';
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
    const start = addMonths(firstOfMonth(today), 1 - MONTHS);
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

    const reference = await anchor();
    const sameAs = (series: Awaited<ReturnType<typeof call>>) =>
      series.periods.length === reference.length &&
      series.periods.every((p, i) => p.end === reference[i]?.day && p.mrr === reference[i]?.mrr);
    // What an import or sync does to the book, as the triggers see it: no month totals kept are current.
    const changeBook = () =>
      db.execute(sql`update subscription_changes set source = source
        where subscription_id = (select id from subscriptions where account_id = ${client.accountId} limit 1)`);
    const cold = async () => {
      await changeBook();
      return call();
    };

    const coldSame = sameAs(await cold());
    const coldMs = await median(cold);
    await changeBook();
    const keepStarted = performance.now();
    await keepMonthTotals(t.container, client.accountId, today);
    const keepMs = performance.now() - keepStarted;
    const keptSame = sameAs(await call());
    const apiMs = await median(call);
    const sqlMs = await median(anchor);
    const same = coldSame && keptSame;
    console.log(
      `${name}: ${fmt(SUBSCRIPTIONS)} subscriptions loaded in ${fmt(Math.round(loadMs))} ms; ` +
        `hand-written MRR SQL: ${fmt(Math.round(sqlMs))} ms; same MRR series: ${same ? 'yes' : 'NO'}`,
    );
    console.log(
      `${name}: GET /api/analytics ${MONTHS} months by month, right after the book changed ` +
        `(every month computed over the history): ${fmt(Math.round(coldMs))} ms (median of ${RUNS}), ` +
        `${(coldMs / sqlMs).toFixed(2)} × the SQL`,
    );
    console.log(
      `${name}: the month totals job after the change (euros and the company currency): ` +
        `${fmt(Math.round(keepMs))} ms; then GET /api/analytics: ${fmt(Math.round(apiMs))} ms (median of ${RUNS})`,
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
