import { classicalIndices, deseasonalise, isSeasonal, reseasonalise } from './seasonality';

/** Naive forecasts (FPP 5.2): every step the last observation. */
export function naive(series: readonly number[], horizon: number): number[] {
  return new Array<number>(horizon).fill(series[series.length - 1] ?? 0);
}

/**
 * Seasonal naive (FPP 5.2): each step the observation one period earlier; naive when shorter than a
 * period.
 */
export function seasonalNaive(series: readonly number[], horizon: number, period: number): number[] {
  const n = series.length;
  if (n < period) return naive(series, horizon);
  return Array.from({ length: horizon }, (_, i) => series[n - period + (i % period)]!);
}

/**
 * Seasonal naive's in-sample forecasts (n × horizon, row t = origin t, as the other methods'): from
 * origin t the h-step forecast is the value one period before its target's season, y[t − m + (h−1)
 * mod m]; origins with less than a period of history carry the last value forward.
 */
export function seasonalNaiveInsample(
  series: readonly number[],
  horizon: number,
  period: number,
): Float64Array {
  const out = new Float64Array(series.length * horizon);
  for (let t = 0; t < series.length; t++) {
    for (let h = 1; h <= horizon; h++) {
      out[t * horizon + h - 1] =
        t >= period ? series[t - period + ((h - 1) % period)]! : series[Math.max(t - 1, 0)]!;
    }
  }
  return out;
}

/**
 * Naive2, the M3/M4 benchmark (Makridakis & Hibon 2000): naive on the classically deseasonalised
 * series (FPP 3.4) when the 90 % seasonality test says seasonal, then reseasonalised.
 */
export function naive2(series: readonly number[], horizon: number, period: number): number[] {
  if (!isSeasonal(series, period)) return naive(series, horizon);
  const indices = classicalIndices(series, period);
  return reseasonalise(naive(deseasonalise(series, indices), horizon), indices, series.length);
}
