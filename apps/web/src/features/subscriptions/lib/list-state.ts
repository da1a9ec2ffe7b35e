import {
  SUBSCRIPTION_SORT_KEYS,
  SUBSCRIPTION_TAB_FILTERS,
  type SubscriptionSortKey,
} from '@tranche/contracts';
import {
  type BillingPeriodMonths,
  type Currency,
  isBillingPeriod,
  isCurrency,
  parseDecimal,
} from '@tranche/domain';

/**
 * The Subscriptions list's filters, sort and page as they live in the URL (so reload and back
 * keep them), and the spec §7 query they become.
 */

export type ListTab = keyof typeof SUBSCRIPTION_TAB_FILTERS;
export const LIST_TABS = Object.keys(SUBSCRIPTION_TAB_FILTERS) as ListTab[];

/** Spec §9: page state starts at page 1, size 20. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type SortDirection = 'asc' | 'desc';
export interface Sort {
  key: SubscriptionSortKey;
  direction: SortDirection;
}
/** What the table shows as sorted when the URL names no sort (spec §7's default). */
export const DEFAULT_SORT: Sort = { key: 'createdAt', direction: 'desc' };

export interface ListState {
  page: number;
  size: number;
  billingPeriod: BillingPeriodMonths | null;
  /** "Amount greater than" as the user typed it (a decimal in their notation). */
  amountGt: string | null;
  currency: Currency | null;
  expired: boolean | null;
  /** Null: the default order. */
  sort: Sort | null;
}

/** URL parameter names, short and readable. */
export const PARAMS = {
  page: 'page',
  size: 'size',
  billingPeriod: 'period',
  amountGt: 'amountGt',
  currency: 'currency',
  expired: 'expired',
  sort: 'sort',
  direction: 'dir',
} as const;

const positiveInt = (value: string | null): number | null => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : null;
};

const isSortKey = (value: string | null): value is SubscriptionSortKey =>
  (SUBSCRIPTION_SORT_KEYS as readonly (string | null)[]).includes(value);

/** "100", "99.50", "1.234,56" → minor units; null when it is not a non-negative decimal. */
export function amountToMinor(text: string): number | null {
  const parsed = parseDecimal(text, { digits: 2 });
  return parsed.ok && parsed.minor >= 0 ? parsed.minor : null;
}

/** Reads the URL; anything unknown or malformed falls back to its default instead of failing. */
export function readListState(params: URLSearchParams): ListState {
  const size = positiveInt(params.get(PARAMS.size));
  const period = positiveInt(params.get(PARAMS.billingPeriod));
  const currency = params.get(PARAMS.currency);
  const expired = params.get(PARAMS.expired);
  const amountGt = params.get(PARAMS.amountGt);
  const key = params.get(PARAMS.sort);
  return {
    page: positiveInt(params.get(PARAMS.page)) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    billingPeriod: period !== null && isBillingPeriod(period) ? period : null,
    amountGt: amountGt !== null && amountToMinor(amountGt) !== null ? amountGt : null,
    currency: currency !== null && isCurrency(currency) ? currency : null,
    expired: expired === 'true' ? true : expired === 'false' ? false : null,
    sort: isSortKey(key)
      ? { key, direction: params.get(PARAMS.direction) === 'desc' ? 'desc' : 'asc' }
      : null,
  };
}

/** The filters in effect (the page is not a filter). */
export function hasFilters(state: ListState): boolean {
  return (
    state.billingPeriod !== null ||
    state.amountGt !== null ||
    state.currency !== null ||
    state.expired !== null
  );
}

/** Clicking a column header: the sorted column flips its direction, another one starts ascending. */
export function nextSort(current: Sort | null, key: SubscriptionSortKey): Sort {
  const shown = current ?? DEFAULT_SORT;
  if (shown.key === key) return { key, direction: shown.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** The `where[...]` filters of a tab and the chosen filters (spec §4, §7); also what /count takes. */
export function filterQuery(tab: ListTab, state: ListState): URLSearchParams {
  const query = new URLSearchParams(SUBSCRIPTION_TAB_FILTERS[tab]);
  if (state.billingPeriod !== null) query.set('where[billingPeriod]', String(state.billingPeriod));
  const minor = state.amountGt === null ? null : amountToMinor(state.amountGt);
  if (minor !== null) query.set('where[amount][gt]', String(minor));
  if (state.currency !== null) query.set('where[currency]', state.currency);
  // Churned is the expired filter already; the tab decides it there.
  if (state.expired !== null && tab !== 'churned') query.set('where[expired]', String(state.expired));
  return query;
}

/**
 * `GET /api/subscriptions`: page, size, the filters and spec §7's order: by default createdAt desc
 * then updatedAt desc; with a sort key, that key then createdAt desc (unless the key is createdAt).
 */
export function listQuery(tab: ListTab, state: ListState): URLSearchParams {
  const query = new URLSearchParams({ page: String(state.page), size: String(state.size) });
  for (const [key, value] of filterQuery(tab, state)) query.append(key, value);
  if (state.sort === null) {
    query.set('orderBy[0][createdAt]', 'desc');
    query.set('orderBy[1][updatedAt]', 'desc');
  } else {
    query.set(`orderBy[0][${state.sort.key}]`, state.sort.direction);
    if (state.sort.key !== 'createdAt') query.set('orderBy[1][createdAt]', 'desc');
  }
  return query;
}

/**
 * The URL after a change: defaults are left out so links stay short, other parameters (`lang`)
 * are kept, and any change but the page's goes back to page 1.
 */
export function withChanges(params: URLSearchParams, changes: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  if (changes.page !== undefined) set(PARAMS.page, changes.page === 1 ? null : String(changes.page));
  else next.delete(PARAMS.page);
  if (changes.size !== undefined)
    set(PARAMS.size, changes.size === DEFAULT_PAGE_SIZE ? null : String(changes.size));
  if (changes.billingPeriod !== undefined)
    set(PARAMS.billingPeriod, changes.billingPeriod === null ? null : String(changes.billingPeriod));
  if (changes.amountGt !== undefined) set(PARAMS.amountGt, changes.amountGt);
  if (changes.currency !== undefined) set(PARAMS.currency, changes.currency);
  if (changes.expired !== undefined)
    set(PARAMS.expired, changes.expired === null ? null : String(changes.expired));
  if (changes.sort !== undefined) {
    set(PARAMS.sort, changes.sort?.key ?? null);
    set(PARAMS.direction, changes.sort?.direction ?? null);
  }
  return next;
}
