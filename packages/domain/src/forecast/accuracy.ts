/**
 * Symmetric MAPE in per cent as M3 scores it: mean of 200·|A − F|/(|A| + |F|) over the horizon
 * (a step where both are 0 counts as 0).
 */
export function smape(actual: readonly number[], forecast: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < actual.length; i++) {
    const denominator = Math.abs(actual[i]!) + Math.abs(forecast[i]!);
    if (denominator > 0) sum += (200 * Math.abs(actual[i]! - forecast[i]!)) / denominator;
  }
  return sum / actual.length;
}

/**
 * Mean absolute scaled error (Hyndman & Koehler 2006; FPP 5.8): the forecast's mean absolute error
 * over the in-sample mean absolute error of the seasonal naive (lag `period`; lag 1 when the
 * history is no longer than a period). Infinity when that scale is 0 and the error is not.
 */
export function mase(
  insample: readonly number[],
  actual: readonly number[],
  forecast: readonly number[],
  period: number,
): number {
  const lag = insample.length > period ? period : 1;
  let scale = 0;
  for (let t = lag; t < insample.length; t++) scale += Math.abs(insample[t]! - insample[t - lag]!);
  scale /= Math.max(insample.length - lag, 1);
  let error = 0;
  for (let i = 0; i < actual.length; i++) error += Math.abs(actual[i]! - forecast[i]!);
  error /= actual.length;
  if (scale === 0) return error === 0 ? 0 : Number.POSITIVE_INFINITY;
  return error / scale;
}
