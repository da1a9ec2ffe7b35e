import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCardSkeleton } from '../../../../components/charts/chart-card';
import { useFigureFormat } from '../../../../components/figures/use-figure-format';
import { useQueryState } from '../../../../lib/use-query-state';
import { useForecasting } from '../../api/forecasting.api';
import { withQueryChange } from '../../lib/observe-state';
import { type PredictState, readPredictState } from '../../lib/predict-state';
import { ClientAnalytics, type ClientPageProps, LoadFailed } from '../client-analytics';
import { ForecastCard } from './forecast-card';
import { PredictControls } from './predict-controls';

const GRID = { base: 1, lg: 2 } as const;

function PredictPage({ clientId, fallbackCurrency }: ClientPageProps) {
  const { t } = useTranslation('analytics');
  const [params, setParams] = useQueryState();
  const state = readPredictState(params);
  const forecasts = useForecasting(state, clientId);
  const format = useFigureFormat(forecasts.data?.currency ?? state.currency ?? fallbackCurrency);
  const shown = { ...state, currency: state.currency ?? forecasts.data?.currency ?? null };
  const change = (next: Partial<PredictState>) =>
    setParams((current) => withQueryChange(current, next), { replace: true });

  let content: ReactNode;
  if (forecasts.isPending)
    content = (
      <SimpleGrid cols={GRID} spacing="md">
        <ChartCardSkeleton title={t('predict.metrics.mrr.title')} />
        <ChartCardSkeleton title={t('predict.metrics.customers.title')} />
      </SimpleGrid>
    );
  else if (forecasts.isError)
    content = <LoadFailed error={forecasts.error} onRetry={() => void forecasts.refetch()} />;
  else {
    const data = forecasts.data;
    content = (
      <Box
        aria-busy={forecasts.isPlaceholderData}
        style={{ opacity: forecasts.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Stack gap="md">
          <Text size="xs" c="dimmed">
            {t('predict.asOf', {
              start: format.date(data.start),
              end: format.date(data.end),
              currency: data.currency,
            })}
          </Text>
          <SimpleGrid cols={GRID} spacing="md">
            {data.series.map((series) => (
              <ForecastCard key={series.metric} series={series} data={data} format={format} />
            ))}
          </SimpleGrid>
        </Stack>
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('predict.intro')}
      </Text>
      <PredictControls state={shown} onChange={change} />
      {content}
    </Stack>
  );
}

/** Predict (spec §2): the company's series forecast with their ranges, for clients. */
export function PredictTab() {
  return <ClientAnalytics page={PredictPage} />;
}
