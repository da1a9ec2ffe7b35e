import { describe, expect, it } from 'vitest';
import { mase, smape } from './accuracy';

describe('accuracy', () => {
  it('scores sMAPE as M3 does', () => {
    // 200·|100 − 110|/210 = 9.5238…, 200·|50 − 50|/100 = 0.
    expect(smape([100, 50], [110, 50])).toBeCloseTo(200 / 21 / 2, 10);
    expect(smape([0], [0])).toBe(0);
  });

  it('scales MASE by the in-sample seasonal naive error', () => {
    // Lag-2 in-sample errors |3 − 1|, |4 − 2| → scale 2; forecast error mean (1 + 3)/2 = 2.
    expect(mase([1, 2, 3, 4], [5, 6], [6, 3], 2)).toBe(1);
    // Shorter than a period: lag 1.
    expect(mase([1, 3], [3], [4], 12)).toBe(0.5);
    expect(mase([5, 5, 5], [5], [6], 1)).toBe(Number.POSITIVE_INFINITY);
  });
});
