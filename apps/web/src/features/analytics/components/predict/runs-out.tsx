import { Text } from '@mantine/core';
import type { ForecastSeries } from '@tranche/contracts/forecasting';
import { useTranslation } from 'react-i18next';
import type { FigureFormat } from '../../../../components/figures/figure-format';

/** When the cash forecast (and its 80 % range's low end) falls below zero: runway read from the forecast. */
export function RunsOut({
  runsOut,
  format,
  horizon,
}: {
  runsOut: NonNullable<ForecastSeries['runsOut']>;
  format: FigureFormat;
  horizon: number;
}) {
  const { t } = useTranslation('analytics');
  const month = (period: string) => format.periodLabel({ start: period, end: period }, 'month');
  const texts = [
    runsOut.expected && t('predict.runsOut', { month: month(runsOut.expected) }),
    runsOut.early && t('predict.runsOutEarly', { month: month(runsOut.early) }),
  ].filter(Boolean);
  return (
    <Text size="sm" fw={500}>
      {texts.length > 0 ? texts.join(' ') : t('predict.lasts', { count: horizon })}
    </Text>
  );
}
