import type { CategoryLevel } from '../categorise/taxonomy';
import type { IsoDate } from '../dates/calendar';
import { type MinorUnits, sumMinor } from '../money/money';
import { categoryAtLevel } from './categories';
import { byMagnitude } from './category-totals';

/** Net money (in − out, already in the report's currency) of a level-3 category in a month. */
export interface MonthlyCategoryAmount {
  /** The first day of the month. */
  month: IsoDate;
  /** The level-3 category id. */
  category: string;
  amountMinor: MinorUnits;
}

export interface PivotRow {
  categoryId: string;
  /** Net per month, in the order of the pivot's months. */
  amountsMinor: MinorUnits[];
  totalMinor: MinorUnits;
}

export interface Pivot {
  months: IsoDate[];
  /** Sorted by |totalMinor| descending. */
  rows: PivotRow[];
  /** Per month: the sum of the rows' amounts. */
  totalsMinor: MinorUnits[];
}

/**
 * Categories (at `level`) by month: each row's net per month and in all, and each month's total.
 * Every amount must fall in one of `months` (first days, ascending).
 */
export function buildPivot(
  amounts: readonly MonthlyCategoryAmount[],
  months: readonly IsoDate[],
  level: CategoryLevel,
): Pivot {
  const column = new Map(months.map((month, index) => [month, index]));
  const cells = new Map<string, MinorUnits[][]>();
  for (const { month, category, amountMinor } of amounts) {
    const index = column.get(month);
    if (index === undefined) throw new RangeError(`Month ${month} is not a column of the pivot`);
    const id = categoryAtLevel(category, level);
    let row = cells.get(id);
    if (!row) {
      row = months.map(() => []);
      cells.set(id, row);
    }
    row[index]!.push(amountMinor);
  }
  const rows = [...cells]
    .map(([categoryId, row]) => {
      const amountsMinor = row.map((parts) => sumMinor(parts));
      return { categoryId, amountsMinor, totalMinor: sumMinor(amountsMinor) };
    })
    .sort(
      byMagnitude(
        (row) => row.totalMinor,
        (row) => row.categoryId,
      ),
    );
  const totalsMinor = months.map((_, index) => sumMinor(rows.map((row) => row.amountsMinor[index]!)));
  return { months: [...months], rows, totalsMinor };
}
