import type { ForecastSeries } from '@tranche/contracts/forecasting';
import { useTranslation } from 'react-i18next';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { LEGEND } from '../mrr-charts';

/** One period of the chart: the actual value or the forecast with its two ranges. */
export interface ForecastRow {
  label: string;
  actual?: number;
  forecast?: number;
  band80?: [number, number];
  band95?: [number, number];
  contracted?: number;
}

const COLORS = {
  actual: 'var(--mantine-color-blue-7)',
  forecast: 'var(--mantine-color-violet-7)',
  band: 'var(--mantine-color-violet-4)',
  contracted: 'var(--mantine-color-teal-7)',
  grid: 'var(--mantine-color-gray-3)',
} as const;

/** The ranges drawn behind the forecast, the wider one first and lighter. */
const BANDS = [
  { level: 95, opacity: 0.18 },
  { level: 80, opacity: 0.32 },
] as const;

/**
 * The rows of a forecast chart: the history, then the forecast with its ranges. The forecast line
 * starts at the last actual value, so the two read as one course.
 */
export function forecastRows(
  series: ForecastSeries,
  labelOf: (period: string) => string,
  contracted: ReadonlyMap<string, number> | null,
): ForecastRow[] {
  const rows: ForecastRow[] = series.history.map((point) => ({
    label: labelOf(point.period),
    actual: point.value,
  }));
  const last = rows.at(-1);
  if (last && series.forecast.length > 0) {
    const joint = last.actual!;
    Object.assign(last, { forecast: joint, band80: [joint, joint], band95: [joint, joint] });
  }
  for (const point of series.forecast)
    rows.push({
      label: labelOf(point.period),
      forecast: point.value,
      band80: [point.lo80, point.hi80],
      band95: [point.lo95, point.hi95],
      ...(contracted?.has(point.period) ? { contracted: contracted.get(point.period)! } : {}),
    });
  return rows;
}

interface ForecastChartProps {
  rows: ForecastRow[];
  format: (value: number) => string;
  compact: (value: number) => string;
  withContracted: boolean;
}

/** History as a solid line, the forecast dashed inside its 95 % and 80 % bands, contracted MRR beside. */
export function ForecastChart({ rows, format, compact, withContracted }: ForecastChartProps) {
  const { t } = useTranslation('analytics');
  const range = (value: unknown) =>
    Array.isArray(value)
      ? `${format(value[0] as number)} – ${format(value[1] as number)}`
      : format(value as number);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={rows}
        margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={COLORS.grid} strokeDasharray="3 3" />
        <XAxis dataKey="label" tickLine={false} fontSize={12} minTickGap={16} />
        <YAxis tickFormatter={compact} width={72} tickLine={false} axisLine={false} fontSize={12} />
        <Tooltip formatter={range} />
        <Legend {...LEGEND} wrapperStyle={{ fontSize: 12 }} />
        {BANDS.map(({ level, opacity }) => (
          <Area
            key={level}
            dataKey={`band${level}`}
            name={t(`predict.legend.band${level}`)}
            stroke="none"
            fill={COLORS.band}
            fillOpacity={opacity}
            isAnimationActive={false}
          />
        ))}
        <Line
          dataKey="actual"
          name={t('predict.legend.actual')}
          stroke={COLORS.actual}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="forecast"
          name={t('predict.legend.forecast')}
          stroke={COLORS.forecast}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
        {withContracted && (
          <Line
            dataKey="contracted"
            name={t('predict.legend.contracted')}
            stroke={COLORS.contracted}
            strokeWidth={2}
            type="stepAfter"
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
