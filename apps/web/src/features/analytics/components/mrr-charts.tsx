import { AreaChart, BarChart } from '@mantine/charts';
import type { AnalyticsSeries } from '@tranche/contracts';
import { KPI_DEFINITIONS } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import type { FigureFormat } from '../../../components/figures/figure-format';
import { definitionIn } from '../../../components/kpi/definition-in';

export interface ObserveChartProps {
  series: AnalyticsSeries;
  format: FigureFormat;
}

/** Movements that add MRR (drawn above zero) and those that take it away (drawn below). */
const GAINS = ['new', 'expansion', 'reactivation'] as const;
const LOSSES = ['contraction', 'churn'] as const;
const MOVEMENT_COLORS = {
  new: 'teal.6',
  expansion: 'blue.6',
  reactivation: 'cyan.5',
  contraction: 'orange.5',
  churn: 'red.6',
} as const;

/** Legends keep the series' order (gains, then losses) and stay on one line in a half-width card. */
export const LEGEND = { verticalAlign: 'top', height: 32, itemSorter: null } as const;
export const LEGEND_STYLES = {
  legendItem: { padding: '2px 6px', gap: 6 },
  legendItemName: { fontSize: 'var(--mantine-font-size-xs)' },
} as const;

/** MRR at the end of each period. */
export function MrrChart({ series, format }: ObserveChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const rows = series.periods.map((period) => ({
    label: format.periodLabel(period, series.interval),
    mrr: period.mrr,
  }));
  return (
    <ChartCard
      title={t('charts.mrr')}
      subtitle={t('charts.mrrSubtitle')}
      definition={definitionIn(KPI_DEFINITIONS.mrr, i18n.language)}
      table={{
        columns: [{ key: 'mrr', label: t('charts.mrr') }],
        rows: rows.map((row) => ({ label: row.label, values: [format.money(row.mrr)] })),
      }}
    >
      <AreaChart
        h="100%"
        data={rows}
        dataKey="label"
        series={[{ name: 'mrr', label: t('charts.mrr'), color: 'blue.6' }]}
        curveType="linear"
        withDots={rows.length <= 24}
        fillOpacity={0.25}
        gridAxis="y"
        valueFormatter={format.money}
        yAxisProps={{ tickFormatter: format.moneyCompact, width: 72 }}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}

/** New, expansion and reactivation above zero; contraction and churn below it; per period. */
export function MovementsChart({ series, format }: ObserveChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const rows = series.periods.map((period) => ({
    label: format.periodLabel(period, series.interval),
    new: period.movements.new,
    expansion: period.movements.expansion,
    reactivation: period.movements.reactivation,
    contraction: -period.movements.contraction,
    churn: -period.movements.churn,
    netNew: period.netNewMrr,
  }));
  const kinds = [...GAINS, ...LOSSES];
  return (
    <ChartCard
      title={t('charts.movements')}
      subtitle={t('charts.movementsSubtitle')}
      definition={definitionIn(KPI_DEFINITIONS.mrrMovements, i18n.language)}
      table={{
        columns: [
          ...kinds.map((kind) => ({ key: kind, label: t(`movements.${kind}`) })),
          { key: 'netNew', label: t('movements.netNew') },
        ],
        rows: rows.map((row) => ({
          label: row.label,
          values: [...kinds.map((kind) => format.money(row[kind])), format.money(row.netNew)],
        })),
      }}
    >
      <BarChart
        h="100%"
        data={rows}
        dataKey="label"
        type="stacked"
        series={kinds.map((kind) => ({
          name: kind,
          label: t(`movements.${kind}`),
          color: MOVEMENT_COLORS[kind],
        }))}
        withLegend
        legendProps={LEGEND}
        styles={LEGEND_STYLES}
        gridAxis="y"
        maxBarWidth={28}
        valueFormatter={format.money}
        yAxisProps={{ tickFormatter: format.moneyCompact, width: 72 }}
        barChartProps={{ stackOffset: 'sign' }}
        referenceLines={[{ y: 0, color: 'gray.5' }]}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}
