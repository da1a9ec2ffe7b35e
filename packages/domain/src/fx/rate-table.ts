import type { IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import type { EcbRateRow } from './ecb-parse';

export type ForeignCurrency = Exclude<Currency, 'EUR'>;
export const FOREIGN_CURRENCIES: readonly ForeignCurrency[] = ['USD', 'GBP', 'CZK', 'PLN'];

/** One currency's published rates, dates ascending, rates[i] published on dates[i]. */
interface RateSeries {
  readonly dates: readonly IsoDate[];
  readonly rates: readonly string[];
}

/** ECB reference rates by currency, ready for lookups by day. Build with {@link createRateTable}. */
export interface RateTable {
  readonly series: Readonly<Record<ForeignCurrency, RateSeries>>;
}

/** The euro rate used for a day: units of `currency` per 1 EUR and the day it was published. */
export interface PublishedRate {
  currency: Currency;
  perEur: string;
  /** The ECB publication day the rate comes from (the day itself, or the last one before it). */
  publishedOn: IsoDate;
}

/**
 * Builds a table from sets of rows, e.g. the shipped history and the newer rates a job stored.
 * Where two sets give a rate for the same day and currency, the later set wins.
 */
export function createRateTable(...sources: readonly (readonly EcbRateRow[])[]): RateTable {
  const byCurrency = new Map<ForeignCurrency, Map<IsoDate, string>>(
    FOREIGN_CURRENCIES.map((currency) => [currency, new Map()]),
  );
  for (const rows of sources) {
    for (const row of rows) {
      for (const currency of FOREIGN_CURRENCIES) {
        const rate = row.rates[currency];
        if (rate !== undefined) byCurrency.get(currency)?.set(row.date, rate);
      }
    }
  }
  const series = {} as Record<ForeignCurrency, RateSeries>;
  for (const currency of FOREIGN_CURRENCIES) {
    const entries = [...(byCurrency.get(currency) ?? new Map<IsoDate, string>())].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    series[currency] = { dates: entries.map(([date]) => date), rates: entries.map(([, rate]) => rate) };
  }
  return { series };
}

/** Index of the last date ≤ day, or -1 (binary search; dates ascending). */
function lastIndexOnOrBefore(dates: readonly IsoDate[], day: IsoDate): number {
  let low = 0;
  let high = dates.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((dates[middle] ?? '') <= day) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The ECB rate for a day: the rate published that day, or the last one published before it
 * (weekends, TARGET holidays, today before 16:00 CET). Null when the table has nothing that early.
 * EUR is the base: 1 on every day.
 */
export function findEurRate(table: RateTable, currency: Currency, day: IsoDate): PublishedRate | null {
  if (currency === 'EUR') return { currency, perEur: '1', publishedOn: day };
  const { dates, rates } = table.series[currency];
  const index = lastIndexOnOrBefore(dates, day);
  if (index < 0) return null;
  return { currency, perEur: rates[index] ?? '', publishedOn: dates[index] ?? '' };
}

/** {@link findEurRate}, refusing a day before the table's first rate. */
export function eurRateOn(table: RateTable, currency: Currency, day: IsoDate): PublishedRate {
  const rate = findEurRate(table, currency, day);
  if (rate === null) throw new RangeError(`No ECB ${currency} rate published on or before ${day}`);
  return rate;
}

/** The newest publication day in the table (for "rates as of" and for the job that fetches newer ones). */
export function latestRateDate(table: RateTable): IsoDate | null {
  const lasts = FOREIGN_CURRENCIES.map((currency) => table.series[currency].dates.at(-1)).filter(
    (date): date is IsoDate => date !== undefined,
  );
  return lasts.length === 0 ? null : lasts.reduce((a, b) => (a > b ? a : b));
}
