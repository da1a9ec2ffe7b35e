import type { ProfitAndLossLine } from './accounting-provider';

/** Where a report puts an account: the common sections of a profit-and-loss report. */
export type ReportSection = 'income' | 'otherIncome' | 'costOfSales' | 'expenses' | 'otherExpenses';

/**
 * Expense groups recognised by the account's name (and its parents' names), in this order: a
 * "sales tax" is a tax, not sales; "interest" is financing wherever the report put it. English
 * and German names, as the accounting tools' charts of accounts name them.
 */
const EXPENSE_GROUPS: readonly (readonly [string, RegExp])[] = [
  ['Taxes', /\btax(es)?\b|steuer|\bpaye\b/i],
  ['Financing', /interest|\bzins|bank (fees|charges)|finance (charges|costs)|kontoführung/i],
  [
    'Payroll',
    /wage|salar|payroll|pension|superannuation|national insurance|gehalt|lohn|löhne|sozialversicherung|personalkosten|personalaufwand/i,
  ],
  ['Sales and marketing', /marketing|advertis|promotion|\bsales\b|commission|werbung|vertrieb/i],
  [
    'Professional services',
    /legal|accountan|audit|consult|professional|contractor|recruit|rechtsberatung|steuerberatung/i,
  ],
];

/** A report's name as one path segment: never empty, never holding the separator. */
export const segment = (name: string | null | undefined, fallback: string) =>
  (name ?? '').replaceAll('/', '-').replace(/\s+/g, ' ').trim().slice(0, 120) || fallback;

/**
 * The category path (accounting-provider.ts) of an account in a provider's profit-and-loss report:
 * `names` are the account's own name last, its parent groups before it.
 */
export function categoryPath(section: ReportSection, names: readonly (string | null | undefined)[]): string {
  const account = segment(names.at(-1), 'Unnamed account');
  if (section === 'income') return `Income/Revenue/${account}`;
  if (section === 'otherIncome') return `Income/Other/${account}`;
  if (section === 'costOfSales') return `Expenses/Cost of sales/${account}`;
  const text = names.filter(Boolean).join(' ');
  const group = EXPENSE_GROUPS.find(([, pattern]) => pattern.test(text))?.[0];
  return `Expenses/${group ?? (section === 'expenses' ? 'Operating' : 'Other')}/${account}`;
}

/** Whether a section's amounts are income (kept positive) or expenses (made negative). */
export const isIncome = (section: ReportSection) => section === 'income' || section === 'otherIncome';

/**
 * Lines with the same month, path and currency summed into one (two accounts of the same name in
 * a report), zero sums left out; sorted by month, then path.
 */
export function mergedLines(lines: readonly ProfitAndLossLine[]): ProfitAndLossLine[] {
  const sums = new Map<string, ProfitAndLossLine>();
  for (const line of lines) {
    const key = `${line.month}|${line.currency}|${line.category}`;
    const sum = sums.get(key);
    sums.set(key, sum ? { ...sum, amountMinor: sum.amountMinor + line.amountMinor } : { ...line });
  }
  return [...sums.values()]
    .filter((line) => line.amountMinor !== 0)
    .sort((a, b) =>
      a.month !== b.month
        ? a.month < b.month
          ? -1
          : 1
        : a.category < b.category
          ? -1
          : a.category > b.category
            ? 1
            : 0,
    );
}

/** Names that mark an asset line as cash, and a liability line as interest-bearing debt. */
export const CASH_NAMES =
  /\b(cash|bank|current account|checking|savings|petty cash)\b|kasse|bankkonto|guthaben/i;
export const DEBT_NAMES =
  /\b(loans?|borrowings?|debt|credit facility|overdraft|notes payable|mortgage)\b|darlehen|kredit|verbindlichkeiten gegenüber kreditinstituten/i;

/** One account of a report's tree: its name with its parents' names before it, and its value. */
export interface ReportLeaf {
  names: string[];
  value: number;
}

/**
 * The accounts of a report's tree (a provider's nested sections and lines): the lines without
 * lines under them, each with the names of the sections above it. A section's own total is never
 * counted beside its lines.
 */
export function reportLeaves<N>(
  node: N | null | undefined,
  read: (node: N) => {
    name: string | null | undefined;
    value: number | null | undefined;
    children: N[] | null | undefined;
  },
  parents: string[] = [],
): ReportLeaf[] {
  if (node == null) return [];
  const { name, value, children } = read(node);
  const names = name ? [...parents, name] : parents;
  if (children && children.length > 0) return children.flatMap((child) => reportLeaves(child, read, names));
  return typeof value === 'number' && value !== 0 ? [{ names, value }] : [];
}

/** The sum of the leaves whose names (their own or a parent's) match. */
export const sumMatching = (leaves: readonly ReportLeaf[], pattern: RegExp) =>
  leaves
    .filter((leaf) => leaf.names.some((name) => pattern.test(name)))
    .reduce((sum, leaf) => sum + leaf.value, 0);

/**
 * A month's report sections as profit-and-loss lines in minor units: income positive, expenses
 * negative (reports show both as positive amounts; a negative one is a credit, kept as it is).
 * Null when an amount is not a plain decimal.
 */
export function sectionLines(
  month: string,
  currency: ProfitAndLossLine['currency'],
  sections: readonly (readonly [ReportSection, readonly ReportLeaf[]])[],
  toMinor: (value: number) => number | null,
): ProfitAndLossLine[] | null {
  const lines: ProfitAndLossLine[] = [];
  for (const [section, leaves] of sections) {
    for (const leaf of leaves) {
      const minor = toMinor(leaf.value);
      if (minor === null) return null;
      const amountMinor = isIncome(section) ? minor : -minor;
      lines.push({
        month,
        category: categoryPath(section, leaf.names.length > 1 ? leaf.names.slice(1) : leaf.names),
        currency,
        amountMinor,
      });
    }
  }
  return lines;
}
