import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsResponseSchema } from '@tranche/contracts';
import { isoDateOf } from '@tranche/domain';
import { api, currentIdToken } from '../../../lib/api-client';
import { analyticsQuery, type ObserveState } from '../lib/observe-state';

export const ANALYTICS_KEY = ['analytics'] as const;

/** Checked against the contract: a chart of half-understood numbers would mislead. */
const seriesSchema = analyticsResponseSchema.shape.data;

/** `GET /api/analytics`: the KPI series of the caller's company for a period, granularity and currency. */
export function useAnalyticsSeries(state: ObserveState, clientId: string | null) {
  const query = analyticsQuery(state, clientId).toString();
  return useQuery({
    queryKey: [...ANALYTICS_KEY, 'series', query],
    queryFn: async ({ signal }) => seriesSchema.parse(await api.get(`/analytics?${query}`, { signal })),
    // The previous view stays on screen (dimmed) while another period or currency loads.
    placeholderData: keepPreviousData,
  });
}

/** The file name of an export: what it is and the day it was made. */
export function exportFileName(state: ObserveState, today: Date = new Date()): string {
  const parts = [
    state.period.toLowerCase().replaceAll('_', '-'),
    state.interval,
    state.currency,
    isoDateOf(today),
  ];
  return `tranche-analytics-${parts.filter(Boolean).join('-')}.csv`;
}

/**
 * `GET /api/analytics/file`: the series as CSV. The browser downloads it itself (no script holds
 * the file), so the identity token travels as the `jwt` query parameter, accepted on this route only.
 */
export async function exportHref(state: ObserveState, clientId: string | null): Promise<string> {
  const query = analyticsQuery(state, clientId);
  query.set('exporting', 'data');
  query.set('filename', exportFileName(state));
  const token = await currentIdToken();
  if (token) query.set('jwt', token);
  return `/api/analytics/file?${query.toString()}`;
}
