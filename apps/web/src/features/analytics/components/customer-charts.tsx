import { BarChart, LineChart } from '@mantine/charts';
import { KPI_DEFINITIONS } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { numberOf } from '../../../components/figures/figure-format';
import { definitionIn } from '../../../components/kpi/definition-in';
import { LEGEND, LEGEND_STYLES, type ObserveChartProps } from './mrr-charts';

/** Customers with MRR above zero at the end of each period. */
export function CustomersChart({ series, format }: ObserveChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const rows = series.periods.map((period) => ({
    label: format.periodLabel(period, series.interval),
    customers: period.customers,
  }));
  return (
    <ChartCard
      title={t('charts.customers')}
      subtitle={t('charts.customersSubtitle')}
      definition={definitionIn(KPI_DEFINITIONS.customers, i18n.language)}
      table={{
        columns: [{ key: 'customers', label: t('charts.customers') }],
        rows: rows.map((row) => ({ label: row.label, values: [format.count(row.customers)] })),
      }}
    >
      <BarChart
        h="100%"
        data={rows}
        dataKey="label"
        series={[{ name: 'customers', label: t('charts.customers'), color: 'indigo.5' }]}
        gridAxis="y"
        maxBarWidth={28}
        valueFormatter={format.count}
        yAxisProps={{ allowDecimals: false, width: 48 }}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}

const CHURN_SERIES = [
  { name: 'customerChurnRate', color: 'red.6' },
  { name: 'mrrChurnRateGross', color: 'orange.5' },
  { name: 'mrrChurnRateNet', color: 'grape.6' },
] as const;

/** Whole-number ticks covering the rates and zero, at most six of them. */
export function percentTicks(values: (number | null)[]): number[] {
  const numbers = values.filter((value): value is number => value !== null);
  const low = Math.min(0, Math.floor(Math.min(0, ...numbers)));
  const high = Math.max(1, Math.ceil(Math.max(0, ...numbers)));
  const step = Math.max(1, Math.ceil((high - low) / 5));
  const ticks: number[] = [];
  for (let tick = low; tick < high + step; tick += step) ticks.push(tick);
  return ticks;
}

/** Customer churn and gross and net MRR churn, in percent of the period's start. */
export function ChurnChart({ series, format }: ObserveChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const names = (id: (typeof CHURN_SERIES)[number]['name']) => t(`kpi.${id}`, { ns: 'common' });
  const rows = series.periods.map((period) => ({
    label: format.periodLabel(period, series.interval),
    period,
    // A rate without a number (no customers at the start) leaves a gap instead of a false zero.
    customerChurnRate: numberOf(period.customerChurnRate),
    mrrChurnRateGross: numberOf(period.mrrChurnRateGross),
    mrrChurnRateNet: numberOf(period.mrrChurnRateNet),
  }));
  const ticks = percentTicks(rows.flatMap((row) => CHURN_SERIES.map(({ name }) => row[name])));
  return (
    <ChartCard
      title={t('charts.churn')}
      subtitle={t('charts.churnSubtitle')}
      definition={definitionIn(KPI_DEFINITIONS.customerChurnRate, i18n.language)}
      table={{
        columns: CHURN_SERIES.map(({ name }) => ({ key: name, label: names(name) })),
        rows: rows.map((row) => ({
          label: row.label,
          values: CHURN_SERIES.map(({ name }) => format.kpi(row.period[name], 'percent')),
        })),
      }}
    >
      <LineChart
        h="100%"
        data={rows}
        dataKey="label"
        series={CHURN_SERIES.map(({ name, color }) => ({ name, label: names(name), color }))}
        withLegend
        legendProps={LEGEND}
        styles={LEGEND_STYLES}
        gridAxis="y"
        curveType="linear"
        withDots={rows.length <= 24}
        connectNulls={false}
        valueFormatter={format.percent}
        // Whole percentages on the axis, from zero (or below, for negative net churn) to the top.
        yAxisProps={{
          width: 56,
          domain: [ticks[0]!, ticks.at(-1)!],
          ticks,
          tickFormatter: format.percentAxis,
        }}
        referenceLines={[{ y: 0, color: 'gray.5' }]}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}

/** Average revenue per account at the end of each period. */
export function ArpaChart({ series, format }: ObserveChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const rows = series.periods.map((period) => ({
    label: format.periodLabel(period, series.interval),
    outcome: period.arpa,
    arpa: numberOf(period.arpa),
  }));
  return (
    <ChartCard
      title={t('charts.arpa')}
      subtitle={t('charts.arpaSubtitle')}
      definition={definitionIn(KPI_DEFINITIONS.arpa, i18n.language)}
      table={{
        columns: [{ key: 'arpa', label: t('charts.arpa') }],
        rows: rows.map((row) => ({ label: row.label, values: [format.kpi(row.outcome, 'money')] })),
      }}
    >
      <LineChart
        h="100%"
        data={rows}
        dataKey="label"
        series={[{ name: 'arpa', label: t('charts.arpa'), color: 'teal.7' }]}
        gridAxis="y"
        curveType="linear"
        withDots={rows.length <= 24}
        connectNulls={false}
        valueFormatter={format.money}
        yAxisProps={{ tickFormatter: format.moneyCompact, width: 72 }}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}
