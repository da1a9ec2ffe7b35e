import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Currency, isCurrency } from '@tranche/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCardSkeleton } from '../../../../components/charts/chart-card';
import { useFigureFormat } from '../../../../components/figures/use-figure-format';
import { errorText } from '../../../../lib/api-error';
import { useQueryState } from '../../../../lib/use-query-state';
import { WithUser } from '../../../account';
import { useForecasting } from '../../api/forecasting.api';
import { withQueryChange } from '../../lib/observe-state';
import { type PredictState, readPredictState } from '../../lib/predict-state';
import { ForecastCard } from './forecast-card';
import { PredictControls } from './predict-controls';

const GRID = { base: 1, lg: 2 } as const;

function PredictPage({
  clientId,
  fallbackCurrency,
}: {
  clientId: string | null;
  fallbackCurrency: Currency;
}) {
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
    content = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('loadFailed', { reason: errorText(forecasts.error) })}</Text>
          <Button size="xs" variant="light" onClick={() => void forecasts.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
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
  const { t } = useTranslation('analytics');
  return (
    <WithUser>
      {(user) =>
        user.kind === 'CLIENT' ? (
          <PredictPage
            clientId={user.id_client}
            fallbackCurrency={isCurrency(user.currency) ? user.currency : 'USD'}
          />
        ) : (
          <Text c="dimmed">{t('clientsOnly')}</Text>
        )
      }
    </WithUser>
  );
}
