import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { forecastingResponseSchema } from '@tranche/contracts/forecasting';
import { api } from '../../../lib/api-client';
import { forecastingQuery, type PredictState } from '../lib/predict-state';
import { ANALYTICS_KEY } from './analytics.api';

/** `GET /api/analytics/forecasting`: the company's forecasts for a history, horizon and currency. */
export function useForecasting(state: PredictState, clientId: string | null) {
  const query = forecastingQuery(state, clientId).toString();
  return useQuery({
    queryKey: [...ANALYTICS_KEY, 'forecasting', query],
    queryFn: async ({ signal }) =>
      forecastingResponseSchema.shape.data.parse(
        await api.get(`/analytics/forecasting?${query}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}
