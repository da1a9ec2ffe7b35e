/**
 * Robust statistics the anomaly detectors share. A robust z-score measures how far a value lies
 * from the median in units of the median absolute deviation (MAD) scaled by 1.4826, which makes
 * the MAD estimate the standard deviation of normally distributed data while a few outliers (the
 * very anomalies looked for) cannot inflate it as they would inflate a standard deviation.
 */

/** The factor that turns a MAD into a standard-deviation estimate for normal data. */
export const MAD_SCALE = 1.4826;
/** The factor that turns a mean absolute deviation into one (√(π/2)), used when the MAD is 0. */
export const MEAN_AD_SCALE = 1.2533;
/** Where a score is capped: a deviation from a perfectly constant series is "infinitely" unusual. */
export const MAX_SCORE = 99;

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The q-quantile (0…1) by linear interpolation between the closest ranks. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

export interface RobustScale {
  median: number;
  /** The estimated standard deviation: 1.4826 × MAD, or 1.2533 × mean absolute deviation when the MAD is 0. */
  sigma: number;
}

/** The centre and spread of a sample, robust to outliers. */
export function robustScale(values: readonly number[]): RobustScale {
  const centre = median(values);
  const deviations = values.map((value) => Math.abs(value - centre));
  const mad = median(deviations);
  if (mad > 0) return { median: centre, sigma: MAD_SCALE * mad };
  // More than half the values equal the median: the mean absolute deviation still sees the rest.
  const meanAd = deviations.reduce((sum, d) => sum + d, 0) / Math.max(1, deviations.length);
  return { median: centre, sigma: MEAN_AD_SCALE * meanAd };
}

/** (value − median) / sigma, capped at ±99; 0 when the sample has no spread and the value sits on it. */
export function robustZ(value: number, scale: RobustScale): number {
  const deviation = value - scale.median;
  if (scale.sigma > 0) return Math.max(-MAX_SCORE, Math.min(MAX_SCORE, deviation / scale.sigma));
  if (deviation === 0) return 0;
  return deviation > 0 ? MAX_SCORE : -MAX_SCORE;
}

/** The season of monthly data: a year. */
export const SEASON_MONTHS = 12;
/**
 * A series is decomposed from two and a half seasons on: the 2×12 average leaves the first and
 * last six months without a trend, so 30 months give every calendar month at least one detrended
 * value; a calendar month gets a seasonal index only from two values on (with one, the index
 * would absorb that month's residual whole), else 0.
 */
export const MIN_MONTHS_FOR_DECOMPOSITION = 30;

export interface Decomposition {
  trend: number[];
  seasonal: number[];
  residual: number[];
  /** 'classical' when the series was long enough to decompose, 'none' when the residual is the series less its median. */
  method: 'classical' | 'none';
}

/**
 * Classical additive decomposition of a monthly series (x = trend + seasonal + residual): the
 * trend is the centred 2×12 moving average, carried flat to the six months at each end where the
 * average is not defined (so the newest months, the ones looked at, keep a trend); the seasonal
 * index of each calendar month is the median of its detrended values (a median, not the classical
 * mean, so one anomalous year does not become the season), centred to sum to zero; the residual is
 * what is left. A series shorter than 30 months is not decomposed: trend = its median, no season.
 * `firstMonthOfYear` is the calendar month (0–11) of the first value.
 */
export function decomposeMonthly(values: readonly number[], firstMonthOfYear = 0): Decomposition {
  const n = values.length;
  if (n < MIN_MONTHS_FOR_DECOMPOSITION) {
    const centre = median(values);
    return {
      trend: values.map(() => centre),
      seasonal: values.map(() => 0),
      residual: values.map((value) => value - centre),
      method: 'none',
    };
  }
  const half = SEASON_MONTHS / 2;
  const trend: (number | null)[] = values.map((_, t) => {
    if (t < half || t + half >= n) return null;
    let sum = (values[t - half]! + values[t + half]!) / 2;
    for (let k = t - half + 1; k < t + half; k++) sum += values[k]!;
    return sum / SEASON_MONTHS;
  });
  const firstDefined = trend.findIndex((value) => value !== null);
  const lastDefined = n - 1 - [...trend].reverse().findIndex((value) => value !== null);
  const filled = trend.map(
    (value, t) => value ?? (t < firstDefined ? trend[firstDefined]! : trend[lastDefined]!),
  );
  const byMonth: number[][] = Array.from({ length: SEASON_MONTHS }, () => []);
  values.forEach((value, t) => {
    if (trend[t] !== null) byMonth[(firstMonthOfYear + t) % SEASON_MONTHS]!.push(value - trend[t]!);
  });
  const indices = byMonth.map((detrended) => (detrended.length >= 2 ? median(detrended) : 0));
  const mean = indices.reduce((sum, index) => sum + index, 0) / SEASON_MONTHS;
  const seasonal = values.map((_, t) => indices[(firstMonthOfYear + t) % SEASON_MONTHS]! - mean);
  return {
    trend: filled,
    seasonal,
    residual: values.map((value, t) => value - filled[t]! - seasonal[t]!),
    method: 'classical',
  };
}
