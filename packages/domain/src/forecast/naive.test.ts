import { describe, expect, it } from 'vitest';
import { naive, naive2, seasonalNaive } from './naive';
import { classicalIndices } from './seasonality';

describe('naive benchmarks', () => {
  it('repeats the last value, or last period', () => {
    expect(naive([1, 2, 3], 2)).toEqual([3, 3]);
    expect(seasonalNaive([1, 2, 3, 4, 5], 3, 2)).toEqual([4, 5, 4]);
    expect(seasonalNaive([1, 2], 2, 12)).toEqual([2, 2]);
  });

  it('Naive2 is naive on the deseasonalised series when seasonal', () => {
    const pattern = [0.8, 0.9, 1.1, 1.2, 1.0, 0.95, 1.05, 1.3, 0.7, 0.85, 1.15, 0.9];
    const series = Array.from({ length: 48 }, (_, t) => (100 + t) * pattern[t % 12]!);
    const { indices } = classicalIndices(series, 12);
    const lastAdjusted = series[47]! / indices[47 % 12]!;
    const forecast = naive2(series, 3, 12);
    forecast.forEach((value, i) => {
      expect(value).toBeCloseTo(lastAdjusted * indices[(48 + i) % 12]!, 9);
    });
    expect(naive2([1, 2, 3, 2, 1], 2, 12)).toEqual([1, 1]);
  });
});
