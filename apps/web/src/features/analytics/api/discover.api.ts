import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationListResponseSchema } from '@tranche/contracts';
import { bankBalancesSchema, cashflowMonthSchema } from '@tranche/contracts/banking';
import {
  bankTransactionCountResponseSchema,
  bankTransactionsResponseSchema,
  type CategoryCorrection,
  categorizationPivotResponseSchema,
  categorizationResponseSchema,
  categoryCorrectionResponseSchema,
  categoryRulesResponseSchema,
  paymentGridResponseSchema,
  pnlResponseSchema,
} from '@tranche/contracts/discover';
import type { Currency } from '@tranche/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type DiscoverState, TRANSACTIONS_PAGE_SIZE } from '../lib/discover-state';

/** Everything Discover reads; a correction or a deleted rule refreshes it all. */
export const DISCOVER_KEY = ['discover'] as const;

const dates = (query: URLSearchParams, state: Pick<DiscoverState, 'from' | 'to'>) => {
  if (state.from) query.set('date_from', state.from);
  if (state.to) query.set('date_to', state.to);
  return query;
};

/** The filters of the transaction list (and of its count). */
export function transactionFilters(
  state: Pick<DiscoverState, 'from' | 'to' | 'search' | 'category'>,
): URLSearchParams {
  const query = dates(new URLSearchParams(), state);
  if (state.category) query.set('category', state.category);
  if (state.search) query.set('search', state.search);
  return query;
}

function useDiscoverQuery<T>(path: string, parse: (data: unknown) => T) {
  return useQuery({
    queryKey: [...DISCOVER_KEY, path],
    queryFn: async ({ signal }) => parse(await api.get(path, { signal })),
    // The previous numbers stay on screen (dimmed) while other filters load.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/integrations?category=banking`: the bank connections, to tell about expired ones. */
export const useBankConnections = () =>
  useDiscoverQuery('/integrations?category=banking', (data) =>
    integrationListResponseSchema.shape.data.parse(data ?? []),
  );

export const useBankBalances = () =>
  useDiscoverQuery('/bank/balances', (data) => bankBalancesSchema.parse(data));

export const useCashflow = () =>
  useDiscoverQuery('/bank/cashflow', (data) => z.array(cashflowMonthSchema).parse(data ?? []));

/** One page of the transactions matching the filters. */
export function useTransactions(state: DiscoverState) {
  const query = transactionFilters(state);
  query.set('page', String(state.page));
  query.set('size', String(TRANSACTIONS_PAGE_SIZE));
  return useDiscoverQuery(`/bank/transactions?${query}`, (data) =>
    bankTransactionsResponseSchema.shape.data.parse(data ?? []),
  );
}

/** How many transactions match the filters, for paging. */
export const useTransactionCount = (state: DiscoverState) =>
  useDiscoverQuery(
    `/bank/transactions/count?${transactionFilters(state)}`,
    (data) => bankTransactionCountResponseSchema.shape.data.parse(data).count,
  );

const converted = (
  currency: Currency,
  state: Pick<DiscoverState, 'from' | 'to'>,
  extra: Record<string, string>,
) => dates(new URLSearchParams({ currency, ...extra }), state);

export const useCategorization = (state: DiscoverState, currency: Currency) =>
  useDiscoverQuery(
    `/portfolio/client/nordigen-categorization?${converted(currency, state, { level: String(state.level) })}`,
    (data) => categorizationResponseSchema.shape.data.parse(data),
  );

export const useCategorizationPivot = (state: DiscoverState, currency: Currency) =>
  useDiscoverQuery(
    `/portfolio/client/nordigen-categorization/pivot?${converted(currency, state, { level: String(state.level) })}`,
    (data) => categorizationPivotResponseSchema.shape.data.parse(data),
  );

export const usePnl = (state: DiscoverState, currency: Currency) =>
  useDiscoverQuery(`/portfolio/client/pnl?${converted(currency, state, { view: state.pnlView })}`, (data) =>
    pnlResponseSchema.shape.data.parse(data),
  );

export const usePaymentGrid = (state: DiscoverState, currency: Currency) =>
  useDiscoverQuery(
    `/portfolio/client/payment-grid?${new URLSearchParams({ forPastMonths: String(state.months), currency })}`,
    (data) => paymentGridResponseSchema.shape.data.parse(data),
  );

export const useCategoryRules = () =>
  useDiscoverQuery('/bank/category-rules', (data) =>
    categoryRulesResponseSchema.shape.data.parse(data ?? []),
  );

function useDiscoverMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Categories feed every figure of Discover: all of it is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCOVER_KEY }),
  });
}

/** `PATCH /api/bank/transactions/:id`: a corrected category, and with it (by default) a company rule. */
export const useCorrectCategory = () =>
  useDiscoverMutation(async ({ id, ...body }: { id: string } & CategoryCorrection) =>
    categoryCorrectionResponseSchema.shape.data.parse(
      await api.patch(`/bank/transactions/${encodeURIComponent(id)}`, body),
    ),
  );

/** `DELETE /api/bank/category-rules/:id`: the rule's transactions are categorised again without it. */
export const useDeleteRule = () =>
  useDiscoverMutation((id: string) => api.del(`/bank/category-rules/${encodeURIComponent(id)}`));
