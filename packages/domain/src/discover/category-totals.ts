import type { CategoryLevel } from '../categorise/taxonomy';
import type { MinorUnits } from '../money/money';
import { sumMinor } from '../money/money';
import { categoryAtLevel } from './categories';

/** Money of one level-3 category (a day's or any part's), already in the report's currency. */
export interface CategoryFlow {
  /** The level-3 category id. */
  category: string;
  /** Money in, positive. */
  inflowMinor: MinorUnits;
  /** Money out, as a positive amount. */
  outflowMinor: MinorUnits;
  count: number;
}

/** One category's money over a range, at the level asked for; net = inflow − outflow. */
export interface CategoryTotal {
  categoryId: string;
  inflowMinor: MinorUnits;
  outflowMinor: MinorUnits;
  netMinor: MinorUnits;
  count: number;
}

/** Largest |amount| first; equal ones by id, so the order never depends on the input's. */
export function byMagnitude<T>(amountOf: (item: T) => MinorUnits, idOf: (item: T) => string) {
  return (a: T, b: T): number =>
    Math.abs(amountOf(b)) - Math.abs(amountOf(a)) || (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0);
}

/** Adds up flows per category of `level`, sorted by |net| descending (the Categorized Transactions view). */
export function categoryTotals(flows: readonly CategoryFlow[], level: CategoryLevel): CategoryTotal[] {
  const groups = new Map<string, CategoryFlow[]>();
  for (const flow of flows) {
    const id = categoryAtLevel(flow.category, level);
    const group = groups.get(id);
    if (group) group.push(flow);
    else groups.set(id, [flow]);
  }
  return [...groups]
    .map(([categoryId, group]) => {
      const inflowMinor = sumMinor(group.map((flow) => flow.inflowMinor));
      const outflowMinor = sumMinor(group.map((flow) => flow.outflowMinor));
      return {
        categoryId,
        inflowMinor,
        outflowMinor,
        netMinor: inflowMinor - outflowMinor,
        count: group.reduce((sum, flow) => sum + flow.count, 0),
      };
    })
    .sort(
      byMagnitude(
        (total) => total.netMinor,
        (total) => total.categoryId,
      ),
    );
}
