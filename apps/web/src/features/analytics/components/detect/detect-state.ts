import { type AnomalyArea, addMonths, isoDateOf } from '@tranche/domain';
import { withQueryChange } from '../../lib/observe-state';

/** The periods Detect looks at: the current month and the 2, 5 or 11 before it. */
export const DETECT_PERIODS = [3, 6, 12] as const;
export type DetectPeriod = (typeof DETECT_PERIODS)[number];
export const DETECT_AREAS = ['all', 'revenue', 'payments', 'bank'] as const;
export type DetectArea = 'all' | AnomalyArea;

/** Detect's choices, kept in the address: `?months=6&area=bank`. */
export interface DetectState {
  months: DetectPeriod;
  area: DetectArea;
}

export function readDetectState(params: URLSearchParams): DetectState {
  const months = DETECT_PERIODS.find((value) => String(value) === params.get('months')) ?? 6;
  const area = DETECT_AREAS.find((value) => value === params.get('area')) ?? 'all';
  return { months, area };
}

/** The address after a change; the defaults (6 months, all areas) leave it. */
export function withDetectChange(params: URLSearchParams, change: Partial<DetectState>): URLSearchParams {
  return withQueryChange(params, {
    ...(change.months === undefined ? {} : { months: change.months === 6 ? null : change.months }),
    ...(change.area === undefined ? {} : { area: change.area === 'all' ? null : change.area }),
  });
}

/** The query of GET /analytics/anomalies: from the first day of the period's first month to today. */
export function anomaliesQuery(state: DetectState, clientId: string | null, today = isoDateOf(new Date())) {
  const query = new URLSearchParams();
  if (clientId) query.set('id_client', clientId);
  query.set('date_from', addMonths(`${today.slice(0, 7)}-01`, 1 - state.months));
  return query;
}
