import type { Member } from './combine';

/**
 * How much better in-sample a single model must be to replace the combination: its error at most
 * this share of the combination's. Combinations are hard to beat out of sample (FPP 13.4) and
 * in-sample errors flatter the model that fitted them, so a single model is chosen only when it is
 * clearly better. On M3 monthly (m3.bench.ts) a margin of 0.7 picks a single model for about 4 % of
 * the series and scores as well as the combination alone, on the test period (13.67 against 13.71
 * sMAPE) and on the training histories' own last 18 values (14.11 against 14.12); a plain
 * lowest-error pick (margin 1) picks a single model for 72 % of them and scores 13.98 and 14.90.
 */
export const CHOICE_MARGIN = 0.7;

/**
 * The mean absolute in-sample error of a method's forecasts (FPP 5.8, MAE: one series, so no scaling
 * is needed to compare methods) from every origin t ≥ `warmup` over every step that falls inside the
 * series (`insample` row t holds the h-step forecasts from origin t).
 */
export function insampleMae(
  series: readonly number[],
  insample: Float64Array,
  horizon: number,
  warmup: number,
): number {
  let sum = 0;
  let count = 0;
  for (let t = warmup; t < series.length; t++) {
    for (let h = 1; h <= horizon && t + h - 1 < series.length; h++) {
      sum += Math.abs(series[t + h - 1]! - insample[t * horizon + h - 1]!);
      count++;
    }
  }
  return count === 0 ? Number.POSITIVE_INFINITY : sum / count;
}

/**
 * The automatic choice for one series (FPP 5.10 picks by error, 13.4 prefers combinations): the
 * candidate single model with the lowest in-sample error replaces the combination only when that
 * error is at most `CHOICE_MARGIN` times the combination's; otherwise the combination stays.
 */
export function chooseMethod(
  series: readonly number[],
  combination: Member,
  singles: readonly Member[],
  horizon: number,
  warmup: number,
): Member {
  const errorOf = (member: Member) => insampleMae(series, member.insample, horizon, warmup);
  let best: Member = combination;
  let bestError = errorOf(combination) * CHOICE_MARGIN;
  for (const single of singles) {
    const error = errorOf(single);
    if (error < bestError) {
      best = single;
      bestError = error;
    }
  }
  return best;
}
