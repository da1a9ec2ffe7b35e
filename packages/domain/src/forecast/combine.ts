import { quantileSorted } from './statistics';
import type { ForecastInterval } from './types';

/**
 * A member of a combination: its name, point forecasts and in-sample forecasts (n × horizon, row t =
 * origin t).
 */
export interface Member {
  name: string;
  mean: number[];
  insample: Float64Array;
}

/** The equally weighted mean of the members' forecasts (FPP 13.4: simple averages are hard to beat). */
export function combineMembers(members: readonly Member[]): { mean: number[]; insample: Float64Array } {
  const horizon = members[0]!.mean.length;
  const mean = Array.from(
    { length: horizon },
    (_, h) => members.reduce((sum, m) => sum + m.mean[h]!, 0) / members.length,
  );
  const insample = new Float64Array(members[0]!.insample.length);
  for (const member of members)
    for (let k = 0; k < insample.length; k++) insample[k]! += member.insample[k]! / members.length;
  return { mean, insample };
}

const MIN_ERRORS = 6;

/**
 * Prediction intervals from the forecast's own in-sample errors (FPP 5.5 "bootstrapped" in spirit,
 * 13.4 for combinations, whose variance has no closed form): from every origin t ≥ `warmup`, the
 * h-step errors of the in-sample forecasts, on the log scale for a positive series (so intervals
 * stay positive and widen with the level) or as they are otherwise. Each horizon's scale s_h is the
 * errors' root mean square (horizons with fewer than 6 errors extend the last by √h growth; never
 * narrower than a shorter horizon's); the bounds are the empirical quantiles of the errors divided by
 * their s_h, pooled over horizons, times `widen`·s_h. In-sample errors understate the errors to
 * come (the parameters were fitted to those same values), hence `widen` > 1. Null when no horizon has
 * enough errors.
 */
export function empiricalIntervals(
  series: readonly number[],
  combined: { mean: readonly number[]; insample: Float64Array },
  levels: readonly number[],
  warmup: number,
  widen: number,
): ForecastInterval[] | null {
  const n = series.length;
  const horizon = combined.mean.length;
  const logScale = series.every((v) => v > 0) && combined.mean.every((v) => v > 0);
  const errorsByH: number[][] = [];
  for (let h = 1; h <= horizon; h++) {
    const errors: number[] = [];
    for (let t = warmup; t + h - 1 < n; t++) {
      const f = combined.insample[t * horizon + h - 1]!;
      const y = series[t + h - 1]!;
      if (logScale) {
        if (f > 0) errors.push(Math.log(y / f));
      } else errors.push(y - f);
    }
    errorsByH.push(errors);
  }
  const scales: number[] = [];
  let lastH = 0;
  for (let h = 1; h <= horizon; h++) {
    const errors = errorsByH[h - 1]!;
    const previous = scales[h - 2] ?? 0;
    if (errors.length >= MIN_ERRORS) {
      scales.push(Math.max(Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length), previous));
      lastH = h;
    } else if (lastH > 0) scales.push(scales[lastH - 1]! * Math.sqrt(h / lastH));
    else return null;
  }
  const pooled: number[] = [];
  for (let h = 1; h <= lastH; h++) {
    const s = scales[h - 1]!;
    if (s > 0) for (const e of errorsByH[h - 1]!) pooled.push(e / s);
  }
  pooled.sort((a, b) => a - b);
  return levels.map((level) => {
    const tail = (1 - level / 100) / 2;
    // Biased in-sample errors (a steady climb that the members trail) could move both quantiles to
    // one side; the bounds always keep the point forecast between them.
    const low = pooled.length > 0 ? Math.min(quantileSorted(pooled, tail), 0) * widen : 0;
    const high = pooled.length > 0 ? Math.max(quantileSorted(pooled, 1 - tail), 0) * widen : 0;
    const bound = (q: number) =>
      combined.mean.map((f, i) => (logScale ? f * Math.exp(q * scales[i]!) : f + q * scales[i]!));
    return { level, lower: bound(low), upper: bound(high) };
  });
}
