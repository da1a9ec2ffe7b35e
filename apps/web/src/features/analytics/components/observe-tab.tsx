import { Box, Button, EmptyState, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import type { AnalyticsSeries } from '@tranche/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCardSkeleton } from '../../../components/charts/chart-card';
import type { FigureFormat } from '../../../components/figures/figure-format';
import { useFigureFormat } from '../../../components/figures/use-figure-format';
import { useQueryState } from '../../../lib/use-query-state';
import { useAnalyticsSeries } from '../api/analytics.api';
import { isEmptySeries } from '../lib/observe-kpis';
import { type ObserveState, readObserveState, withQueryChange } from '../lib/observe-state';
import { CashPreview } from './cash-preview';
import { ClientAnalytics, type ClientPageProps, LoadFailed } from './client-analytics';
import { ArpaChart, ChurnChart, CustomersChart } from './customer-charts';
import { MovementsChart, MrrChart } from './mrr-charts';
import { ObserveControls } from './observe-controls';
import { ObserveKpis, ObserveKpisSkeleton } from './observe-kpis';

const CHART_GRID = { base: 1, lg: 2 } as const;

function ObserveFigures({ series, format }: { series: AnalyticsSeries; format: FigureFormat }) {
  const { t } = useTranslation('analytics');
  if (isEmptySeries(series)) {
    return (
      <EmptyState
        icon={<IconChartAreaLine size={32} aria-hidden />}
        withIndicatorBackground
        title={t('empty.title')}
        description={t('empty.text')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/settings/imports" variant="light">
            {t('empty.action')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      <Text size="xs" c="dimmed">
        {t('observe.asOf', { date: format.date(series.end), currency: series.currency })}
      </Text>
      <ObserveKpis series={series} format={format} />
      <SimpleGrid cols={CHART_GRID} spacing="md">
        <MrrChart series={series} format={format} />
        <MovementsChart series={series} format={format} />
        <CustomersChart series={series} format={format} />
        <ChurnChart series={series} format={format} />
        <ArpaChart series={series} format={format} />
        <CashPreview cash={series.cash} format={format} />
      </SimpleGrid>
    </Stack>
  );
}

function ObserveSkeleton() {
  const { t } = useTranslation('analytics');
  return (
    <Stack gap="lg">
      <ObserveKpisSkeleton />
      <SimpleGrid cols={CHART_GRID} spacing="md">
        <ChartCardSkeleton title={t('charts.mrr')} />
        <ChartCardSkeleton title={t('charts.movements')} />
      </SimpleGrid>
    </Stack>
  );
}

function ObservePage({ clientId, fallbackCurrency }: ClientPageProps) {
  const [params, setParams] = useQueryState();
  const state = readObserveState(params);
  const series = useAnalyticsSeries(state, clientId);
  // Amounts follow the currency of the numbers on screen, also while the next one loads; the
  // switch shows the chosen currency at once, or the company's own the API answered in.
  const format = useFigureFormat(series.data?.currency ?? state.currency ?? fallbackCurrency);
  const shown = { ...state, currency: state.currency ?? series.data?.currency ?? null };
  const change = (next: Partial<ObserveState>) =>
    setParams((current) => withQueryChange(current, next), { replace: true });

  let content: ReactNode;
  if (series.isPending) content = <ObserveSkeleton />;
  else if (series.isError)
    content = <LoadFailed error={series.error} onRetry={() => void series.refetch()} />;
  else
    content = (
      <Box
        aria-busy={series.isPlaceholderData}
        style={{ opacity: series.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <ObserveFigures series={series.data} format={format} />
      </Box>
    );

  return (
    <Stack gap="lg">
      <ObserveControls state={shown} clientId={clientId} onChange={change} />
      {content}
    </Stack>
  );
}

/** Observe (spec §2): the company's KPIs, their course and the cash side, for clients. */
export function ObserveTab() {
  return <ClientAnalytics page={ObservePage} />;
}
