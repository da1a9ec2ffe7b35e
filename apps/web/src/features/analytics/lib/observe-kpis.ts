import type { AnalyticsPeriodData, AnalyticsSeries, CashKpisDto } from '@tranche/contracts';
import { KPI_DEFINITIONS, type KpiUnit } from '@tranche/domain';
import type { KpiValue } from '../../../components/figures/figure-format';
import type { Better } from '../../../components/kpi/kpi-change';

/** The KPIs Observe shows as cards, in reading order: size first, then growth, then losses. */
export const OBSERVE_CARDS = [
  'mrr',
  'arr',
  'customers',
  'arpa',
  'mrrGrowth',
  'customerChurnRate',
  'mrrChurnRateNet',
  'quickRatio',
] as const;
export type ObserveCard = (typeof OBSERVE_CARDS)[number];

const READ: Record<ObserveCard, (period: AnalyticsPeriodData) => KpiValue> = {
  mrr: (period) => period.mrr,
  arr: (period) => period.arr,
  customers: (period) => period.customers,
  arpa: (period) => period.arpa,
  mrrGrowth: (period) => period.mrrGrowth,
  customerChurnRate: (period) => period.customerChurnRate,
  mrrChurnRateNet: (period) => period.mrrChurnRateNet,
  quickRatio: (period) => period.quickRatio,
};

const LOWER_IS_BETTER = new Set<ObserveCard>(['customerChurnRate', 'mrrChurnRateNet']);

export interface CardFigures {
  id: ObserveCard;
  unit: KpiUnit;
  better: Better;
  current: KpiValue;
  previous: KpiValue | null;
}

/**
 * Each card's value in the latest period of the series and in the one before it: stocks as of
 * the periods' last days, flows over the periods. Empty when the series has no period.
 */
export function cardFigures(series: AnalyticsSeries): CardFigures[] {
  const current = series.periods.at(-1);
  if (!current) return [];
  const previous = series.periods.length > 1 ? series.periods.at(-2) : undefined;
  return OBSERVE_CARDS.map((id) => ({
    id,
    unit: KPI_DEFINITIONS[id].unit,
    better: LOWER_IS_BETTER.has(id) ? 'down' : 'up',
    current: READ[id](current),
    previous: previous ? READ[id](previous) : null,
  }));
}

/** True when the company has had no recurring revenue and no customer in the whole series. */
export function isEmptySeries(series: AnalyticsSeries): boolean {
  return series.periods.every(
    (period) =>
      period.mrr === 0 && period.customers === 0 && period.startMrr === 0 && period.startCustomers === 0,
  );
}

/** The cash KPIs Observe previews, when a connection provides them. */
export const CASH_PREVIEW = [
  'cashLiquidity',
  'monthlyInflow',
  'monthlyOutflow',
  'monthlyBurn',
  'runway',
  'debtToAsset',
  'grossMargin',
  'ltvToCac',
] as const;

/** True when no cash KPI has a number yet: no bank or accounting data is connected. */
export function cashUnavailable(cash: CashKpisDto): boolean {
  return CASH_PREVIEW.every((id) => cash[id].kind === 'unavailable');
}
