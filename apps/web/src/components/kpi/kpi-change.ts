import type { KpiUnit } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { type FigureFormat, type KpiValue, numberOf } from '../figures/figure-format';
import type { KpiChange } from './kpi-card';

/** Which way a KPI should move: growth up, churn down. */
export type Better = 'up' | 'down';

export interface ChangeInput {
  current: KpiValue;
  previous: KpiValue | null | undefined;
  unit: KpiUnit;
  better: Better;
  /** The name of the period compared against, e.g. "Oct 2026". */
  against: string;
}

/** How a KPI moved between two periods, in words and direction; null when one side has no number. */
export function describeChange(
  format: FigureFormat,
  againstText: (change: string, points: boolean) => string,
  { current, previous, unit, better }: ChangeInput,
): KpiChange | null {
  const now = numberOf(current);
  const before = previous === null || previous === undefined ? null : numberOf(previous);
  if (now === null || before === null) return null;
  const text = format.change(now, before, unit);
  if (text === null) return null;
  const difference = now - before;
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat';
  return {
    text: againstText(text, unit === 'percent'),
    direction,
    favourable: direction === 'flat' ? null : (direction === 'up') === (better === 'up'),
  };
}

/** `describeChange` with the reader's language. */
export function useDescribeChange(format: FigureFormat) {
  const { t } = useTranslation();
  return (input: ChangeInput) =>
    describeChange(
      format,
      (change, points) =>
        points
          ? t('figures.changeAgainstPoints', { change, period: input.against })
          : t('figures.changeAgainst', { change, period: input.against }),
      input,
    );
}
