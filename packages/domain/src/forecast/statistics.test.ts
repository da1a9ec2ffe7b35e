import { describe, expect, it } from 'vitest';
import { linearFit, normalQuantile, quantileSorted, zForLevel } from './statistics';

describe('statistics', () => {
  it('gives the normal quantiles of the usual interval levels', () => {
    expect(zForLevel(80)).toBeCloseTo(1.281552, 6);
    expect(zForLevel(95)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 6);
  });

  it('fits a least-squares line with t = 0, 1, …', () => {
    expect(linearFit([1, 3, 5, 7])).toEqual({ intercept: 1, slope: 2 });
    expect(linearFit([4])).toEqual({ intercept: 4, slope: 0 });
  });

  it('takes quantiles as R type 7', () => {
    expect(quantileSorted([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
  });
});
