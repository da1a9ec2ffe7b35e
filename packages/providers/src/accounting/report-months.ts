import { addDays, addMonths, type IsoDate } from '@tranche/domain';
import type { Transformed } from '../transformed';
import type { ProfitAndLossLine } from './accounting-provider';
import { mergedLines } from './category-path';

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

/**
 * A profit and loss read one report per month, oldest first, each month's lines merged into one
 * list; a month the provider's report cannot give refuses the whole read (`refuse` says why).
 */
export async function profitAndLossByMonth(
  from: IsoDate,
  to: IsoDate,
  readMonth: (start: IsoDate, end: IsoDate) => Promise<Transformed<ProfitAndLossLine[]>>,
  refuse: (reason: string) => Error,
): Promise<ProfitAndLossLine[]> {
  const lines: ProfitAndLossLine[] = [];
  for (const { start, end } of monthPeriods(from, to)) {
    const result = await readMonth(start, end);
    if (result.skipped !== null) throw refuse(result.skipped);
    lines.push(...result.item);
  }
  return mergedLines(lines);
}
