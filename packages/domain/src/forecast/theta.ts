import { etsInsampleForecasts, forecastEts } from './ets';
import { type EtsFit, fitEts } from './ets-fit';
import {
  classicalIndices,
  deseasonalise,
  reseasonalise,
  reseasonaliseRows,
  type SeasonalIndices,
} from './seasonality';
import { linearFit } from './statistics';

/** A fitted standard Theta model: SES on the seasonally adjusted series plus half the OLS slope. */
export interface ThetaFit {
  seasonal: SeasonalIndices | null;
  ses: EtsFit;
  /** b/2, half the least-squares slope of the adjusted series (the theta = 0 line's contribution). */
  drift: number;
  adjusted: number[];
}

/**
 * The standard Theta method (Assimakopoulos & Nikolopoulos 2000), in the form Hyndman & Billah (2003)
 * showed equivalent — simple exponential smoothing with drift — and as R's `thetaf` computes it
 * (FPP 3rd ed. has no Theta section: follow Hyndman & Billah 2003, §3): when the series is seasonal, a
 * classical multiplicative decomposition (FPP 3.4) takes the pattern out; SES (ETS(A,N,N), α and l₀
 * by maximum likelihood, FPP 8.1) is fitted to the adjusted series; the forecast is SES's plus
 * b/2·(h − 1 + (1 − (1 − α)ⁿ)/α), b the OLS slope of the adjusted series; the pattern goes back on.
 */
export function fitTheta(series: readonly number[], period: number, seasonal: boolean): ThetaFit | null {
  const indices = seasonal ? classicalIndices(series, period) : null;
  const adjusted = indices ? deseasonalise(series, indices) : series.slice();
  const ses = fitEts(adjusted, { error: 'A', trend: 'N', season: 'N' }, period);
  if (!ses) return null;
  return { seasonal: indices, ses, drift: linearFit(adjusted).slope / 2, adjusted };
}

function driftTerm(fit: ThetaFit, observed: number, h: number): number {
  const alpha = Math.max(fit.ses.parameters.alpha, 1e-10);
  return fit.drift * (h - 1 + (1 - (1 - alpha) ** observed) / alpha);
}

/** Theta point forecasts 1…horizon after the series. */
export function forecastTheta(fit: ThetaFit, period: number, horizon: number): number[] {
  const n = fit.adjusted.length;
  const ses = forecastEts(fit.ses, period, horizon);
  const adjusted = ses.map((value, i) => value + driftTerm(fit, n, i + 1));
  return fit.seasonal ? reseasonalise(adjusted, fit.seasonal, n) : adjusted;
}

/**
 * Theta's in-sample forecasts 1…horizon ahead from every origin t (fixed parameters), row-major n ×
 * horizon.
 */
export function thetaInsampleForecasts(fit: ThetaFit, period: number, horizon: number): Float64Array {
  const out = etsInsampleForecasts(fit.adjusted, fit.ses, period, horizon);
  for (let t = 0; t < fit.adjusted.length; t++) {
    for (let h = 1; h <= horizon; h++) out[t * horizon + h - 1]! += driftTerm(fit, Math.max(t, 1), h);
  }
  return fit.seasonal ? reseasonaliseRows(out, fit.seasonal, horizon) : out;
}
