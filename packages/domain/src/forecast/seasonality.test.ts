import { describe, expect, it } from 'vitest';
import {
  autocorrelations,
  classicalIndices,
  deseasonalise,
  isSeasonal,
  reseasonalise,
  reseasonaliseRows,
} from './seasonality';
import { seededNormal } from './testing/random';

const pattern = [0.8, 0.9, 1.1, 1.2, 1.0, 0.95, 1.05, 1.3, 0.7, 0.85, 1.15, 0.9];
const patternMean = pattern.reduce((s, v) => s + v, 0) / 12;
const normalised = pattern.map((p) => p / patternMean);

describe('seasonality', () => {
  it('computes autocorrelations as R acf does', () => {
    // y = 1,2,3,4: deviations −1.5,−0.5,0.5,1.5; lag-0 sum 5; lag 1: (0.75 − 0.25 + 0.75)/5 = 0.25.
    expect(autocorrelations([1, 2, 3, 4], 2)).toEqual([0.25, -0.3]);
  });

  it('finds a seasonal pattern and not one in noise', () => {
    const normal = seededNormal(7);
    const seasonal = Array.from({ length: 72 }, (_, t) => 100 * pattern[t % 12]! + normal());
    const noise = Array.from({ length: 72 }, () => 100 + 10 * normal());
    expect(isSeasonal(seasonal, 12)).toBe(true);
    expect(isSeasonal(noise, 12)).toBe(false);
  });

  it('needs three full periods', () => {
    const short = Array.from({ length: 35 }, (_, t) => 100 * pattern[t % 12]!);
    expect(isSeasonal(short, 12)).toBe(false);
    expect(isSeasonal([...short, 80], 12)).toBe(true);
  });

  it('recovers a multiplicative pattern on a flat level exactly (FPP 3.4)', () => {
    const series = Array.from({ length: 48 }, (_, t) => 500 * pattern[t % 12]!);
    const { kind, indices } = classicalIndices(series, 12);
    expect(kind).toBe('multiplicative');
    indices.forEach((value, i) => {
      expect(value).toBeCloseTo(normalised[i]!, 12);
    });
    const adjusted = deseasonalise(series, { kind, indices });
    adjusted.forEach((value) => {
      expect(value).toBeCloseTo(500 * patternMean, 9);
    });
    expect(reseasonalise([1, 1], { kind, indices }, 48)).toEqual([indices[0], indices[1]]);
  });

  it('recovers an additive pattern on a linear trend, and goes additive when a value is not positive', () => {
    const offsets = pattern.map((p) => 10 * (p - patternMean));
    const series = Array.from({ length: 48 }, (_, t) => -20 + 0.5 * t + offsets[t % 12]!);
    const { kind, indices } = classicalIndices(series, 12);
    expect(kind).toBe('additive');
    indices.forEach((value, i) => {
      expect(value).toBeCloseTo(offsets[i]!, 9);
    });
  });

  it('reseasonalises in-sample rows by the position each value forecasts', () => {
    const seasonal = { kind: 'multiplicative' as const, indices: [2, 3] };
    // Origin 0 forecasts positions 0 and 1; origin 1 forecasts positions 1 and 0.
    expect(Array.from(reseasonaliseRows(Float64Array.from([1, 1, 1, 1]), seasonal, 2))).toEqual([2, 3, 3, 2]);
  });
});
