import type {
  AnalyticsCurrent,
  AnalyticsQuery,
  AnalyticsSeries,
  AnalyticsTradable,
  analyticsCurrentQuerySchema,
  analyticsTradableQuerySchema,
} from '@tranche/contracts';
import {
  BILLING_PERIODS,
  type Currency,
  isCurrency,
  KPI_DEFINITIONS,
  KPI_IDS,
  splitRange,
} from '@tranche/domain';
import type { z } from 'zod';
import type { Container } from '../../container';
import { notFound } from '../../lib/app-error';
import type { AccountCaller } from '../accounts/account-context';
import { kpiPeriodsFromDatabase, type ShardedReading, tradableAt } from './analytics.service';
import { checkPeriodCount, currencyFor, listOf, parseTimestamps, rangeOf, today } from './analytics-query';
import { cashKpisFromDatabase, withGrossMargins } from './cash-kpis.service';

const NOT_FOUND_MESSAGE = 'Company not found';

/** Analytics are a company's own: any other company's id is answered like one that does not exist. */
export function ownCompany(caller: AccountCaller, id: string | undefined): string {
  if (id !== undefined && id !== caller.account.id) throw notFound(NOT_FOUND_MESSAGE);
  return caller.account.id;
}

/** A request someone waits for reads its shares of customers at once on PostgreSQL (ANALYTICS_PARALLEL_STATEMENTS). */
const readingOf = (container: Container): ShardedReading =>
  container.database.kind === 'postgres'
    ? { customerShards: container.env.ANALYTICS_PARALLEL_STATEMENTS, atOnce: true }
    : {};

/** GET analytics: the company's KPI series over the asked range and granularity. */
export async function analyticsSeries(
  container: Container,
  caller: AccountCaller,
  query: AnalyticsQuery,
): Promise<AnalyticsSeries> {
  const accountId = ownCompany(caller, query.id_client);
  const currency = currencyFor(caller, query.currency);
  const range = rangeOf(query);
  const periods = splitRange(range, query.interval);
  checkPeriodCount(periods.length);
  const { db } = container.database;
  const computed = await withGrossMargins(
    db,
    { accountId, currency },
    await kpiPeriodsFromDatabase(db, { accountId, currency }, periods, readingOf(container)),
  );
  return {
    currency,
    interval: query.interval,
    start: range.start,
    end: range.end,
    periods: computed,
    cash: await cashKpisFromDatabase(db, { accountId, currency }, range.end, computed.at(-1)),
  };
}

/** GET analytics/current: today's KPIs and those of each timestamp, each as a one-day period. */
export async function currentKpis(
  container: Container,
  caller: AccountCaller,
  query: z.output<typeof analyticsCurrentQuerySchema>,
): Promise<AnalyticsCurrent> {
  const currency = currencyFor(caller, query.currency);
  const now = today();
  const days = [now, ...parseTimestamps(query.timestamps)];
  const { db } = container.database;
  const request = { accountId: caller.account.id, currency };
  const periods = await withGrossMargins(
    db,
    request,
    await kpiPeriodsFromDatabase(
      db,
      request,
      days.map((day) => ({ start: day, end: day })),
      readingOf(container),
    ),
  );
  const [first, ...at] = periods;
  return { currency, now: first!, at, cash: await cashKpisFromDatabase(db, request, now, first) };
}

/** GET analytics/{id}/tradable: tradable subscriptions and their MRR at each timestamp (today without). */
export async function tradableSubscriptions(
  container: Container,
  caller: AccountCaller,
  id: string,
  query: z.output<typeof analyticsTradableQuerySchema>,
): Promise<AnalyticsTradable> {
  const accountId = ownCompany(caller, id);
  const currency = currencyFor(caller, query.currency);
  const days = parseTimestamps(query.timestamps);
  const billingPeriods = listOf(
    query['where[billingPeriod]'],
    (value) => BILLING_PERIODS.find((months) => String(months) === value) ?? null,
    'billing period',
  );
  const currencies = listOf(
    query['where[currency]'],
    (value): Currency | null => (isCurrency(value) ? value : null),
    'currency',
  );
  const points = await tradableAt(
    container.database.db,
    { accountId, currency, tradeLengthMonths: query.trade_length, days: days.length ? days : [today()] },
    {
      ...(billingPeriods ? { billingPeriods } : {}),
      ...(currencies ? { currencies } : {}),
      ...(query['where[amount][gt]'] !== undefined ? { amountAbove: query['where[amount][gt]'] } : {}),
    },
  );
  return { currency, tradeLengthMonths: query.trade_length, points };
}

/** GET analytics/definitions: each KPI's unit, nature, source and definition in English and German. */
export function kpiDefinitions() {
  return KPI_IDS.map((id) => ({ id, ...KPI_DEFINITIONS[id] }));
}
