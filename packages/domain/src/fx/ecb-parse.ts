import { formatIsoDate, type IsoDate, isIsoDate, parseIsoDate } from '../dates/calendar';
import { type Currency, isCurrency } from '../money/currency';

/**
 * Readers for the files the European Central Bank publishes its euro reference rates in, so a
 * job can fetch a newer file and store its rates. Pure: text in, rows out.
 *
 * - CSV, history (`eurofxref-hist.csv`): `Date,USD,JPY,…,` then `2026-04-13,1.1684,186.39,…,`,
 *   newest first, every line ending in a comma, `N/A` where a currency had no rate that day.
 * - CSV, daily (`eurofxref.csv`): `Date, USD, JPY, …, ` then `13 April 2026, 1.1684, …, `.
 * - XML (`eurofxref-daily.xml`, `eurofxref-hist-90d.xml`, `eurofxref-hist.xml`): a gesmes
 *   envelope of `<Cube time='2026-04-13'>` elements holding `<Cube currency='USD' rate='1.1684'/>`.
 *
 * Each value is the amount of the currency that equals one euro, kept as the ECB's decimal text
 * (no float). Only Tranche's currencies are kept; EUR is the base and never appears as a column.
 */
export interface EcbRateRow {
  date: IsoDate;
  /** Units of the currency per 1 EUR, as published ("1.1684"). */
  rates: Partial<Record<Exclude<Currency, 'EUR'>, string>>;
}

export type EcbParseResult = { ok: true; rows: EcbRateRow[] } | { ok: false; error: string };

const RATE = /^\d+(?:\.\d+)?$/;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "2026-04-13" or the daily file's "13 April 2026"; null for anything else. */
function readEcbDate(text: string): IsoDate | null {
  if (isIsoDate(text)) return text;
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  if (!match) return null;
  const month = MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
  const civil = { year: Number(match[3]), month, day: Number(match[1]) };
  const iso = formatIsoDate(civil);
  return month > 0 && parseIsoDate(iso) ? iso : null;
}

function sortedByDate(rows: EcbRateRow[]): EcbRateRow[] {
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function addRate(row: EcbRateRow, currency: string, rate: string): string | null {
  if (!isCurrency(currency) || currency === 'EUR' || rate === 'N/A' || rate === '') return null;
  if (!RATE.test(rate) || /^0+(?:\.0+)?$/.test(rate))
    return `Not a rate for ${currency} on ${row.date}: ${rate}`;
  row.rates[currency] = rate;
  return null;
}

/** Reads an ECB CSV file (history or daily layout). Rows come back oldest first, one per date. */
export function parseEcbCsv(text: string): EcbParseResult {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = lines[0]?.split(',').map((cell) => cell.trim());
  if (header?.[0] !== 'Date') return { ok: false, error: 'The file does not start with a Date column' };
  const rows: EcbRateRow[] = [];
  const seen = new Set<IsoDate>();
  for (const [index, line] of lines.slice(1).entries()) {
    const cells = line.split(',').map((cell) => cell.trim());
    const date = readEcbDate(cells[0] ?? '');
    if (date === null) return { ok: false, error: `Line ${index + 2}: not a date: ${cells[0]}` };
    if (seen.has(date)) return { ok: false, error: `Line ${index + 2}: ${date} appears twice` };
    seen.add(date);
    const row: EcbRateRow = { date, rates: {} };
    for (const [column, currency] of header.entries()) {
      if (column === 0 || currency === '') continue;
      const problem = addRate(row, currency, cells[column] ?? '');
      if (problem) return { ok: false, error: `Line ${index + 2}: ${problem}` };
    }
    rows.push(row);
  }
  return { ok: true, rows: sortedByDate(rows) };
}

const TIME_CUBE = /<Cube\s+time\s*=\s*["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>/g;
const RATE_CUBE = /<Cube\s+currency\s*=\s*["']([A-Z]{3})["']\s+rate\s*=\s*["']([^"']*)["']\s*\/>/g;

/**
 * Reads an ECB XML file. The ECB generates these files in one fixed shape (time cubes holding
 * currency cubes, attributes always in that order), so two patterns read them completely; a file
 * without a single time cube is refused rather than read as "no rates".
 */
export function parseEcbXml(text: string): EcbParseResult {
  const rows: EcbRateRow[] = [];
  const seen = new Set<IsoDate>();
  for (const [, date = '', body = ''] of text.matchAll(TIME_CUBE)) {
    if (!isIsoDate(date)) return { ok: false, error: `Not a date: ${date}` };
    if (seen.has(date)) return { ok: false, error: `${date} appears twice` };
    seen.add(date);
    const row: EcbRateRow = { date, rates: {} };
    for (const [, currency = '', rate = ''] of body.matchAll(RATE_CUBE)) {
      const problem = addRate(row, currency, rate);
      if (problem) return { ok: false, error: problem };
    }
    rows.push(row);
  }
  if (rows.length === 0) return { ok: false, error: 'The file holds no dated rates (no <Cube time="…">)' };
  return { ok: true, rows: sortedByDate(rows) };
}
