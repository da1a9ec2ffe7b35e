import { addMonths } from '@tranche/domain';
import { describe, expect, it } from 'vitest';
import { forecastSeries, MIN_HISTORY_MONTHS } from './forecast-series';

/** Months from January 2024 with a growing, slightly noisy MRR (deterministic). */
const months = (values: readonly number[]) =>
  values.map((value, n) => ({ month: addMonths('2024-01-01', n), value }));
const growing = Array.from({ length: 24 }, (_, n) => 1_000_000 + n * 25_000 + ((n * 7919) % 13) * 1_000);

describe('a series forecast for Predict', () => {
  it('forecasts whole minor units past the history, intervals nested around the forecast', () => {
    const series = forecastSeries('mrr', months(growing), 6, 'month');
    expect(series.status).toBe('ready');
    expect(series.method).toBeTruthy();
    expect(series.history).toHaveLength(24);
    expect(series.forecast.map((point) => point.period)).toEqual(
      Array.from({ length: 6 }, (_, n) => addMonths('2026-01-01', n)),
    );
    for (const point of series.forecast) {
      for (const value of [point.value, point.lo80, point.hi80, point.lo95, point.hi95])
        expect(Number.isSafeInteger(value)).toBe(true);
      expect(point.lo95).toBeLessThanOrEqual(point.lo80);
      expect(point.lo80).toBeLessThanOrEqual(point.value);
      expect(point.value).toBeLessThanOrEqual(point.hi80);
      expect(point.hi80).toBeLessThanOrEqual(point.hi95);
    }
    // A steady climb is forecast to go on climbing.
    expect(series.forecast.at(-1)!.value).toBeGreaterThan(growing.at(-1)!);
    expect(series.backtest).toMatchObject({ horizon: 6 });
    expect(series.backtest!.smape).toBeLessThan(10);
  });

  it('adds flows up and reads stocks at the end of each block of three months', () => {
    const flows = forecastSeries('collections', months(growing), 6, 'quarter');
    const monthly = forecastSeries('collections', months(growing), 6, 'month');
    expect(flows.forecast).toHaveLength(2);
    expect(flows.forecast[0]).toEqual({
      period: monthly.forecast[0]!.period,
      value: monthly.forecast.slice(0, 3).reduce((sum, point) => sum + point.value, 0),
      lo80: monthly.forecast.slice(0, 3).reduce((sum, point) => sum + point.lo80, 0),
      hi80: monthly.forecast.slice(0, 3).reduce((sum, point) => sum + point.hi80, 0),
      lo95: monthly.forecast.slice(0, 3).reduce((sum, point) => sum + point.lo95, 0),
      hi95: monthly.forecast.slice(0, 3).reduce((sum, point) => sum + point.hi95, 0),
    });
    // History blocks end where the forecast starts: 24 months are 8 whole blocks.
    expect(flows.history).toHaveLength(8);
    expect(flows.history.at(-1)).toEqual({
      period: '2025-10-01',
      value: growing.slice(21).reduce((sum, value) => sum + value, 0),
    });
    const stocks = forecastSeries('mrr', months(growing), 6, 'quarter');
    const mrr = forecastSeries('mrr', months(growing), 6, 'month');
    expect(stocks.forecast[1]).toEqual({ ...mrr.forecast[5], period: mrr.forecast[3]!.period });
    expect(stocks.history.at(-1)).toEqual({ period: '2025-10-01', value: growing[23] });
  });

  it('says the history is too short, counting from the first month with data', () => {
    const late = months([...Array(20).fill(0), 5, 6, 7, 8]);
    const series = forecastSeries('mrr', late, 3, 'month');
    expect(series).toMatchObject({ status: 'short', forecast: [], backtest: null });
    expect(series.history).toHaveLength(4);
    expect(forecastSeries('customers', months(Array(24).fill(0)), 3, 'month').status).toBe('short');
    const enough = months(Array.from({ length: MIN_HISTORY_MONTHS }, (_, n) => 10 + n));
    expect(forecastSeries('customers', enough, 3, 'month').status).toBe('ready');
  });

  it('never forecasts a count or money collected below zero; cash may go below', () => {
    const falling = months(Array.from({ length: 12 }, (_, n) => 1_200 - n * 100));
    const customers = forecastSeries('customers', falling, 12, 'month');
    expect(customers.forecast.every((point) => point.lo95 >= 0 && point.value >= 0)).toBe(true);
    const cash = forecastSeries('cash', falling, 12, 'month');
    expect(cash.forecast.at(-1)!.value).toBeLessThan(0);
    // Runway from the forecast: the first month below zero, earlier at the 80 % range's low end.
    const below = cash.forecast.find((point) => point.value < 0)!.period;
    expect(cash.runsOut).toEqual({
      expected: below,
      early: cash.forecast.find((point) => point.lo80 < 0)!.period,
    });
    expect(cash.runsOut!.early! <= below).toBe(true);
    expect(customers.runsOut).toBeNull();
  });
});
