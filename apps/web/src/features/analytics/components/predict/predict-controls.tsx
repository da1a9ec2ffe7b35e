import { Group, NativeSelect } from '@mantine/core';
import {
  FORECAST_HORIZONS,
  FORECAST_INTERVALS,
  type ForecastHorizon,
  type ForecastInterval,
} from '@tranche/contracts/forecasting';
import type { Currency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../../components/labelled-segments';
import { OBSERVE_CURRENCIES } from '../../lib/observe-state';
import { HISTORY_PERIODS, type PredictState } from '../../lib/predict-state';

interface PredictControlsProps {
  state: PredictState;
  onChange: (change: Partial<PredictState>) => void;
}

/** The history to learn from, how far ahead, by month or quarter, and the currency. */
export function PredictControls({ state, onChange }: PredictControlsProps) {
  const { t } = useTranslation('analytics');
  return (
    <Group align="flex-end" gap="lg" component="section" aria-label={t('predict.controls')}>
      <NativeSelect
        label={t('predict.history')}
        w={180}
        value={state.period}
        data={HISTORY_PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
        onChange={(event) => onChange({ period: event.currentTarget.value as PredictState['period'] })}
      />
      <LabelledSegments<`${ForecastHorizon}`>
        label={t('predict.horizon')}
        value={`${state.horizon}`}
        data={FORECAST_HORIZONS.map((horizon) => ({
          value: `${horizon}`,
          label: t(`predict.horizons.${horizon}`),
        }))}
        onChange={(horizon) => onChange({ horizon: Number(horizon) as ForecastHorizon })}
      />
      <LabelledSegments<ForecastInterval>
        label={t('observe.interval')}
        value={state.interval}
        data={FORECAST_INTERVALS.map((interval) => ({ value: interval, label: t(`intervals.${interval}`) }))}
        onChange={(interval) => onChange({ interval })}
      />
      <LabelledSegments<Currency>
        label={t('observe.currency')}
        value={state.currency}
        data={OBSERVE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        onChange={(currency) => onChange({ currency })}
      />
    </Group>
  );
}
