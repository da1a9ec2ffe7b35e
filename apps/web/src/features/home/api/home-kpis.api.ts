import { useQuery } from '@tanstack/react-query';
import { analyticsCurrentResponseSchema, analyticsResponseSchema } from '@tranche/contracts';
import type { Currency } from '@tranche/domain';
import { api } from '../../../lib/api-client';

const HOME_KEY = ['analytics', 'home'] as const;
const currentSchema = analyticsCurrentResponseSchema.shape.data;
const seriesSchema = analyticsResponseSchema.shape.data;

/** `GET /api/analytics/current`: the company's KPIs today. */
export function useCurrentKpis(currency: Currency) {
  return useQuery({
    queryKey: [...HOME_KEY, 'current', currency],
    queryFn: async ({ signal }) =>
      currentSchema.parse(await api.get(`/analytics/current?currency=${currency}`, { signal })),
  });
}

/** The months a headline trend covers. */
export const TREND_PERIOD = 'LAST_6_MONTHS';

/** `GET /api/analytics` over the last six months by month: the course behind each headline figure. */
export function useKpiTrend(currency: Currency, clientId: string | null) {
  const query = new URLSearchParams({ interval: 'month', period: TREND_PERIOD, currency });
  if (clientId) query.set('id_client', clientId);
  return useQuery({
    queryKey: [...HOME_KEY, 'trend', query.toString()],
    queryFn: async ({ signal }) => seriesSchema.parse(await api.get(`/analytics?${query}`, { signal })),
  });
}
