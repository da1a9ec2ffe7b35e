import { addDays, addMonths, type IsoDate } from '@tranche/domain';

/**
 * The first and last day of each month from `from`'s to `to`'s (the last one ends on `to`),
 * oldest first: the periods of providers whose reports cover one period per request.
 */
export function monthPeriods(from: IsoDate, to: IsoDate): { start: IsoDate; end: IsoDate }[] {
  const periods: { start: IsoDate; end: IsoDate }[] = [];
  for (let start = `${from.slice(0, 7)}-01`; start <= to; start = addMonths(start, 1)) {
    const last = addDays(addMonths(start, 1), -1);
    periods.push({ start, end: last < to ? last : to });
  }
  return periods;
}
