import { describe, expect, it } from 'vitest';
import { forecastEts } from './ets';
import { fitEts } from './ets-fit';
import { etsFilter } from './ets-model';
import { classicalIndices, deseasonalise } from './seasonality';
import { linearFit } from './statistics';
import { seededNormal, simulateAnn } from './testing/random';
import { fitTheta, forecastTheta, thetaInsampleForecasts } from './theta';

describe('Theta (Hyndman & Billah 2003)', () => {
  it('is SES with drift b/2 on a non-seasonal series', () => {
    const series = simulateAnn(seededNormal(9), 60, 100, 0.5, 2).map((v, t) => v + 0.8 * t);
    const fit = fitTheta(series, 12, false)!;
    const ses = fitEts(series, { error: 'A', trend: 'N', season: 'N' }, 12)!;
    const alpha = ses.parameters.alpha;
    const b = linearFit(series).slope;
    const expected = forecastEts(ses, 12, 4).map(
      (f, i) => f + (b / 2) * (i + (1 - (1 - alpha) ** 60) / alpha),
    );
    forecastTheta(fit, 12, 4).forEach((value, i) => {
      expect(value).toBeCloseTo(expected[i]!, 10);
    });
  });

  it('deseasonalises and reseasonalises a seasonal series', () => {
    const pattern = [0.8, 0.9, 1.1, 1.2, 1.0, 0.95, 1.05, 1.3, 0.7, 0.85, 1.15, 0.9];
    const normal = seededNormal(4);
    const series = Array.from({ length: 60 }, (_, t) => (100 + t) * pattern[t % 12]! + normal());
    const fit = fitTheta(series, 12, true)!;
    const indices = classicalIndices(series, 12);
    expect(fit.seasonal).toEqual(indices);
    const adjustedFit = fitTheta(deseasonalise(series, indices), 12, false)!;
    const adjusted = forecastTheta(adjustedFit, 12, 14);
    forecastTheta(fit, 12, 14).forEach((value, i) => {
      expect(value).toBeCloseTo(adjusted[i]! * indices.indices[(60 + i) % 12]!, 8);
    });
  });

  it('in-sample forecasts from origin t are SES after t values plus the drift with t in place of n', () => {
    const series = simulateAnn(seededNormal(2), 30, 10, 0.3, 1).map((v, t) => v + 0.2 * t);
    const fit = fitTheta(series, 12, false)!;
    const rows = thetaInsampleForecasts(fit, 12, 2);
    const alpha = fit.ses.parameters.alpha;
    const level = etsFilter(series.slice(0, 20), fit.ses.spec, fit.ses.parameters, 12).state.level;
    expect(rows[20 * 2]).toBeCloseTo(level + (fit.drift * (1 - (1 - alpha) ** 20)) / alpha, 10);
    expect(rows[20 * 2 + 1]).toBeCloseTo(level + fit.drift * (1 + (1 - (1 - alpha) ** 20) / alpha), 10);
  });
});
