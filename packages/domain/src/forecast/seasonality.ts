import { mean } from './statistics';

/**
 * Sample autocorrelations r_1 … r_maxLag as R's `acf` computes them: deviations from the mean of
 * the whole series, every lag divided by the lag-0 sum of squares (FPP 2.8).
 */
export function autocorrelations(series: readonly number[], maxLag: number): number[] {
  const n = series.length;
  const average = mean(series);
  let denominator = 0;
  for (const value of series) denominator += (value - average) ** 2;
  const result: number[] = [];
  for (let k = 1; k <= maxLag; k++) {
    let sum = 0;
    for (let t = 0; t + k < n; t++) sum += (series[t]! - average) * (series[t + k]! - average);
    result.push(denominator === 0 ? 0 : sum / denominator);
  }
  return result;
}

/**
 * Whether a series is seasonal with `period`, by the test the M3/M4 Theta benchmarks use: the lag-m
 * autocorrelation is significant at 90 % (one-sided), |r_m| > 1.645·√((1 + 2·Σ_{k<m} r_k²)/n), the
 * Bartlett standard error. Needs n ≥ 3m and m > 1; shorter series are treated as not seasonal.
 */
export function isSeasonal(series: readonly number[], period: number): boolean {
  const n = series.length;
  if (period <= 1 || n < 3 * period) return false;
  const r = autocorrelations(series, period);
  let sumSquares = 0;
  for (let k = 0; k < period - 1; k++) sumSquares += r[k]! ** 2;
  const limit = 1.645 * Math.sqrt((1 + 2 * sumSquares) / n);
  return Math.abs(r[period - 1]!) > limit;
}

/** Multiplicative indices (ratios around 1) for positive series; additive (differences around 0) else. */
export type SeasonalKind = 'multiplicative' | 'additive';

/** Seasonal indices by position in the cycle, position 0 being the series' first observation. */
export interface SeasonalIndices {
  kind: SeasonalKind;
  indices: number[];
}

/**
 * Classical decomposition (FPP 3.4, R's `decompose`): the trend is the centred 2×m moving average;
 * each position's index is the mean of the series' ratios to (or differences from) that trend,
 * normalised to average 1 (or 0). Multiplicative by default when every value is positive, else
 * additive, so a zero or negative value never divides. Needs n ≥ 2m.
 */
export function classicalIndices(
  series: readonly number[],
  period: number,
  kind: SeasonalKind = series.every((value) => value > 0) ? 'multiplicative' : 'additive',
): SeasonalIndices {
  const n = series.length;
  const half = Math.floor(period / 2);
  const sums = new Array<number>(period).fill(0);
  const counts = new Array<number>(period).fill(0);
  for (let t = half; t < n - half; t++) {
    let trend = 0;
    if (period % 2 === 0) {
      trend = (series[t - half]! + series[t + half]!) / 2;
      for (let k = t - half + 1; k < t + half; k++) trend += series[k]!;
    } else {
      for (let k = t - half; k <= t + half; k++) trend += series[k]!;
    }
    trend /= period;
    sums[t % period]! += kind === 'multiplicative' ? series[t]! / trend : series[t]! - trend;
    counts[t % period]! += 1;
  }
  const raw = sums.map((sum, i) => (counts[i]! > 0 ? sum / counts[i]! : kind === 'multiplicative' ? 1 : 0));
  const centre = mean(raw);
  const indices = raw.map((value) => (kind === 'multiplicative' ? value / centre : value - centre));
  return { kind, indices };
}

/** The series with its seasonal pattern taken out (divided by or less its index). */
export function deseasonalise(series: readonly number[], seasonal: SeasonalIndices): number[] {
  const m = seasonal.indices.length;
  return series.map((value, t) =>
    seasonal.kind === 'multiplicative' ? value / seasonal.indices[t % m]! : value - seasonal.indices[t % m]!,
  );
}

/** Puts the pattern back on values that continue a series of length `start` (forecasts: start = n). */
export function reseasonalise(values: readonly number[], seasonal: SeasonalIndices, start: number): number[] {
  const m = seasonal.indices.length;
  return values.map((value, i) => {
    const index = seasonal.indices[(start + i) % m]!;
    return seasonal.kind === 'multiplicative' ? value * index : value + index;
  });
}

/** Puts the pattern back on in-sample forecasts (row t holds steps 1…horizon from origin t), in place. */
export function reseasonaliseRows(
  rows: Float64Array,
  seasonal: SeasonalIndices,
  horizon: number,
): Float64Array {
  const m = seasonal.indices.length;
  for (let k = 0; k < rows.length; k++) {
    const t = Math.floor(k / horizon);
    const index = seasonal.indices[(t + (k % horizon)) % m]!;
    rows[k] = seasonal.kind === 'multiplicative' ? rows[k]! * index : rows[k]! + index;
  }
  return rows;
}
