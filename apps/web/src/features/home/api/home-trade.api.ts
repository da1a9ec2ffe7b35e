import { useQuery } from '@tanstack/react-query';
import {
  assetListResponseSchema,
  assetPaymentListResponseSchema,
  clientSubsResponseSchema,
  portfolioResponseSchema,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';

const HOME_TRADE = ['home', 'trade'] as const;

/** `GET /api/assets`: the client's assets (open ones with their bids, completed sales). */
export function useClientAssets() {
  return useQuery({
    queryKey: [...HOME_TRADE, 'assets'],
    queryFn: async ({ signal }) =>
      assetListResponseSchema.shape.data.parse(await api.get('/assets/clientAssets', { signal })),
  });
}

/** `GET /api/client/asset-payments`: every instalment the client owes, first due first (at most 100). */
export function useClientPayments() {
  return useQuery({
    queryKey: [...HOME_TRADE, 'payments'],
    queryFn: async ({ signal }) =>
      assetPaymentListResponseSchema.shape.data.parse(
        await api.get('/client/asset-payments?size=100&orderBy[0][paymentDueDate]=asc', { signal }),
      ),
  });
}

/** `GET /api/subscriptions/clientSubs`: counts by trading status, MRR per currency. */
export function useClientSubs() {
  return useQuery({
    queryKey: [...HOME_TRADE, 'subs'],
    queryFn: async ({ signal }) =>
      clientSubsResponseSchema.shape.data.parse(await api.get('/subscriptions/clientSubs', { signal })),
  });
}

/** `GET /api/investor/portfolio?currency=`: the investor's holdings and repayments in one currency. */
export function usePortfolio(currency: string) {
  return useQuery({
    queryKey: [...HOME_TRADE, 'portfolio', currency],
    queryFn: async ({ signal }) =>
      portfolioResponseSchema.shape.data.parse(
        await api.get(`/investor/portfolio?currency=${currency}`, { signal }),
      ),
  });
}
