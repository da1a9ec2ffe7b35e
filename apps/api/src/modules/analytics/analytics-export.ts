import type { AnalyticsSeries } from '@tranche/contracts';
import { type KpiOutcome, toCsv, toDecimalString } from '@tranche/domain';

type Period = AnalyticsSeries['periods'][number];

const money = (series: AnalyticsSeries) => (minor: number) => toDecimalString(minor, series.currency);
/** A KPI's number, or nothing where it has none (the reason is in the JSON API). */
const outcome = (value: KpiOutcome | Period['arpa']) => (value.kind === 'value' ? String(value.value) : '');

/**
 * The series of GET analytics as a CSV file (one row per period, money in major units of the
 * series' currency with a dot, percentages as numbers). Every cell goes through the domain's
 * formula rule (toCsv), so no cell can run as a spreadsheet formula.
 */
export function analyticsCsv(series: AnalyticsSeries): string {
  const m = money(series);
  const header = [
    'start',
    'end',
    'currency',
    'mrr',
    'arr',
    'qrr',
    'start_mrr',
    'new_mrr',
    'expansion_mrr',
    'contraction_mrr',
    'churned_mrr',
    'reactivation_mrr',
    'net_new_mrr',
    'mrr_growth_percent',
    'customers',
    'start_customers',
    'new_customers',
    'churned_customers',
    'customer_churn_rate_percent',
    'mrr_churn_rate_gross_percent',
    'mrr_churn_rate_net_percent',
    'arpa',
    'asp',
    'acv',
    'ltv',
    'quick_ratio',
    'active_subscriptions',
    'tradable_subscriptions',
  ];
  const rows = series.periods.map((p) => [
    p.start,
    p.end,
    series.currency,
    m(p.mrr),
    m(p.arr),
    m(p.qrr),
    m(p.startMrr),
    m(p.movements.new),
    m(p.movements.expansion),
    m(p.movements.contraction),
    m(p.movements.churn),
    m(p.movements.reactivation),
    m(p.netNewMrr),
    outcome(p.mrrGrowth),
    String(p.customers),
    String(p.startCustomers),
    String(p.movementCustomers.new),
    String(p.movementCustomers.churn),
    outcome(p.customerChurnRate),
    outcome(p.mrrChurnRateGross),
    outcome(p.mrrChurnRateNet),
    p.arpa.kind === 'value' ? m(p.arpa.value) : '',
    p.asp.kind === 'value' ? m(p.asp.value) : '',
    p.acv.kind === 'value' ? m(p.acv.value) : '',
    p.ltv.kind === 'value' ? m(p.ltv.value) : '',
    outcome(p.quickRatio),
    String(p.activeSubscriptions),
    String(p.tradableSubscriptions),
  ]);
  return toCsv([header, ...rows], { bom: true });
}

/** A download name the browser can use as is: the given one made safe, ending in .csv. */
export function exportFileName(given: string | undefined, fallback: string): string {
  const base = (given ?? fallback)
    .replace(/\.csv$/i, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100);
  return `${base || fallback}.csv`;
}
