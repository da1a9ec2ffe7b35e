import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsCurrent, AnalyticsPeriodData, AnalyticsSeries } from '@tranche/contracts';
import { type Currency, KPI_DEFINITIONS } from '@tranche/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrendSparkline } from '../../../components/charts/trend-sparkline';
import { type KpiValue, numberOf } from '../../../components/figures/figure-format';
import { useFigureFormat } from '../../../components/figures/use-figure-format';
import { definitionIn } from '../../../components/kpi/definition-in';
import { KpiCard, KpiCardSkeleton } from '../../../components/kpi/kpi-card';
import { type Better, useDescribeChange } from '../../../components/kpi/kpi-change';
import { errorText } from '../../../lib/api-error';
import { useCurrentKpis, useKpiTrend } from '../api/home-kpis.api';

/** The figures Home leads with (MRR, ARR, customers, churn, tradable subscriptions). */
const HEADLINE = [
  { id: 'mrr', better: 'up' },
  { id: 'arr', better: 'up' },
  { id: 'customers', better: 'up' },
  { id: 'customerChurnRate', better: 'down' },
  { id: 'tradableSubscriptions', better: 'up' },
] as const satisfies readonly {
  id: keyof AnalyticsPeriodData & keyof typeof KPI_DEFINITIONS;
  better: Better;
}[];

type HeadlineId = (typeof HEADLINE)[number]['id'];
const read = (period: AnalyticsPeriodData, id: HeadlineId): KpiValue => period[id];

const GRID = { base: 1, xs: 2, md: 3, lg: 5 } as const;

interface HeadlineCardsProps {
  current: AnalyticsCurrent;
  trend: AnalyticsSeries | undefined;
}

function HeadlineCards({ current, trend }: HeadlineCardsProps) {
  const { t, i18n } = useTranslation('home');
  const format = useFigureFormat(current.currency);
  const describe = useDescribeChange(format);
  // Only a trend in the same currency can be compared with today's figures.
  const periods = trend && trend.currency === current.currency ? trend.periods : [];
  const previous = periods.length > 1 ? periods.at(-2) : undefined;
  return (
    <SimpleGrid cols={GRID} spacing="md">
      {HEADLINE.map(({ id, better }) => {
        const name = t(`kpi.${id}`, { ns: 'common' });
        const unit = KPI_DEFINITIONS[id].unit;
        const values = periods.map((period) => numberOf(read(period, id)));
        const first = periods[0];
        const last = periods.at(-1);
        // Today's stocks come from analytics/current; a flow (churn) over one day says little, so
        // it is read over the month so far, like the month it is compared with.
        const value = KPI_DEFINITIONS[id].nature === 'flow' && last ? read(last, id) : read(current.now, id);
        return (
          <KpiCard
            key={id}
            name={name}
            definition={definitionIn(KPI_DEFINITIONS[id], i18n.language)}
            value={format.headline(value, unit)}
            change={
              previous
                ? describe({
                    current: value,
                    previous: read(previous, id),
                    unit,
                    better,
                    against: format.periodLabel(previous, 'month'),
                  })
                : null
            }
            trend={
              first && last && periods.length > 1 ? (
                <TrendSparkline
                  values={values}
                  better={better}
                  summary={t('trendSummary', {
                    name,
                    from: format.kpi(read(first, id), unit),
                    to: format.kpi(read(last, id), unit),
                  })}
                />
              ) : null
            }
          />
        );
      })}
    </SimpleGrid>
  );
}

/** Home's headline KPIs with their six-month trend, in the company's currency. */
export function HeadlineKpis({
  fallbackCurrency,
  clientId,
}: {
  fallbackCurrency: Currency;
  clientId: string | null;
}) {
  const { t } = useTranslation('home');
  const current = useCurrentKpis();
  const trend = useKpiTrend(clientId);
  const format = useFigureFormat(current.data?.currency ?? fallbackCurrency);
  const headingId = useId();

  let content = (
    <SimpleGrid cols={GRID} spacing="md" aria-busy="true">
      {HEADLINE.map(({ id }) => (
        <KpiCardSkeleton key={id} withTrend />
      ))}
    </SimpleGrid>
  );
  if (current.isError) {
    content = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('loadFailed', { reason: errorText(current.error) })}</Text>
          <Button size="xs" variant="light" onClick={() => void current.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (current.data && !trend.isPending) {
    content = <HeadlineCards current={current.data} trend={trend.data} />;
  }

  const empty = current.data && current.data.now.customers === 0 && current.data.now.mrr === 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={headingId}>
            {t('headline')}
          </Title>
          {current.data && (
            <Text size="xs" c="dimmed">
              {t('asOf', { date: format.date(current.data.now.end), currency: current.data.currency })}
            </Text>
          )}
        </Stack>
        <Button component={Link} to="/analytics/observe" variant="subtle" size="compact-sm">
          {t('openAnalytics')}
        </Button>
      </Group>
      {content}
      {empty && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
          <Button component={Link} to="/settings/imports" variant="light" size="compact-sm">
            {t('emptyAction')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
