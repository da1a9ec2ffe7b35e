import { describe, expect, it } from 'vitest';
import { percentTicks } from './customer-charts';

describe('churn axis ticks', () => {
  it('are whole percentages from zero (or the lowest negative rate) past the highest rate', () => {
    expect(percentTicks([1.17, 3.4, null, 0.43])).toEqual([0, 1, 2, 3, 4]);
    expect(percentTicks([-0.6, 2.1])).toEqual([-1, 0, 1, 2, 3]);
    expect(percentTicks([])).toEqual([0, 1]);
    expect(percentTicks([0, 14.2])).toEqual([0, 3, 6, 9, 12, 15]);
  });
});
