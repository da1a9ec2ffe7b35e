import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  autoBidListResponseSchema,
  type CreateStrategyBody,
  type StrategyPreviewBody,
  strategyPreviewResponseSchema,
  tradingStrategyListResponseSchema,
  tradingStrategyResponseSchema,
  type UpdateStrategyBody,
} from '@tranche/contracts';
import { api } from '../../../lib/api-client';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';

const STRATEGIES = ['orders-screen', 'strategies'] as const;
const strategies = tradingStrategyListResponseSchema.shape.data;
const strategy = tradingStrategyResponseSchema.shape.data;
const autoBids = autoBidListResponseSchema.shape.data;
const preview = strategyPreviewResponseSchema.shape.data;

/** `GET /api/trading-strategies`: the investor's strategies with what they used and could earn. */
export function useStrategies() {
  return useQuery({
    queryKey: [...STRATEGIES, 'list'],
    queryFn: async ({ signal }) => strategies.parse(await api.get('/trading-strategies', { signal })),
  });
}

/** While the socket is down, the automatic bids are polled this often. */
const FALLBACK_POLL_MS = 5_000;

/**
 * `GET /api/trading-strategies/auto-bids`: the automatic bids with why they were placed. A job
 * places them in the background and the server says so over the socket ('order'), which refreshes
 * the Orders screen's lists; without the socket the list is polled.
 */
export function useAutoBids() {
  const client = useQueryClient();
  const connected = useRealtimeConnected();
  useRealtimeEvent('order', () => void client.invalidateQueries({ queryKey: ['orders-screen'] }));
  return useQuery({
    queryKey: [...STRATEGIES, 'auto-bids'],
    queryFn: async ({ signal }) => autoBids.parse(await api.get('/trading-strategies/auto-bids', { signal })),
    refetchInterval: connected ? false : FALLBACK_POLL_MS,
  });
}

/** `POST /api/trading-strategies/preview`: potential income and return of the rules as edited. */
export function useStrategyPreview(body: StrategyPreviewBody | null) {
  return useQuery({
    queryKey: [...STRATEGIES, 'preview', body],
    queryFn: async ({ signal }) =>
      preview.parse(await api.post('/trading-strategies/preview', body, { signal })),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

function useStrategyMutation<A, T>(run: (input: A) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    // A saved strategy may bid at once: the strategies, automatic bids and bid lists all move.
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders-screen'] }),
  });
}

/** `POST /api/trading-strategies`. */
export const useCreateStrategy = () =>
  useStrategyMutation(async (body: CreateStrategyBody) =>
    strategy.parse(await api.post('/trading-strategies', body)),
  );

/** `PATCH /api/trading-strategies` (the id in the body, spec §7). */
export const useUpdateStrategy = () =>
  useStrategyMutation(async (body: UpdateStrategyBody) =>
    strategy.parse(await api.patch('/trading-strategies', body)),
  );

/** `DELETE /api/trading-strategies/{id}`. */
export const useDeleteStrategy = () =>
  useStrategyMutation(async (id: string) => api.del(`/trading-strategies/${id}`));
