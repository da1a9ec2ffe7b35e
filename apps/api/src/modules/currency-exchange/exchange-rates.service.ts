import type { CurrencyExchange } from '@tranche/contracts';
import type { Db } from '@tranche/db';
import {
  CURRENCIES,
  createRateTable,
  type EcbRateRow,
  type IsoDate,
  parseEcbCsv,
  parseEcbXml,
  type RateTable,
  shippedEcbRates,
} from '@tranche/domain';
import { AppError } from '../../lib/app-error';
import { countRatesThrough, ratesOn, readRates, storeRates } from './ecb-rates.repo';

const seeded = new WeakMap<Db, Promise<void>>();

function shippedRateCount(rows: readonly EcbRateRow[]): number {
  return rows.reduce((sum, row) => sum + Object.keys(row.rates).length, 0);
}

/**
 * The shipped ECB history goes into the database on first use (an install without network has
 * rates from its first analytics call on); once per process and database.
 */
export function ensureRates(db: Db): Promise<void> {
  let done = seeded.get(db);
  if (done === undefined) {
    done = (async () => {
      const shipped = shippedEcbRates();
      const last = shipped.reduce((max, row) => (row.date > max ? row.date : max), '');
      if ((await countRatesThrough(db, last)) >= shippedRateCount(shipped)) return;
      await storeRates(db, shipped);
    })();
    seeded.set(db, done);
    done.catch(() => seeded.delete(db));
  }
  return done;
}

/** Every rate the database holds, as the domain's lookup table (tests and single-day lookups). */
export async function loadRateTable(db: Db): Promise<RateTable> {
  await ensureRates(db);
  return createRateTable(await readRates(db));
}

export const noRateError = (date: IsoDate) =>
  new AppError(422, 'NO_EXCHANGE_RATE', `No ECB reference rate is known on or before ${date}.`);

/** GET currency-exchange: the rates used for a day (the last ones published on or before it). */
export async function currencyExchangeOn(db: Db, date: IsoDate): Promise<CurrencyExchange> {
  await ensureRates(db);
  const found = await ratesOn(db, date);
  if (found.length < CURRENCIES.length - 1) throw noRateError(date);
  const rates = { EUR: 1 } as CurrencyExchange['rates'];
  for (const { currency, rate } of found) rates[currency] = Number(rate);
  const publishedOn = found.reduce((max, row) => (row.day > max ? row.day : max), found[0]!.day);
  return { base: 'EUR', date, publishedOn, rates };
}

/** Reads an ECB file (XML or CSV, told apart by its first character). */
export function parseEcbFile(text: string) {
  return text.trimStart().startsWith('<') ? parseEcbXml(text) : parseEcbCsv(text);
}

/**
 * Stores the days of a fetched file the database does not have yet (newer days, or gaps a longer
 * file fills); a stored day keeps its rate. Returns how many rates were added.
 */
export async function storeFetchedRates(db: Db, text: string): Promise<number> {
  const parsed = parseEcbFile(text);
  if (!parsed.ok) throw new Error(`ECB rates file does not parse: ${parsed.error}`);
  await ensureRates(db);
  return storeRates(db, parsed.rows);
}
