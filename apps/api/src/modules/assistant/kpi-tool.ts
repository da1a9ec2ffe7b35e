import type { Figure, FigureValue } from '@tranche/contracts/assistant';
import type { AssistantKpi, CashKpis, KpiOutcome, KpiPeriod, QuestionPeriod } from '@tranche/domain';
import { kpiPeriodsFromDatabase } from '../analytics/analytics.service';
import { cashKpisFromDatabase, withGrossMargins } from '../analytics/cash-kpis.service';
import type { AssistantContext } from './assistant-context';
import { makeFigure } from './assistant-figures';
import { kpiLabel, reasonText } from './assistant-text';

/** What one KPI was over (or at the end of) one period: a figure, or why there is none. */
export type KpiReading =
  | { state: 'value'; figure: Figure }
  | { state: 'undefined'; reason: string }
  | { state: 'unavailable' }
  | { state: 'unlimited' };

const CASH_KPIS = new Set<AssistantKpi>([
  'cashLiquidity',
  'monthlyInflow',
  'monthlyOutflow',
  'monthlyBurn',
  'runway',
  'debtToAsset',
  'grossMargin',
]);

const MONEY_OUTCOMES = new Set<AssistantKpi>([
  'arpa',
  'asp',
  'acv',
  'ltv',
  'cashLiquidity',
  'monthlyInflow',
  'monthlyOutflow',
  'monthlyBurn',
]);
const PERCENT_OUTCOMES = new Set<AssistantKpi>([
  'mrrGrowth',
  'customerChurnRate',
  'mrrChurnRateGross',
  'mrrChurnRateNet',
  'grossMargin',
]);

/** Observe shows every KPI the assistant answers: the subscription KPIs in cards, the cash ones in its cash preview. */
const KPI_SCREEN = '/analytics/observe';

function plain(kpi: AssistantKpi, period: KpiPeriod, currency: string): FigureValue | null {
  const money = (minor: number): FigureValue => ({ kind: 'money', minor, currency });
  switch (kpi) {
    case 'mrr':
    case 'arr':
    case 'qrr':
    case 'netNewMrr':
      return money(period[kpi]);
    case 'newMrr':
      return money(period.movements.new);
    case 'expansionMrr':
      return money(period.movements.expansion);
    case 'contractionMrr':
      return money(period.movements.contraction);
    case 'churnedMrr':
      return money(period.movements.churn);
    case 'reactivationMrr':
      return money(period.movements.reactivation);
    case 'customers':
    case 'activeSubscriptions':
    case 'tradableSubscriptions':
      return { kind: 'count', value: period[kpi] };
    default:
      return null;
  }
}

function fromOutcome(kpi: AssistantKpi, outcome: KpiOutcome, currency: string): FigureValue | KpiOutcome {
  if (outcome.kind !== 'value') return outcome;
  if (MONEY_OUTCOMES.has(kpi)) return { kind: 'money', minor: outcome.value, currency };
  if (PERCENT_OUTCOMES.has(kpi)) return { kind: 'percent', value: outcome.value };
  if (kpi === 'runway') return { kind: 'months', value: outcome.value };
  return { kind: 'ratio', value: outcome.value };
}

/**
 * Reads one KPI of the caller's own company for one period, through the same functions that
 * serve Analytics (stocks as of the period's last day, flows over it), in the company currency.
 */
export async function readKpi(
  context: AssistantContext,
  kpi: AssistantKpi,
  period: QuestionPeriod,
): Promise<KpiReading> {
  const { db } = context.container.database;
  const request = { accountId: context.caller.account.id, currency: context.currency };
  const [computed] = await withGrossMargins(
    db,
    request,
    await kpiPeriodsFromDatabase(db, request, [{ start: period.start, end: period.end }]),
  );
  if (!computed) return { state: 'undefined', reason: reasonText(context.language, 'NO_SUBSCRIPTIONS') };
  let value = plain(kpi, computed, context.currency) as FigureValue | KpiOutcome | null;
  if (value === null) {
    const outcomes: Partial<Record<AssistantKpi, KpiOutcome>> & Partial<CashKpis> = CASH_KPIS.has(kpi)
      ? await cashKpisFromDatabase(db, request, period.end, computed)
      : (computed as unknown as Record<AssistantKpi, KpiOutcome>);
    value = fromOutcome(kpi, outcomes[kpi as keyof typeof outcomes] as KpiOutcome, context.currency);
  }
  if (value.kind === 'undefined')
    return { state: 'undefined', reason: reasonText(context.language, value.reason) };
  if (value.kind === 'unavailable') return { state: 'unavailable' };
  if (value.kind === 'unlimited') return { state: 'unlimited' };
  if (value.kind === 'value') return { state: 'undefined', reason: '' };
  return {
    state: 'value',
    figure: makeFigure(context.language, {
      id: `${kpi}:${period.start}:${period.end}`,
      label: kpiLabel(context.language, kpi),
      value,
      source: 'kpi',
      link: KPI_SCREEN,
      period: { start: period.start, end: period.end },
    }),
  };
}
