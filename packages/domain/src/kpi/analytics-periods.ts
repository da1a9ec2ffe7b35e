import { addDays, addMonths, type IsoDate, isoDateToDays, parseIsoDate } from '../dates/calendar';

/** The data periods of spec §9, each ending today. */
export const ANALYTICS_PERIODS = [
  'LAST_30_DAYS',
  'LAST_60_DAYS',
  'LAST_90_DAYS',
  'LAST_2_MONTHS',
  'LAST_3_MONTHS',
  'LAST_5_MONTHS',
  'LAST_6_MONTHS',
  'LAST_9_MONTHS',
  'LAST_1_YEAR',
  'LAST_2_YEARS',
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** Granularity of a series (spec §9). Weeks are ISO weeks, Monday to Sunday. */
export const GRANULARITIES = ['day', 'week', 'month', 'quarter'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** A closed range of days: both ends count. */
export interface DayRange {
  start: IsoDate;
  end: IsoDate;
}

const PERIOD_LENGTH: Readonly<Record<AnalyticsPeriod, { days: number } | { months: number }>> = {
  LAST_30_DAYS: { days: 30 },
  LAST_60_DAYS: { days: 60 },
  LAST_90_DAYS: { days: 90 },
  LAST_2_MONTHS: { months: 2 },
  LAST_3_MONTHS: { months: 3 },
  LAST_5_MONTHS: { months: 5 },
  LAST_6_MONTHS: { months: 6 },
  LAST_9_MONTHS: { months: 9 },
  LAST_1_YEAR: { months: 12 },
  LAST_2_YEARS: { months: 24 },
};

/**
 * The days a period covers, ending with `today`: the last 30 days are today and the 29 before;
 * the last 3 months run from the day after the same day three months ago (2026-08-24 … 2026-11-23).
 */
export function periodRange(period: AnalyticsPeriod, today: IsoDate): DayRange {
  const length = PERIOD_LENGTH[period];
  const start =
    'days' in length ? addDays(today, 1 - length.days) : addDays(addMonths(today, -length.months), 1);
  return { start, end: today };
}

function firstDayOfBucket(day: IsoDate, granularity: Granularity): IsoDate {
  const civil = parseIsoDate(day);
  if (civil === null) throw new RangeError(`Not an ISO date: ${day}`);
  const { year, month } = civil;
  const pad = (n: number) => String(n).padStart(2, '0');
  switch (granularity) {
    case 'day':
      return day;
    case 'week': {
      const mondayOffset = (((isoDateToDays(day) + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
      return addDays(day, -mondayOffset);
    }
    case 'month':
      return `${year}-${pad(month)}-01`;
    case 'quarter':
      return `${year}-${pad(month - ((month - 1) % 3))}-01`;
  }
}

function nextBucketStart(bucketStart: IsoDate, granularity: Granularity): IsoDate {
  switch (granularity) {
    case 'day':
      return addDays(bucketStart, 1);
    case 'week':
      return addDays(bucketStart, 7);
    case 'month':
      return addMonths(bucketStart, 1);
    case 'quarter':
      return addMonths(bucketStart, 3);
  }
}

/**
 * Splits a range into calendar days, ISO weeks, months or quarters; the first and last are cut
 * to the range (a range starting on a Wednesday begins with a Wednesday-to-Sunday week).
 */
export function splitRange(range: DayRange, granularity: Granularity): DayRange[] {
  if (range.end < range.start)
    throw new RangeError(`Range ends before it starts: ${range.start} … ${range.end}`);
  const buckets: DayRange[] = [];
  let bucketStart = firstDayOfBucket(range.start, granularity);
  while (bucketStart <= range.end) {
    const next = nextBucketStart(bucketStart, granularity);
    const lastDay = addDays(next, -1);
    buckets.push({
      start: bucketStart < range.start ? range.start : bucketStart,
      end: lastDay > range.end ? range.end : lastDay,
    });
    bucketStart = next;
  }
  return buckets;
}
