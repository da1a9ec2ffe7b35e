/** Credit grades, best first (marketplace.md "Credit rating"). */
export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type Grade = (typeof GRADES)[number];

export function isGrade(value: string): value is Grade {
  return (GRADES as readonly string[]).includes(value);
}

/**
 * Annual discount per grade in basis points (1 bp = 0.01 %), the rate for a 12-month contract.
 * An operator setting: stored and audited by the API, passed in here.
 */
export type DiscountTable = Readonly<Record<Grade, number>>;

/** Tranche's default discount table (marketplace.md "Price"): A 5 %, B 7 %, C 9 %, D 12 %, E 15 %. */
export const DEFAULT_DISCOUNT_TABLE: DiscountTable = { A: 500, B: 700, C: 900, D: 1200, E: 1500 };

/** A table is usable when every rate is a whole number of basis points in 0…10,000 and worse grades never cost less. */
export function assertDiscountTable(table: DiscountTable): DiscountTable {
  let previous = -1;
  for (const grade of GRADES) {
    const bps = table[grade];
    if (!Number.isSafeInteger(bps) || bps < 0 || bps > 10_000) {
      throw new RangeError(`Discount of grade ${grade} must be 0…10000 basis points, got ${bps}`);
    }
    if (bps < previous) throw new RangeError(`Grade ${grade} must not be cheaper than a better grade`);
    previous = bps;
  }
  return table;
}
