import { PNL_VIEWS, type PnlView } from '@tranche/contracts/discover';
import { CURRENCIES, type Currency } from '@tranche/domain';

/** The six views of Discover (spec §2), in the order the switch offers them. */
export const DISCOVER_VIEWS = [
  'cashflow',
  'balances',
  'transactions',
  'categorized',
  'pnl',
  'payments',
] as const;
export type DiscoverView = (typeof DISCOVER_VIEWS)[number];

/** The views built on the company's bank connection (P&L and the payments grid have other sources). */
export const BANK_VIEWS: readonly DiscoverView[] = ['cashflow', 'balances', 'transactions', 'categorized'];

export const CATEGORY_LEVELS = [1, 2, 3] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];

/** How many months back the payments grid can show. */
export const GRID_MONTHS = [3, 6, 12] as const;
export type GridMonths = (typeof GRID_MONTHS)[number];

/** Transactions per page. */
export const TRANSACTIONS_PAGE_SIZE = 25;

/**
 * What Discover shows, kept in the address so a view survives a reload and can be shared:
 * `?view=categorized&level=2&currency=USD&from=2026-01-01&to=2026-03-31`.
 */
export interface DiscoverState {
  view: DiscoverView;
  /** The currency amounts are converted into (categories, P&L, payments grid); null: the company's. */
  currency: Currency | null;
  /** Cash flow is per account currency: the one shown, null for the first present. */
  cashCurrency: string | null;
  level: CategoryLevel;
  /** The date range (yyyy-mm-dd); null leaves the API's default. */
  from: string | null;
  to: string | null;
  search: string;
  /** A category id of any level the transactions are filtered by. */
  category: string | null;
  page: number;
  pnlView: PnlView;
  months: GridMonths;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pick = <T extends string | number, F>(
  allowed: readonly T[],
  value: string | null,
  fallback: F,
): T | F => allowed.find((candidate) => String(candidate) === value) ?? fallback;

const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);

export function readDiscoverState(params: URLSearchParams): DiscoverState {
  const page = Number(params.get('page'));
  return {
    view: pick(DISCOVER_VIEWS, params.get('view'), 'cashflow'),
    currency: pick(CURRENCIES, params.get('currency'), null),
    cashCurrency: /^[A-Z]{3}$/.test(params.get('cash') ?? '') ? params.get('cash') : null,
    level: pick(CATEGORY_LEVELS, params.get('level'), 3),
    from: day(params.get('from')),
    to: day(params.get('to')),
    search: params.get('q')?.trim() ?? '',
    category: params.get('category') || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pnlView: pick(PNL_VIEWS, params.get('period'), 'month'),
    months: pick(GRID_MONTHS, params.get('months'), 6),
  };
}

const KEYS: Record<keyof DiscoverState, string> = {
  view: 'view',
  currency: 'currency',
  cashCurrency: 'cash',
  level: 'level',
  from: 'from',
  to: 'to',
  search: 'q',
  category: 'category',
  page: 'page',
  pnlView: 'period',
  months: 'months',
};

/** The filters whose change sends the transactions list back to its first page. */
const RESETS_PAGE: readonly (keyof DiscoverState)[] = ['from', 'to', 'search', 'category', 'view'];

/** The address after a change; empty values (and page 1) leave the address. */
export function withDiscoverChange(params: URLSearchParams, change: Partial<DiscoverState>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(change) as [keyof DiscoverState, unknown][]) {
    const key = KEYS[field];
    if (value === null || value === '' || (field === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change) && RESETS_PAGE.some((field) => field in change)) next.delete(KEYS.page);
  return next;
}
