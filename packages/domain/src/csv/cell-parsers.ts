import {
  addMonths,
  hasDayMonthYearShape,
  type IsoDate,
  isoDateOf,
  parseDayMonthYear,
} from '../dates/calendar';
import { normaliseCountryCode } from '../geo/countries';
import { CURRENCIES, type Currency, isCurrency } from '../money/currency';
import { type DecimalParseError, parseDecimal } from '../money/decimal-parse';
import type { MinorUnits } from '../money/money';
import {
  type BillingPeriodMonths,
  isBillingPeriod,
  isSubscriptionStatus,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../subscriptions/subscription-enums';
import type { CsvProblemCode, CsvProblemParams } from './csv-messages';
import { excerpt } from './csv-messages';

/** A cell's parsed value, or the problem with it. */
export type CellResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: CsvProblemCode; params?: CsvProblemParams };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const bad = (code: CsvProblemCode, params?: CsvProblemParams): CellResult<never> =>
  params ? { ok: false, code, params } : { ok: false, code };

/** C0/C1 controls, U+FFFD (bytes that were not UTF-8) and bidi overrides that can disguise a name. */
const FORBIDDEN_TEXT = /[\p{Cc}\uFFFD\u202A-\u202E\u2066-\u2069]/u;

export function parseText(cell: string): CellResult<string> {
  return FORBIDDEN_TEXT.test(cell) ? bad('INVALID_CHARACTERS') : ok(cell);
}

/**
 * dd.mm.yyyy, not older than 10 years before `now` (spec §5, §9). A day that is written right but
 * does not exist (31.02.2024) is told apart from a wrong format: the person only has to fix the day.
 */
export function parseCsvDate(cell: string, now: Date): CellResult<IsoDate> {
  const date = parseDayMonthYear(cell);
  if (date === null)
    return hasDayMonthYearShape(cell)
      ? bad('DATE_DOES_NOT_EXIST', { value: excerpt(cell) })
      : bad('DATE_FORMAT');
  return date < addMonths(isoDateOf(now), -120) ? bad('DATE_TOO_OLD') : ok(date);
}

const AMOUNT_ERRORS: Record<Exclude<DecimalParseError, 'EMPTY'>, CsvProblemCode> = {
  NOT_A_NUMBER: 'NUMBER',
  INVALID_GROUPING: 'NUMBER',
  AMBIGUOUS_SEPARATOR: 'AMBIGUOUS_NUMBER',
  TOO_MANY_DECIMALS: 'TOO_MANY_DECIMALS',
  OUT_OF_RANGE: 'NUMBER_TOO_LARGE',
};

/** A decimal amount in minor units; `positive` demands > 0, otherwise ≥ 0. */
export function parseCsvAmount(cell: string, positive: boolean): CellResult<MinorUnits> {
  const parsed = parseDecimal(cell, { digits: 2 });
  if (!parsed.ok) {
    const code = parsed.error === 'EMPTY' ? 'NUMBER' : AMOUNT_ERRORS[parsed.error];
    return code === 'TOO_MANY_DECIMALS' ? bad(code, { digits: 2 }) : bad(code);
  }
  return parsed.minor < 0 || (positive && parsed.minor === 0) ? bad('POSITIVE_NUMBER') : ok(parsed.minor);
}

const PERIOD_NAMES: Readonly<Record<string, BillingPeriodMonths>> = {
  monthly: 1,
  month: 1,
  quarterly: 3,
  quarter: 3,
  semi_annual: 6,
  semi_annually: 6,
  semiannual: 6,
  half_yearly: 6,
  yearly: 12,
  year: 12,
  annual: 12,
  annually: 12,
};

/** 1, 3, 6 or 12 months; "12", "12.0", "12 months" or a name such as "yearly". */
export function parseBillingInterval(cell: string): CellResult<BillingPeriodMonths> {
  const text = cell.toLowerCase();
  const number = /^(\d{1,3})(?:[.,]0+)?(?:\s*months?)?$/.exec(text);
  if (number) {
    const months = Number(number[1]);
    return isBillingPeriod(months) ? ok(months) : bad('BILLING_CYCLE');
  }
  const named = PERIOD_NAMES[text.replace(/[\s-]+/g, '_')];
  return named === undefined ? bad('BILLING_CYCLE') : ok(named);
}

/** Upper-cased; the British "CANCELLED" is read as CANCELED. */
export function parseStatus(cell: string): CellResult<SubscriptionStatus> {
  const upper = cell.toUpperCase();
  const status = upper === 'CANCELLED' ? 'CANCELED' : upper;
  return isSubscriptionStatus(status)
    ? ok(status)
    : bad('UNKNOWN_STATUS', { value: excerpt(cell), allowed: SUBSCRIPTION_STATUSES.join(', ') });
}

export function parseCurrency(cell: string): CellResult<Currency> {
  const upper = cell.toUpperCase();
  return isCurrency(upper)
    ? ok(upper)
    : bad('UNSUPPORTED_CURRENCY', { value: excerpt(cell), allowed: CURRENCIES.join(', ') });
}

export function parseCountry(cell: string): CellResult<string> {
  const code = normaliseCountryCode(cell);
  return code === null ? bad('UNKNOWN_COUNTRY', { value: excerpt(cell) }) : ok(code);
}
