import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssetQuoteBody,
  assetPickResponseSchema,
  assetQuoteResponseSchema,
  assetResponseSchema,
  type CreateAssetBody,
  clientSubsResponseSchema,
  investorAssetListResponseSchema,
  investorBalancesResponseSchema,
  orderResponseSchema,
  ratingResponseSchema,
  subscriptionListResponseSchema,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';
import type { TradableQuery } from '../lib/tradable-query';

const TRADING = ['trading'] as const;
const page = subscriptionListResponseSchema.shape.data;
const quote = assetQuoteResponseSchema.shape.data;
const pick = assetPickResponseSchema.shape.data;
const asset = assetResponseSchema.shape.data;
const market = investorAssetListResponseSchema.shape.data;
const order = orderResponseSchema.shape.data;

/** `GET /api/subscriptions/clientSubs`: tradable counts per currency (the currency to start with). */
export function useTradableByCurrency() {
  return useQuery({
    queryKey: [...TRADING, 'by-currency'],
    queryFn: async ({ signal }) =>
      clientSubsResponseSchema.shape.data.parse(await api.get('/subscriptions/clientSubs', { signal })),
  });
}

/** One page of the tradable list (spec §7) and, beside it, how many there are. */
export function useTradable(query: TradableQuery) {
  const list = useQuery({
    queryKey: [...TRADING, 'tradable', query.list],
    queryFn: async ({ signal }) =>
      page.parse((await api.get(`/subscriptions?${query.list}`, { signal })) ?? []),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: [...TRADING, 'tradable-count', query.count],
    queryFn: async ({ signal }) =>
      (await api.get<{ count: number }>(`/subscriptions/count?${query.count}`, { signal }))?.count ?? 0,
    placeholderData: keepPreviousData,
  });
  return { list, count };
}

/** `POST /api/assets/quote`: what the selection would be worth and whether POST assets would take it. */
export function useQuote(body: AssetQuoteBody) {
  return useQuery({
    queryKey: [...TRADING, 'quote', body],
    queryFn: async ({ signal }) => quote.parse(await api.post('/assets/quote', body, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/assets/pick`: the subscriptions whose prices reach a target amount. */
export function usePick() {
  return useMutation({
    mutationFn: async (body: { currency: string; contractLengthMonths: number; targetPrice: number }) =>
      pick.parse(await api.post('/assets/pick', body)),
  });
}

/** `POST /api/assets` (ASSET_ADD): the selection goes on the market. */
export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAssetBody) => asset.parse(await api.post('/assets', body)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** `GET /api/investor/assets`: the open assets of every client, anonymised. */
export function useMarket(currency: string | null, sort: string) {
  const params = new URLSearchParams({ size: '50', [`orderBy[0][${sort}]`]: 'desc' });
  if (currency) params.set('where[currency]', currency);
  return useQuery({
    queryKey: [...TRADING, 'market', params.toString()],
    queryFn: async ({ signal }) => market.parse(await api.get(`/investor/assets?${params}`, { signal })),
  });
}

/** `POST /api/investor/orders` (ORDER_ADD): a bid; its price is reserved from the investor's cash. */
export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id_asset: string; price: number; pledgedPrice?: number }) =>
      order.parse(await api.post('/investor/orders', body)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** `GET /api/investor/balances`: what the investor may still bid, per currency. */
export function useBalances() {
  return useQuery({
    queryKey: [...TRADING, 'balances'],
    queryFn: async ({ signal }) =>
      investorBalancesResponseSchema.shape.data.parse(await api.get('/investor/balances', { signal })),
  });
}

/** `GET /api/rating`: the client's credit rating with every factor (null before the first one). */
export function useRating() {
  return useQuery({
    queryKey: [...TRADING, 'rating'],
    queryFn: async ({ signal }) =>
      ratingResponseSchema.shape.data.parse(await api.get('/rating', { signal })),
  });
}
