import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { subscriptionListResponseSchema } from '@tranche/contracts';
import { api } from '../../../lib/api-client';
import { track } from '../../../lib/telemetry';
import { filterQuery, type ListState, type ListTab, listQuery } from '../lib/list-state';

export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const;

/** Checked against the contract: a table of half-understood rows would show wrong money. */
const subscriptionPage = subscriptionListResponseSchema.shape.data;

/** `GET /api/subscriptions`: one page of the tab's list; reports SUBSCRIPTIONS_LOADED (spec §3). */
export function useSubscriptions(tab: ListTab, state: ListState) {
  const query = listQuery(tab, state).toString();
  return useQuery({
    queryKey: [...SUBSCRIPTIONS_KEY, 'list', query],
    queryFn: async ({ signal }) => {
      const rows = subscriptionPage.parse((await api.get(`/subscriptions?${query}`, { signal })) ?? []);
      track('SUBSCRIPTIONS_LOADED', { tab, count: rows.length, page: state.page });
      return rows;
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/subscriptions/count` with the same filters: the pagination's total. */
export function useSubscriptionCount(tab: ListTab, state: ListState) {
  const query = filterQuery(tab, state).toString();
  return useQuery({
    queryKey: [...SUBSCRIPTIONS_KEY, 'count', query],
    queryFn: async ({ signal }) =>
      (await api.get<{ count: number }>(`/subscriptions/count?${query}`, { signal }))?.count ?? 0,
    placeholderData: keepPreviousData,
  });
}
