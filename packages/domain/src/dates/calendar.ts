/**
 * Calendar dates without time zones. A date is an ISO `yyyy-mm-dd` string; arithmetic runs on
 * day numbers (days since 1970-01-01, proleptic Gregorian) so no `Date` object, local time zone
 * or daylight-saving shift can move a day. A date-only value compared with an instant means the
 * start of that day in UTC, which is what PostgreSQL does with `date < now()` in a UTC session.
 */

/** `yyyy-mm-dd`. */
export type IsoDate = string;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidCivilDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Days since 1970-01-01 (H. Hinnant's days_from_civil). */
export function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Inverse of {@link daysFromCivil}. */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function formatIsoDate({ year, month, day }: CivilDate): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The civil date of a valid `yyyy-mm-dd` string, or null (also for impossible days like 02-30). */
export function parseIsoDate(value: string): CivilDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidCivilDate(year, month, day) ? { year, month, day } : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function requireIsoDate(value: IsoDate): CivilDate {
  const civil = parseIsoDate(value);
  if (!civil) throw new RangeError(`Not an ISO date: ${value}`);
  return civil;
}

export function isoDateToDays(value: IsoDate): number {
  return daysFromCivil(requireIsoDate(value));
}

export function daysToIsoDate(days: number): IsoDate {
  return formatIsoDate(civilFromDays(days));
}

/** The UTC calendar day of an instant. */
export function isoDateOf(instant: Date): IsoDate {
  return daysToIsoDate(Math.floor(instant.getTime() / MS_PER_DAY));
}

/** Start of the day in UTC, as an instant. */
export function startOfDayUtc(value: IsoDate): Date {
  return new Date(isoDateToDays(value) * MS_PER_DAY);
}

/**
 * Adds calendar months, clamping the day to the target month's length (31 Jan + 1 month =
 * 28/29 Feb), the convention billing systems use for monthly renewals.
 */
export function addMonthsCivil({ year, month, day }: CivilDate, months: number): CivilDate {
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return { year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) };
}

/** {@link addMonthsCivil} on ISO dates. */
export function addMonths(value: IsoDate, months: number): IsoDate {
  return formatIsoDate(addMonthsCivil(requireIsoDate(value), months));
}

/** The first day of the month `value` falls in. */
export function firstOfMonth(value: IsoDate): IsoDate {
  return `${value.slice(0, 8)}01` as IsoDate;
}

export function addDays(value: IsoDate, days: number): IsoDate {
  return daysToIsoDate(isoDateToDays(value) + days);
}

const DAY_MONTH_YEAR = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * Parses the CSV import's `dd.mm.yyyy` (one-digit day or month accepted, as spreadsheets write
 * `1.2.2024`); null for any other shape or an impossible day such as 31.02.2024.
 */
export function parseDayMonthYear(value: string): IsoDate | null {
  const match = DAY_MONTH_YEAR.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidCivilDate(year, month, day) ? formatIsoDate({ year, month, day }) : null;
}

/** True when `value` has the `dd.mm.yyyy` shape, whether or not that day exists (31.02.2024 has it). */
export function hasDayMonthYearShape(value: string): boolean {
  return DAY_MONTH_YEAR.test(value);
}

export function formatDayMonthYear(value: IsoDate): string {
  const { year, month, day } = requireIsoDate(value);
  return `${pad(day, 2)}.${pad(month, 2)}.${pad(year, 4)}`;
}
