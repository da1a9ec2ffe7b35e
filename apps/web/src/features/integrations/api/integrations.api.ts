import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Integration,
  integrationAuthorizationResponseSchema,
  integrationListResponseSchema,
  integrationSchema,
} from '@tranche/contracts';
import { bankListResponseSchema } from '@tranche/contracts/banking';
import { api } from '../../../lib/api-client';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/realtime';

export const INTEGRATIONS_KEY = ['integrations'] as const;
/** While a sync runs and the socket is down, its progress is asked for this often instead. */
const SYNC_POLL_MS = 3_000;

const list = integrationListResponseSchema.shape.data;

type SyncProgressMessage = { id: string } & NonNullable<Integration['syncProgress']>;

/** `GET /api/integrations`: the company's connections; follows syncs as the server pushes them. */
export function useIntegrations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
  useRealtimeEvent<SyncProgressMessage>('integration-sync', ({ id, phase, read }) => {
    queryClient.setQueryData<Integration[]>(INTEGRATIONS_KEY, (current) =>
      current?.map((row) => (row.id === id ? { ...row, syncing: true, syncProgress: { phase, read } } : row)),
    );
  });
  useRealtimeEvent('integration', refresh);
  const connected = useRealtimeConnected();
  return useQuery({
    queryKey: INTEGRATIONS_KEY,
    queryFn: async ({ signal }) => list.parse((await api.get('/integrations', { signal })) ?? []),
    refetchInterval: (query) =>
      !connected && query.state.data?.some((row) => row.syncing) ? SYNC_POLL_MS : false,
  });
}

/** `GET /api/integrations/authorization`: the consent page to send the browser to. */
export async function fetchAuthorization(type: string) {
  const answer = await api.get(`/integrations/authorization?type=${encodeURIComponent(type)}`);
  return integrationAuthorizationResponseSchema.shape.data.parse(answer);
}

function useIntegrationMutation<V, R = unknown>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      // A list read still in flight began before this change: invalidating alone would hand its
      // stale answer on (TanStack Query keeps a first fetch that has no data yet). Cancel it first.
      await queryClient.cancelQueries({ queryKey: INTEGRATIONS_KEY });
      await queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
    },
  });
}

/**
 * `POST /api/integrations` (INTEGRATION_ADD) with the code the consent page returned (and its
 * state), or with the
 * billing tool's vanity URL and API key.
 */
export const useConnect = () =>
  useIntegrationMutation(
    async (
      body: { type: string } & (
        | { authorizationCode: string; state?: string }
        | { vanityUrl: string; apiKey: string }
      ),
    ) => integrationSchema.parse(await api.post('/integrations', body)),
  );

/** `PATCH /api/integrations/{id} {raw: {apiKey}}` (INTEGRATION_UPDATED): a new API key. */
export const useRenewKey = () =>
  useIntegrationMutation(async ({ id, apiKey }: { id: string; apiKey: string }) =>
    integrationSchema.parse(await api.patch(`/integrations/${encodeURIComponent(id)}`, { raw: { apiKey } })),
  );

/** `POST /api/integrations/sync`: sync now. */
export const useSyncNow = () =>
  useIntegrationMutation((row: Integration) =>
    api.post('/integrations/sync', { type: row.type, category: row.category }),
  );

/** `DELETE /api/integrations/{id}` (INTEGRATION_DELETED). */
export const useDeleteIntegration = () =>
  useIntegrationMutation((row: Integration) => api.del(`/integrations/${encodeURIComponent(row.id)}`));

/** `GET /api/nordigen/banks/{country}`: the banks of a country (none chosen yet: not asked). */
export const useBanks = (country: string | null) =>
  useQuery({
    queryKey: ['banks', country],
    enabled: country !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      bankListResponseSchema.shape.data.parse(
        await api.get(`/nordigen/banks/${encodeURIComponent(country!)}`, { signal }),
      ),
  });

/** `POST /api/integrations {type: nordigen, …}` (INTEGRATION_ADD): the answer carries the bank's consent page. */
export const useConnectBank = () =>
  useIntegrationMutation(async (body: { institutionId: string; country: string }) =>
    integrationSchema.parse(await api.post('/integrations', { type: 'nordigen', ...body })),
  );

/** `POST /api/integrations/nordigen/reconnect`: a new consent at the same bank. */
export const reconnectBank = async (integrationId: string) =>
  integrationSchema.parse(await api.post('/integrations/nordigen/reconnect', { integrationId }));

/** Back from the bank: `PATCH /api/nordigen/requisitionPassed|requisitionFailed/{id}`. */
export const useBankReturn = () =>
  useIntegrationMutation(async ({ id, passed }: { id: string; passed: boolean }) =>
    integrationSchema.parse(
      await api.patch(
        `/nordigen/${passed ? 'requisitionPassed' : 'requisitionFailed'}/${encodeURIComponent(id)}`,
      ),
    ),
  );
