/** Arithmetic mean (NaN for an empty list). */
export function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Ordinary least squares line `y = intercept + slope·t` with t = 0, 1, …; a flat line for one point. */
export function linearFit(values: readonly number[]): { intercept: number; slope: number } {
  const n = values.length;
  if (n < 2) return { intercept: values[0] ?? 0, slope: 0 };
  const tMean = (n - 1) / 2;
  const yMean = mean(values);
  let sxy = 0;
  let sxx = 0;
  for (let t = 0; t < n; t++) {
    sxy += (t - tMean) * (values[t]! - yMean);
    sxx += (t - tMean) ** 2;
  }
  const slope = sxy / sxx;
  return { intercept: yMean - slope * tMean, slope };
}

/** The p-quantile of sorted values, linear between order statistics (R's default, type 7). */
export function quantileSorted(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

/**
 * The standard normal quantile Φ⁻¹(p) (Acklam's rational approximation, relative error < 1.2e-9),
 * for the z of a central prediction interval: `normalQuantile(0.975)` ≈ 1.96.
 */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** z of a central interval at `level` per cent: 80 → 1.2816, 95 → 1.9600. */
export function zForLevel(level: number): number {
  return normalQuantile(0.5 + level / 200);
}
