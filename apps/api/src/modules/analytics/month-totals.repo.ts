import { type Db, schema } from '@tranche/db';
import type { Currency, IsoDate } from '@tranche/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DayTotals, WindowTotals } from './analytics.repo';

const t = schema.analyticsMonthTotals;

/** What the KPI query gives for one window: its totals, and the subscriptions on its last day. */
export interface WindowReading {
  totals: WindowTotals;
  end: DayTotals;
}

/** What month totals are computed from: the book's version and the ECB rates held. */
export interface BookState {
  version: string;
  /** The newest day with rates: the rates of every earlier day are final (the ECB revises none). */
  newestRateDay: IsoDate | null;
}

/**
 * Read before the totals it will label are computed: a write committed in between makes them newer
 * than their label, never older, and the label is then outdated already, so they are never read.
 */
export async function bookState(db: Db, accountId: string): Promise<BookState> {
  const result = await db.execute(sql`
    select coalesce((select version from analytics_book_versions where account_id = ${accountId}), 0)::text
        as version,
      (select max(day)::text from ecb_rates) as newest`);
  const [row] = (result as unknown as { rows: { version: string; newest: IsoDate | null }[] }).rows;
  return { version: row!.version, newestRateDay: row!.newest };
}

/**
 * The label of a month's totals: the book's version, and for a month whose last day has no rate
 * of its own or a later one yet, the newest rate day, whose rates it was converted at until newer
 * ones are published.
 */
export function stampOf(state: BookState, monthEnd: IsoDate): string {
  const final = state.newestRateDay !== null && monthEnd < state.newestRateDay;
  return `${state.version}|${final ? 'final' : (state.newestRateDay ?? 'none')}`;
}

interface MonthKey {
  accountId: string;
  currency: Currency;
  tradeLengthMonths: number;
}

/** The stored totals of these months (first days) that carry the stamp asked for each, by month. */
export async function readMonthTotals(
  db: Db,
  key: MonthKey,
  stamps: ReadonlyMap<IsoDate, string>,
): Promise<Map<IsoDate, WindowReading>> {
  if (stamps.size === 0) return new Map();
  const rows = await db
    .select({ month: t.month, stamp: t.stamp, totals: t.totals })
    .from(t)
    .where(
      and(
        eq(t.accountId, key.accountId),
        eq(t.currency, key.currency),
        eq(t.tradeLengthMonths, key.tradeLengthMonths),
        inArray(t.month, [...stamps.keys()]),
      ),
    );
  return new Map(
    rows
      .filter((row) => stamps.get(row.month as IsoDate) === row.stamp)
      .map((row) => [row.month as IsoDate, row.totals as WindowReading]),
  );
}

/**
 * Keeps computed month totals under their stamps, replacing what an older stamp left; in the months'
 * order, so that two requests storing the same months at once wait for each other, never deadlock.
 */
export async function saveMonthTotals(
  db: Db,
  key: MonthKey,
  months: ReadonlyMap<IsoDate, { stamp: string; reading: WindowReading }>,
): Promise<void> {
  if (months.size === 0) return;
  await db
    .insert(t)
    .values(
      [...months]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([month, { stamp, reading }]) => ({ ...key, month, stamp, totals: reading })),
    )
    .onConflictDoUpdate({
      target: [t.accountId, t.currency, t.tradeLengthMonths, t.month],
      set: { stamp: sql`excluded.stamp`, totals: sql`excluded.totals` },
    });
}
