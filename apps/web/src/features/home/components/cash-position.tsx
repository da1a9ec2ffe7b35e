import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsCurrent, CashKpisDto } from '@tranche/contracts';
import { KPI_DEFINITIONS } from '@tranche/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFigureFormat } from '../../../components/figures/use-figure-format';
import { definitionIn } from '../../../components/kpi/definition-in';
import { KpiCard } from '../../../components/kpi/kpi-card';
import { useForecasting } from '../../analytics/api/forecasting.api';
import { RunsOut } from '../../analytics/components/predict/runs-out';
import { DEFAULT_HISTORY } from '../../analytics/lib/predict-state';
import { useCurrentKpis } from '../api/home-kpis.api';

/** The cash figures Home shows: from the bank (liquidity, burn, runway) and the books. */
const CASH = [
  'cashLiquidity',
  'monthlyBurn',
  'runway',
  'debtToAsset',
  'ltvToCac',
] as const satisfies readonly (keyof CashKpisDto)[];

const GRID = { base: 1, xs: 2, md: 3, lg: 5 } as const;

/** Runway read from the cash forecast (Predict's): when cash runs out within a year, or that it lasts. */
function ForecastRunway({ current, clientId }: { current: AnalyticsCurrent; clientId: string | null }) {
  const { t } = useTranslation('home');
  const format = useFigureFormat(current.currency);
  const horizon = 12;
  const forecasts = useForecasting(
    { period: DEFAULT_HISTORY, horizon, interval: 'month', currency: current.currency },
    clientId,
  );
  const cash = forecasts.data?.series.find((series) => series.metric === 'cash');
  if (!cash?.runsOut) return null;
  return (
    <Group gap="xs" align="baseline">
      <Text size="sm" c="dimmed">
        {t('cash.forecastRunway')}:
      </Text>
      <RunsOut runsOut={cash.runsOut} format={format} horizon={horizon} />
      <Anchor component={Link} to="/analytics/predict" size="sm">
        {t('cash.forecastLink')}
      </Anchor>
    </Group>
  );
}

/**
 * Home's cash position (today, in the company's currency) once a bank or accounting connection
 * gives one; before that, where to connect one. Each figure carries its definition.
 */
function CashPosition({ current, clientId }: { current: AnalyticsCurrent; clientId: string | null }) {
  const { t, i18n } = useTranslation('home');
  const format = useFigureFormat(current.currency);
  const headingId = useId();
  const connected = CASH.some((id) => current.cash[id].kind !== 'unavailable');
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="lg" id={headingId}>
          {t('cash.title')}
        </Title>
        {connected && (
          <Anchor component={Link} to="/analytics/discover" size="sm">
            {t('cash.discover')}
          </Anchor>
        )}
      </Group>
      {connected ? (
        <>
          <SimpleGrid cols={GRID} spacing="md">
            {CASH.map((id) => {
              const name = t(`kpi.${id}`, { ns: 'common' });
              return (
                <KpiCard
                  key={id}
                  name={name}
                  definition={definitionIn(KPI_DEFINITIONS[id], i18n.language)}
                  value={format.headline(current.cash[id], KPI_DEFINITIONS[id].unit)}
                />
              );
            })}
          </SimpleGrid>
          <ForecastRunway current={current} clientId={clientId} />
        </>
      ) : (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('cash.none')}
          </Text>
          <Anchor component={Link} to="/settings/integrations" size="sm">
            {t('cash.connect')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

/** The cash position once today's KPIs are in (the headline figures above show their loading). */
export function HomeCash({ clientId }: { clientId: string | null }) {
  const current = useCurrentKpis();
  return current.data ? <CashPosition current={current.data} clientId={clientId} /> : null;
}
