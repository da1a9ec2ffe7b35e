import { useQuery } from '@tanstack/react-query';
import { analyticsCurrentResponseSchema, analyticsResponseSchema } from '@tranche/contracts';
import { api } from '../../../lib/api-client';

const HOME_KEY = ['analytics', 'home'] as const;
const currentSchema = analyticsCurrentResponseSchema.shape.data;
const seriesSchema = analyticsResponseSchema.shape.data;

/** `GET /api/analytics/current`: the company's KPIs today, in the company's currency. */
export function useCurrentKpis() {
  return useQuery({
    queryKey: [...HOME_KEY, 'current'],
    queryFn: async ({ signal }) => currentSchema.parse(await api.get('/analytics/current', { signal })),
  });
}

/** The months a headline trend covers. */
export const TREND_PERIOD = 'LAST_6_MONTHS';

/** `GET /api/analytics` over the last six months by month: the course behind each headline figure. */
export function useKpiTrend(clientId: string | null) {
  const query = new URLSearchParams({ interval: 'month', period: TREND_PERIOD });
  if (clientId) query.set('id_client', clientId);
  return useQuery({
    queryKey: [...HOME_KEY, 'trend', query.toString()],
    queryFn: async ({ signal }) => seriesSchema.parse(await api.get(`/analytics?${query}`, { signal })),
  });
}
