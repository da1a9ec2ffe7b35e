import { describe, expect, it } from 'vitest';
import { CHOICE_MARGIN, chooseMethod, insampleMae } from './choose';
import type { Member } from './combine';
import { combinationMembers, forecast } from './forecast';
import { seasonalNaiveInsample } from './naive';
import { seededNormal } from './testing/random';

/** y_t = y_{t−12} + 20·ε_t over six years from an irregular first year (seed 3). */
function seasonalRandomWalk(sd: number): number[] {
  const normal = seededNormal(3);
  const first = [500, 900, 200, 1400, 700, 300, 1100, 600, 1300, 100, 800, 1000];
  const y: number[] = [];
  for (let t = 0; t < 72; t++) y.push(t < 12 ? first[t]! : y[t - 12]! + sd * normal());
  return y;
}

const series = [100, 110, 120, 130];

/** A member whose in-sample h-step forecasts are all `value` (horizon 1). */
const flat = (name: string, value: number): Member => ({
  name,
  mean: [value],
  insample: Float64Array.from(series, () => value),
});

describe('insampleMae', () => {
  it('is the mean absolute error over origins from the warm-up and steps inside the series', () => {
    // horizon 2: origin 2 scores steps to 120 and 130, origin 3 only the step to 130.
    const insample = Float64Array.from([0, 0, 0, 0, 120, 130, 130, 0]);
    expect(insampleMae(series, insample, 2, 2)).toBe(0);
    const off = Float64Array.from([0, 0, 0, 0, 120, 127, 70, 0]);
    expect(insampleMae(series, off, 2, 2)).toBe((3 + 60) / 3);
  });
});

describe('chooseMethod', () => {
  const combination = flat('Combination', 115);
  const combinationError = insampleMae(series, combination.insample, 1, 0);

  it('keeps the combination unless a single model is clearly better', () => {
    // Closer to the data, but not by the margin.
    const slightly = { name: 'Theta', mean: [116], insample: Float64Array.from([110, 116, 114, 121]) };
    expect(insampleMae(series, slightly.insample, 1, 0)).toBeGreaterThan(combinationError * CHOICE_MARGIN);
    expect(chooseMethod(series, combination, [slightly], 1, 0)).toBe(combination);
  });

  it('picks the best single model once it beats the combination by the margin', () => {
    const good = { name: 'ETS(A,A,N)', mean: [140], insample: Float64Array.from([100, 110, 121, 131]) };
    const best = { name: 'Seasonal naive', mean: [140], insample: Float64Array.from(series) };
    expect(chooseMethod(series, combination, [good, best], 1, 0)).toBe(best);
    expect(chooseMethod(series, combination, [good], 1, 0)).toBe(good);
  });
});

describe('the automatic choice in forecast', () => {
  it('offers seasonal naive as a choice only for a series the test finds seasonal', () => {
    const seasonal = seasonalRandomWalk(20);
    expect(combinationMembers(seasonal, 12, 12).singles.map((m) => m.name)).toEqual([
      expect.stringMatching(/^ETS\(/),
      'Theta',
      'Seasonal naive',
    ]);
    const trend = Array.from({ length: 48 }, (_, t) => 1000 + 10 * t + ((t * 7919) % 13));
    expect(combinationMembers(trend, 12, 12).singles.map((m) => m.name)).not.toContain('Seasonal naive');
  });

  it('forecasts with one model alone where it is clearly better, with intervals around it', () => {
    // A seasonal random walk (each month last year's value plus noise): ETS(A,A,A) alone is chosen.
    const result = forecast(seasonalRandomWalk(20), { horizon: 12 });
    expect(result.models).toEqual(['ETS(A,A,A)']);
    expect(result.method).toBe('ETS(A,A,A)');
    for (const interval of result.intervals) {
      result.mean.forEach((mean, h) => {
        expect(interval.lower[h]).toBeLessThanOrEqual(mean);
        expect(interval.upper[h]).toBeGreaterThanOrEqual(mean);
      });
    }
  });

  it('gives seasonal naive in-sample forecasts from one period back, the last value before that', () => {
    const values = [1, 2, 3, 4, 5, 6];
    const insample = seasonalNaiveInsample(values, 2, 3);
    // origin 1: last value 1 for both steps; origin 3: y[0], y[1]; origin 4: y[1], y[2].
    expect([...insample.slice(2, 4)]).toEqual([1, 1]);
    expect([...insample.slice(6, 8)]).toEqual([1, 2]);
    expect([...insample.slice(8, 10)]).toEqual([2, 3]);
  });
});
