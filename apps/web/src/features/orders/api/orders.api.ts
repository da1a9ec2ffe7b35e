import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assetListResponseSchema,
  assetPaymentListResponseSchema,
  assetPaymentResponseSchema,
  assetResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';

const ORDERS = ['orders-screen'] as const;
const assets = assetListResponseSchema.shape.data;
const asset = assetResponseSchema.shape.data;
const orders = orderListResponseSchema.shape.data;
const order = orderResponseSchema.shape.data;
const payments = assetPaymentListResponseSchema.shape.data;
const payment = assetPaymentResponseSchema.shape.data;

/** `GET /api/assets?where[status]=…`: the client's assets in one state. */
export function useClientAssets(status: 'OPEN' | 'COMPLETED') {
  return useQuery({
    queryKey: [...ORDERS, 'assets', status],
    queryFn: async ({ signal }) => assets.parse(await api.get(`/assets?where[status]=${status}`, { signal })),
  });
}

/** `GET /api/assets/{id}?include[orders]=true`: one of the client's assets with every bid on it. */
export function useAssetWithBids(id: string) {
  return useQuery({
    queryKey: [...ORDERS, 'asset', id],
    queryFn: async ({ signal }) =>
      asset.parse(await api.get(`/assets/${id}?include[orders]=true`, { signal })),
  });
}

/** `GET /api/client/asset-payments?where[id_asset]=…`: an asset's instalments, first due first. */
export function useAssetPayments(assetId: string) {
  return useQuery({
    queryKey: [...ORDERS, 'payments', assetId],
    queryFn: async ({ signal }) =>
      payments.parse(
        await api.get(
          `/client/asset-payments?where[id_asset]=${assetId}&size=100&orderBy[0][paymentDueDate]=asc`,
          { signal },
        ),
      ),
  });
}

/** `GET /api/orders` (client: bids on its assets) or `GET /api/investor/orders` (investor: its bids). */
export function useBids(side: 'client' | 'investor') {
  return useQuery({
    queryKey: [...ORDERS, 'bids', side],
    queryFn: async ({ signal }) =>
      orders.parse(await api.get(side === 'client' ? '/orders' : '/investor/orders', { signal })),
  });
}

function useOrdersMutation<T>(run: (id: string) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Every list of this screen, the subscriptions' trading status and the overdue banner move.
    onSuccess: () => client.invalidateQueries(),
  });
}

/** `POST /api/orders/{id}/approve` (ORDER_APPROVED). */
export const useAcceptBid = () =>
  useOrdersMutation(async (id) => order.parse(await api.post(`/orders/${id}/approve`)));

/** `POST /api/assets/{id}/cancel`. */
export const useCancelAsset = () =>
  useOrdersMutation(async (id) => asset.parse(await api.post(`/assets/${id}/cancel`)));

/** `POST /api/investor/orders/{id}/cancel` (ORDER_CANCELED). */
export const useCancelBid = () =>
  useOrdersMutation(async (id) => order.parse(await api.post(`/investor/orders/${id}/cancel`)));

/** `POST /api/client/asset-payments/{id}/confirm`: the client has transferred this instalment. */
export const useConfirmTransfer = () =>
  useOrdersMutation(async (id) => payment.parse(await api.post(`/client/asset-payments/${id}/confirm`)));
