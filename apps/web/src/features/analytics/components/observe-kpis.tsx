import { SimpleGrid } from '@mantine/core';
import type { AnalyticsSeries } from '@tranche/contracts';
import { KPI_DEFINITIONS } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import type { FigureFormat } from '../../../components/figures/figure-format';
import { definitionIn } from '../../../components/kpi/definition-in';
import { KpiCard, KpiCardSkeleton } from '../../../components/kpi/kpi-card';
import { useDescribeChange } from '../../../components/kpi/kpi-change';
import { cardFigures, OBSERVE_CARDS } from '../lib/observe-kpis';

interface ObserveKpisProps {
  series: AnalyticsSeries;
  format: FigureFormat;
}

const GRID = { base: 1, xs: 2, md: 4 } as const;

/** The key figures of the latest period, each with its change against the period before. */
export function ObserveKpis({ series, format }: ObserveKpisProps) {
  const { t, i18n } = useTranslation('analytics');
  const describe = useDescribeChange(format);
  const periods = series.periods;
  const before = periods.length > 1 ? periods.at(-2) : undefined;
  const against = before ? format.periodLabel(before, series.interval) : '';
  return (
    <SimpleGrid cols={GRID} spacing="md" component="section" aria-label={t('observe.kpis')}>
      {cardFigures(series).map((card) => (
        <KpiCard
          key={card.id}
          name={t(`kpi.${card.id}`, { ns: 'common' })}
          definition={definitionIn(KPI_DEFINITIONS[card.id], i18n.language)}
          value={format.headline(card.current, card.unit)}
          change={describe({ ...card, against })}
        />
      ))}
    </SimpleGrid>
  );
}

export function ObserveKpisSkeleton() {
  return (
    <SimpleGrid cols={GRID} spacing="md">
      {OBSERVE_CARDS.map((id) => (
        <KpiCardSkeleton key={id} />
      ))}
    </SimpleGrid>
  );
}
