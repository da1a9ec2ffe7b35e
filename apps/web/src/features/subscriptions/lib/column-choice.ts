import type { SubscriptionSortKey } from '@tranche/contracts';

/** Every column the Subscriptions table can show, in order; each sorts by the contract key of its name. */
export const SUBSCRIPTION_COLUMNS = [
  'externalId',
  'customerName',
  'customerCountry',
  'status',
  'tradingStatus',
  'billingPeriod',
  'amount',
  'mrr',
  'startDate',
  'endDate',
  'nextPaymentDate',
  'createdAt',
] as const satisfies readonly SubscriptionSortKey[];
export type SubscriptionColumn = (typeof SUBSCRIPTION_COLUMNS)[number];

/**
 * Shown until the person chooses: what identifies a subscription, its state and its money, and
 * "Added" (the default order) — few enough to fit a 1440 px window without scrolling sideways.
 */
export const DEFAULT_COLUMNS: readonly SubscriptionColumn[] = [
  'externalId',
  'customerName',
  'status',
  'tradingStatus',
  'amount',
  'mrr',
  'startDate',
  'createdAt',
];

/** Where the browser remembers the choice (per browser, like the language). */
export const COLUMNS_STORAGE_KEY = 'tranche.subscriptions.columns';

const isColumn = (value: unknown): value is SubscriptionColumn =>
  typeof value === 'string' && (SUBSCRIPTION_COLUMNS as readonly string[]).includes(value);

/**
 * The remembered choice in table order; the defaults when nothing (or nothing readable) is stored,
 * so a stale or hand-edited value never leaves the table without columns.
 */
export function readColumnChoice(stored: string | null): SubscriptionColumn[] {
  if (stored === null) return [...DEFAULT_COLUMNS];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [...DEFAULT_COLUMNS];
  }
  if (!Array.isArray(parsed)) return [...DEFAULT_COLUMNS];
  const chosen = new Set(parsed.filter(isColumn));
  const columns = SUBSCRIPTION_COLUMNS.filter((column) => chosen.has(column));
  return columns.length > 0 ? columns : [...DEFAULT_COLUMNS];
}

/** Shows or hides one column, keeping table order; the last visible column stays. */
export function toggleColumn(
  columns: readonly SubscriptionColumn[],
  column: SubscriptionColumn,
): SubscriptionColumn[] {
  if (columns.includes(column)) {
    return columns.length > 1 ? columns.filter((current) => current !== column) : [...columns];
  }
  return SUBSCRIPTION_COLUMNS.filter((current) => current === column || columns.includes(current));
}
