import type { SUBSCRIPTION_QUICK_SELECTS } from '@tranche/contracts';

export type QuickSelect = (typeof SUBSCRIPTION_QUICK_SELECTS)[number];
export const TRADABLE_SORTS = ['mrr', 'amount', 'endDate', 'customerName', 'startDate'] as const;
export type TradableSort = (typeof TRADABLE_SORTS)[number];
export const PAGE_SIZE = 20;

/** What the tradable list shows: one currency (an asset is one currency), filters, order and page. */
export interface TradableState {
  currency: string;
  billingPeriod: number | null;
  /** Amount per billing period above this, minor units. */
  amountAbove: number | null;
  quickSelect: QuickSelect | null;
  sort: TradableSort;
  direction: 'asc' | 'desc';
  page: number;
}

export interface TradableQuery {
  list: string;
  count: string;
}

/**
 * Spec §7's tradable list as query strings: AVAILABLE in both statuses, not ending before now
 * (`where[tradable]=true`), the currency, the optional filters; a quick select replaces the order.
 */
export function tradableQuery(state: TradableState): TradableQuery {
  const filter = new URLSearchParams({
    'where[status]': 'AVAILABLE',
    'where[tradingStatus]': 'AVAILABLE',
    'where[tradable]': 'true',
    'where[currency]': state.currency,
  });
  if (state.billingPeriod !== null) filter.set('where[billingPeriod]', String(state.billingPeriod));
  if (state.amountAbove !== null) filter.set('where[amount][gt]', String(state.amountAbove));
  const list = new URLSearchParams(filter);
  list.set('page', String(state.page));
  list.set('size', String(PAGE_SIZE));
  if (state.quickSelect) list.set('quickSelect', state.quickSelect);
  else {
    list.set(`orderBy[0][${state.sort}]`, state.direction);
    list.set('orderBy[1][createdAt]', 'desc');
  }
  return { list: list.toString(), count: filter.toString() };
}
