import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { anomaliesResponseSchema } from '@tranche/contracts/anomalies';
import { api } from '../../../lib/api-client';
import { anomaliesQuery, type DetectState } from '../components/detect/detect-state';
import { ANALYTICS_KEY } from './analytics.api';

/** `GET /api/analytics/anomalies`: what is out of pattern in the chosen period, newest first. */
export function useAnomalies(state: DetectState, clientId: string | null) {
  const query = anomaliesQuery(state, clientId).toString();
  return useQuery({
    queryKey: [...ANALYTICS_KEY, 'anomalies', query],
    queryFn: async ({ signal }) =>
      anomaliesResponseSchema.shape.data.parse(await api.get(`/analytics/anomalies?${query}`, { signal })),
    placeholderData: keepPreviousData,
  });
}
