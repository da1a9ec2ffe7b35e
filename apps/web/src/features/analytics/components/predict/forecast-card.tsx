import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ForecastInterval, Forecasting, ForecastSeries } from '@tranche/contracts/forecasting';
import { addMonths } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCard } from '../../../../components/charts/chart-card';
import type { FigureFormat } from '../../../../components/figures/figure-format';
import { ForecastChart, forecastRows } from './forecast-chart';
import { modelInWords } from './model-in-words';
import { RunsOut } from './runs-out';

/** A period's label: its month, or the three months of a block ("Nov 2026 – Jan 2027"). */
function periodLabeller(format: FigureFormat, interval: ForecastInterval) {
  const month = (start: string) => format.periodLabel({ start, end: start }, 'month');
  return interval === 'month' ? month : (start: string) => `${month(start)} – ${month(addMonths(start, 2))}`;
}

/** A series that cannot be forecast: too little history, or its source not connected. */
function Unavailable({
  series,
  title,
  minimumMonths,
}: {
  series: ForecastSeries;
  title: string;
  minimumMonths: number;
}) {
  const { t } = useTranslation('analytics');
  const short = series.status === 'short';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} fz="md" fw={650}>
          {title}
        </Title>
        <Alert
          color={short ? 'yellow' : 'blue'}
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title={short ? t('predict.noPrediction.title') : t('predict.notConnected.title')}
        >
          <Stack gap={6}>
            <Text size="sm">
              {short
                ? t('predict.noPrediction.text', { count: minimumMonths })
                : t('predict.notConnected.text')}
            </Text>
            {!short && (
              <Anchor component={Link} to="/settings/integrations" size="sm">
                {t('predict.notConnected.action')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      </Stack>
    </Paper>
  );
}

/** What the forecast rests on, in plain words: the method, the pattern, its error on the company's history. */
function Explanation({
  series,
  format,
  withContracted,
  horizon,
}: {
  series: ForecastSeries;
  format: FigureFormat;
  withContracted: boolean;
  horizon: number;
}) {
  const { t, i18n } = useTranslation('analytics');
  const { backtest } = series;
  const names = series.models.map((model) => modelInWords(model, t));
  const method =
    names.length > 1
      ? t('predict.combination', {
          models: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names),
        })
      : (names[0] ?? series.method);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('predict.method', { method })} {series.seasonal ? t('predict.seasonal') : t('predict.notSeasonal')}
      </Text>
      <Text size="xs" c="dimmed">
        {backtest === null
          ? t('predict.noBacktest')
          : t('predict.backtest', {
              count: backtest.horizon,
              smape: format.percent(backtest.smape),
              origins: backtest.origins,
            })}{' '}
        {t('predict.ranges')}
      </Text>
      {withContracted && (
        <Text size="xs" c="dimmed">
          {t('predict.contractedNote')}
        </Text>
      )}
      {series.runsOut && <RunsOut runsOut={series.runsOut} format={format} horizon={horizon} />}
    </Stack>
  );
}

/** One forecast series: its chart with bands, its table, and how it was made. */
export function ForecastCard({
  series,
  data,
  format,
}: {
  series: ForecastSeries;
  data: Forecasting;
  format: FigureFormat;
}) {
  const { t } = useTranslation('analytics');
  const title = t(`predict.metrics.${series.metric}.title`);
  if (series.status !== 'ready')
    return <Unavailable series={series} title={title} minimumMonths={data.minimumMonths} />;
  const value = series.unit === 'money' ? format.money : format.count;
  const compact = series.unit === 'money' ? format.moneyCompact : format.count;
  const withContracted = series.metric === 'mrr';
  const contracted = withContracted
    ? new Map(data.contracted.map((point) => [point.period, point.value]))
    : null;
  const rows = forecastRows(series, periodLabeller(format, data.interval), contracted);
  const columns = [
    { key: 'actual', label: t('predict.legend.actual') },
    { key: 'forecast', label: t('predict.legend.forecast') },
    { key: 'low80', label: t('predict.columns.low80') },
    { key: 'high80', label: t('predict.columns.high80') },
    { key: 'low95', label: t('predict.columns.low95') },
    { key: 'high95', label: t('predict.columns.high95') },
    ...(withContracted ? [{ key: 'contracted', label: t('predict.legend.contracted') }] : []),
  ];
  const cell = (figure: number | undefined) => (figure === undefined ? '' : value(figure));
  const historyLength = series.history.length;
  return (
    <ChartCard
      title={title}
      subtitle={t(`predict.metrics.${series.metric}.subtitle`)}
      table={{
        columns,
        rows: rows.map((row, index) => {
          // The last actual row carries the forecast's starting point: the table shows it once.
          const ahead = index >= historyLength;
          return {
            label: row.label,
            values: [
              cell(row.actual),
              ahead ? cell(row.forecast) : '',
              ahead ? cell(row.band80?.[0]) : '',
              ahead ? cell(row.band80?.[1]) : '',
              ahead ? cell(row.band95?.[0]) : '',
              ahead ? cell(row.band95?.[1]) : '',
              ...(withContracted ? [cell(row.contracted)] : []),
            ],
          };
        }),
      }}
      footer={
        <Explanation series={series} format={format} withContracted={withContracted} horizon={data.horizon} />
      }
    >
      <ForecastChart rows={rows} format={value} compact={compact} withContracted={withContracted} />
    </ChartCard>
  );
}
