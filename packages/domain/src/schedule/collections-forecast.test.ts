import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionsForecast } from './collections-forecast';

describe('the collections an asset’s subscriptions are forecast to bring in', () => {
  it('keeps each month’s part by the MRR that has not churned by then', () => {
    // 1,200.00 over 12 months, 100.00 a month; 10 % churn a month: Σ 100 · 0.9^k, k = 1…12.
    const forecast = collectionsForecast(120_000, 12, [10, 10, 10, 10, 10, 10])!;
    const expected = Array.from({ length: 12 }, (_, k) => 10_000 * 0.9 ** (k + 1)).reduce((a, b) => a + b, 0);
    expect(forecast.expected).toBe(Math.round(expected));
    expect(forecast).toMatchObject({ low: forecast.expected, high: forecast.expected });
    expect(forecast.churn).toEqual({ usual: 10, worse: 10, better: 10 });
    // Without churn everything scheduled is collected.
    expect(collectionsForecast(120_000, 12, [0, 0, 0, 0, 0, 0])).toMatchObject({ expected: 120_000 });
  });

  it('ranges from the company’s worse to its better months, never above the face value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 6, maxLength: 36 }),
        (face, months, churn) => {
          const forecast = collectionsForecast(face, months, churn)!;
          expect(forecast.low).toBeLessThanOrEqual(forecast.expected);
          expect(forecast.expected).toBeLessThanOrEqual(forecast.high);
          expect(forecast.high).toBeLessThanOrEqual(face);
          expect(forecast.low).toBeGreaterThanOrEqual(0);
          expect(forecast.churn.better).toBeLessThanOrEqual(forecast.churn.worse);
        },
      ),
    );
  });

  it('needs six months of churn history', () => {
    expect(collectionsForecast(120_000, 12, [1, 2, 3, 4, 5])).toBeNull();
    expect(collectionsForecast(120_000, 12, [1, 2, 3, 4, 5, Number.NaN])).toBeNull();
  });
});
