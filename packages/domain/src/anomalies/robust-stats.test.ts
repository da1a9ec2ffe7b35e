import { describe, expect, it } from 'vitest';
import { decomposeMonthly, MAD_SCALE, median, quantile, robustScale, robustZ } from './robust-stats';

describe('robust statistics', () => {
  it('scores by median and 1.4826 × MAD, untouched by the outlier itself', () => {
    const values = [10, 11, 9, 10, 12, 8, 10, 100];
    const scale = robustScale(values);
    expect(scale.median).toBe(10);
    expect(scale.sigma).toBeCloseTo(MAD_SCALE * 1, 6);
    expect(robustZ(100, scale)).toBeGreaterThan(50);
    expect(robustZ(10, scale)).toBe(0);
  });

  it('falls back to the mean absolute deviation when the MAD is 0, and caps at 99', () => {
    const scale = robustScale([5, 5, 5, 5, 5, 9]);
    expect(scale.sigma).toBeGreaterThan(0);
    expect(robustZ(5, robustScale([5, 5, 5]))).toBe(0);
    expect(robustZ(6, robustScale([5, 5, 5]))).toBe(99);
  });

  it('has a median and quantiles', () => {
    expect(median([3, 1, 2, 4])).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5], 1)).toBe(5);
  });

  it('decomposes three years into trend, season and residual, and leaves shorter series whole', () => {
    const season = [0, 1, 2, 3, 2, 1, 0, -1, -2, -3, -2, -1];
    const series = Array.from({ length: 36 }, (_, t) => 10 + 0.1 * t + season[t % 12]!);
    series[30]! += 8;
    const parts = decomposeMonthly(series);
    expect(parts.method).toBe('classical');
    const z = parts.residual.map((r) => robustZ(r, robustScale(parts.residual)));
    expect(z.findIndex((value) => Math.abs(value) >= 3.5)).toBe(30);
    expect(Math.abs(z[29]!)).toBeLessThan(3.5);
    expect(decomposeMonthly(series.slice(0, 20)).method).toBe('none');
  });
});
