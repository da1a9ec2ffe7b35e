import type { Db } from '@tranche/db';
import { type EcbRateRow, FOREIGN_CURRENCIES, type ForeignCurrency, type IsoDate } from '@tranche/domain';
import { sql } from 'drizzle-orm';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One stored rate per currency and day, as the insert reads it. */
const flatten = (rows: readonly EcbRateRow[]) =>
  rows.flatMap((row) =>
    FOREIGN_CURRENCIES.flatMap((currency) => {
      const rate = row.rates[currency];
      return rate === undefined ? [] : [{ currency, day: row.date, rate }];
    }),
  );

const CHUNK = 4_000;

/**
 * Stores rates; a day and currency already stored keeps its rate unless `replace` (the ECB does
 * not revise published rates, so a fetched file only adds days). Returns how many were written.
 */
export async function storeRates(db: Db, rows: readonly EcbRateRow[], replace = false): Promise<number> {
  const flat = flatten(rows);
  let written = 0;
  for (let from = 0; from < flat.length; from += CHUNK) {
    const part = JSON.stringify(flat.slice(from, from + CHUNK));
    const conflict = replace ? sql`do update set rate = excluded.rate` : sql`do nothing`;
    const result = await db.execute(sql`
      with written as (
        insert into ecb_rates (currency, day, rate)
        select currency, day, rate from jsonb_to_recordset(${part}::jsonb) as r(currency text, day date, rate numeric)
        on conflict (currency, day) ${conflict}
        returning 1
      ) select count(*)::int as n from written`);
    written += rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return written;
}

/** How many rates are stored on or before a day (to tell whether the shipped history is in). */
export async function countRatesThrough(db: Db, day: IsoDate): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ecb_rates where day <= ${day}::date`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The newest publication day stored, or null. */
export async function latestStoredDay(db: Db): Promise<IsoDate | null> {
  const result = await db.execute(sql`select max(day)::text as day from ecb_rates`);
  return rowsOf<{ day: string | null }>(result)[0]?.day ?? null;
}

/** Each currency's rate in force on a day: the last one published on or before it. */
export async function ratesOn(
  db: Db,
  day: IsoDate,
): Promise<{ currency: ForeignCurrency; day: IsoDate; rate: string }[]> {
  const result = await db.execute(sql`
    select c.currency, r.day::text as day, r.rate::text as rate
    from jsonb_array_elements_text(${JSON.stringify(FOREIGN_CURRENCIES)}::jsonb) as c(currency)
    cross join lateral (
      select day, rate from ecb_rates e where e.currency = c.currency and e.day <= ${day}::date
      order by e.day desc limit 1
    ) r`);
  return rowsOf(result);
}

/** Every stored rate from a day on, as rows of the ECB's shape (oldest first). */
export async function readRates(db: Db, from: IsoDate = '1999-01-01'): Promise<EcbRateRow[]> {
  const result = await db.execute(sql`
    select day::text as day, jsonb_object_agg(currency, rate::text) as rates
    from ecb_rates where day >= ${from}::date group by day order by day`);
  return rowsOf<{ day: IsoDate; rates: EcbRateRow['rates'] }>(result).map((row) => ({
    date: row.day,
    rates: row.rates,
  }));
}
