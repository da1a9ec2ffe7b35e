import { addDays, addMonths, type IsoDate, parseIsoDate } from '../dates/calendar';

/** The periods a profit-and-loss report is cut into. */
export const PNL_VIEWS = ['month', 'quarter', 'year'] as const;
export type PnlView = (typeof PNL_VIEWS)[number];

const MONTHS_PER_PERIOD: Readonly<Record<PnlView, number>> = { month: 1, quarter: 3, year: 12 };

/** The first day of the month, calendar quarter or year a day falls in. */
export function periodStartOf(day: IsoDate, view: PnlView): IsoDate {
  const civil = parseIsoDate(day);
  if (civil === null) throw new RangeError(`Not an ISO date: ${day}`);
  const months = MONTHS_PER_PERIOD[view];
  const month = civil.month - ((civil.month - 1) % months);
  return `${String(civil.year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The first day of a day's month (`yyyy-mm-01`). */
export const monthOf = (day: IsoDate): IsoDate => periodStartOf(day, 'month');

/** The first days of the periods that a range of days touches, in order (`from` ≤ `to`). */
export function periodStarts(from: IsoDate, to: IsoDate, view: PnlView): IsoDate[] {
  if (to < from) throw new RangeError(`Range ends before it starts: ${from} … ${to}`);
  const starts: IsoDate[] = [];
  for (let start = periodStartOf(from, view); start <= to; start = addMonths(start, MONTHS_PER_PERIOD[view]))
    starts.push(start);
  return starts;
}

/** The last day of the period starting on `start`. */
export function periodEnd(start: IsoDate, view: PnlView): IsoDate {
  return addDays(addMonths(start, MONTHS_PER_PERIOD[view]), -1);
}
