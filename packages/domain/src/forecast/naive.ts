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
 * Naive2, the M3/M4 benchmark (Makridakis & Hibon 2000): naive on the classically deseasonalised
 * series (FPP 3.4) when the 90 % seasonality test says seasonal, then reseasonalised.
 */
export function naive2(series: readonly number[], horizon: number, period: number): number[] {
  if (!isSeasonal(series, period)) return naive(series, horizon);
  const indices = classicalIndices(series, period);
  return reseasonalise(naive(deseasonalise(series, indices), horizon), indices, series.length);
}
