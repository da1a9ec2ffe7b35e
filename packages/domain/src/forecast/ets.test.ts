import { describe, expect, it } from 'vitest';
import { autoEts, candidateModels, etsInsampleForecasts, forecastEts } from './ets';
import { fitEts } from './ets-fit';
import { type EtsParameters, etsFilter, etsForecast, etsVarianceMultipliers } from './ets-model';
import { seededNormal, simulateAnn } from './testing/random';

const base: EtsParameters = { alpha: 0.5, beta: 0, gamma: 0, phi: 1, level: 4, slope: 0, seasonal: [] };

describe('ETS recursions (FPP 8.1, 8.4, 8.7)', () => {
  it('simple exponential smoothing by hand: α = 0.5, l₀ = 4 on 3, 5, 4', () => {
    // ŷ₁ = 4, e = −1, l₁ = 3.5; ŷ₂ = 3.5, e = 1.5, l₂ = 4.25; ŷ₃ = 4.25, e = −0.25, l₃ = 4.125.
    const spec = { error: 'A', trend: 'N', season: 'N' } as const;
    const result = etsFilter([3, 5, 4], spec, base, 12);
    expect(result.sse).toBeCloseTo(1 + 2.25 + 0.0625, 12);
    expect(result.likelihood).toBeCloseTo(3 * Math.log(3.3125), 12);
    expect(etsForecast(spec, base, result.state, 12, 2)).toEqual([4.125, 4.125]);
  });

  it('damped trend by hand: α = 0.5, β = 0.2, φ = 0.9, l₀ = 10, b₀ = 1 on 12, 12', () => {
    const spec = { error: 'A', trend: 'Ad', season: 'N' } as const;
    const p = { ...base, beta: 0.2, phi: 0.9, level: 10, slope: 1 };
    // ŷ₁ = 10 + 0.9 = 10.9, e = 1.1, l₁ = 11.45, b₁ = 0.9 + 0.22 = 1.12;
    // ŷ₂ = 11.45 + 1.008 = 12.458, e = −0.458, l₂ = 12.229, b₂ = 1.008 − 0.0916 = 0.9164.
    const { state } = etsFilter([12, 12], spec, p, 12);
    expect(state.level).toBeCloseTo(12.229, 12);
    expect(state.slope).toBeCloseTo(0.9164, 12);
    const [h1, h2] = etsForecast(spec, p, state, 12, 2);
    expect(h1).toBeCloseTo(12.229 + 0.9 * 0.9164, 12);
    expect(h2).toBeCloseTo(12.229 + (0.9 + 0.81) * 0.9164, 12);
  });

  it('multiplicative error and season: same states, relative likelihood (Hyndman et al. 2002)', () => {
    const p = { ...base, gamma: 0.1, level: 10, seasonal: [0.5, 1.5] };
    const spec = { error: 'M', trend: 'N', season: 'M' } as const;
    // ŷ₁ = 10·0.5 = 5, y = 6, ε = 1, l₁ = 10 + 0.5·1/0.5 = 11, s = 0.5 + 0.1·1/10 = 0.51.
    const result = etsFilter([6], spec, p, 2);
    expect(result.state.level).toBeCloseTo(11, 12);
    expect(result.state.seasonal[0]).toBeCloseTo(0.51, 12);
    expect(result.likelihood).toBeCloseTo(Math.log(0.04) + 2 * Math.log(5), 12);
  });

  it('variance multipliers match the closed forms of FPP 8.7', () => {
    const [alpha, beta, gamma, phi, m] = [0.3, 0.1, 0.2, 0.9, 4];
    const p = { ...base, alpha, beta, gamma, phi };
    const h = 9;
    const ann = etsVarianceMultipliers({ error: 'A', trend: 'N', season: 'N' }, p, m, h);
    expect(ann[h - 1]).toBeCloseTo(1 + alpha ** 2 * (h - 1), 12);
    const aan = etsVarianceMultipliers({ error: 'A', trend: 'A', season: 'N' }, p, m, h);
    expect(aan[h - 1]).toBeCloseTo(
      1 + (h - 1) * (alpha ** 2 + alpha * beta * h + (beta ** 2 * h * (2 * h - 1)) / 6),
      12,
    );
    const aadn = etsVarianceMultipliers({ error: 'A', trend: 'Ad', season: 'N' }, p, m, h);
    const expectedAadn =
      1 +
      alpha ** 2 * (h - 1) +
      ((beta * phi * h) / (1 - phi) ** 2) * (2 * alpha * (1 - phi) + beta * phi) -
      ((beta * phi * (1 - phi ** h)) / ((1 - phi) ** 2 * (1 - phi ** 2))) *
        (2 * alpha * (1 - phi ** 2) + beta * phi * (1 + 2 * phi - phi ** h));
    expect(aadn[h - 1]).toBeCloseTo(expectedAadn, 12);
    const ana = etsVarianceMultipliers({ error: 'A', trend: 'N', season: 'A' }, p, m, h);
    const k = Math.floor((h - 1) / m);
    expect(ana[h - 1]).toBeCloseTo(1 + alpha ** 2 * (h - 1) + gamma * k * (2 * alpha + gamma), 12);
  });
});

describe('ETS fitting and selection (FPP 8.6)', () => {
  it('estimates α of a simulated ETS(A,N,N) near the truth', () => {
    const series = simulateAnn(seededNormal(3), 300, 100, 0.4, 1);
    const fit = fitEts(series, { error: 'A', trend: 'N', season: 'N' }, 12)!;
    expect(fit.parameters.alpha).toBeGreaterThan(0.25);
    expect(fit.parameters.alpha).toBeLessThan(0.55);
    expect(fit.sigma2).toBeGreaterThan(0.8);
    expect(fit.sigma2).toBeLessThan(1.2);
  });

  it('chooses a seasonal model for a seasonal series, within the usual region', () => {
    const normal = seededNormal(11);
    const pattern = [0.8, 0.9, 1.1, 1.2, 1.0, 0.95, 1.05, 1.3, 0.7, 0.85, 1.15, 0.9];
    const series = Array.from({ length: 96 }, (_, t) => (200 + t) * pattern[t % 12]! * (1 + 0.02 * normal()));
    const fit = autoEts(series, 12, true)!;
    expect(fit.spec.season).not.toBe('N');
    const { alpha, beta, gamma } = fit.parameters;
    expect(alpha).toBeGreaterThan(0);
    expect(beta).toBeLessThanOrEqual(alpha);
    expect(gamma).toBeLessThanOrEqual(1 - alpha);
    const forecast = forecastEts(fit, 12, 12);
    forecast.forEach((value, i) => {
      expect(value / (296 * pattern[i]!)).toBeCloseTo(1, 1);
    });
  });

  it('offers no multiplicative model when a value is zero', () => {
    expect(candidateModels([1, 0, 2], true).every((s) => s.error === 'A' && s.season !== 'M')).toBe(true);
    expect(candidateModels([1, 2, 3], false)).toHaveLength(6);
    expect(candidateModels([1, 2, 3], true)).toHaveLength(15);
  });

  it('in-sample forecasts from an origin equal the forecasts of the series cut there', () => {
    const series = simulateAnn(seededNormal(5), 40, 50, 0.3, 1).map((v, t) => v + 0.5 * t);
    const fit = fitEts(series, { error: 'A', trend: 'Ad', season: 'N' }, 12)!;
    const rows = etsInsampleForecasts(series, fit, 12, 3);
    const cut = etsFilter(series.slice(0, 25), fit.spec, fit.parameters, 12);
    const expected = etsForecast(fit.spec, fit.parameters, cut.state, 12, 3);
    expect(Array.from(rows.subarray(25 * 3, 26 * 3))).toEqual(expected);
  });
});
