import { type EtsFit, fitEts } from './ets-fit';
import {
  type EtsSpec,
  etsFilter,
  etsForecast,
  etsVarianceMultipliers,
  type SeasonType,
  type TrendType,
} from './ets-model';

/**
 * The models automatic ETS chooses among (R `ets()` defaults, FPP 8.6): errors A or M, trend N, A or
 * Ad (no multiplicative trend), season N, or A and M when the series was found seasonal; no
 * additive error with multiplicative season (numerically unstable), and nothing multiplicative when
 * a value is zero or negative.
 */
export function candidateModels(series: readonly number[], seasonal: boolean): EtsSpec[] {
  const positive = series.every((value) => value > 0);
  const trends: TrendType[] = ['N', 'A', 'Ad'];
  const seasons: SeasonType[] = seasonal ? (positive ? ['N', 'A', 'M'] : ['N', 'A']) : ['N'];
  const specs: EtsSpec[] = [];
  for (const error of positive ? (['A', 'M'] as const) : (['A'] as const)) {
    for (const trend of trends) {
      for (const season of seasons) {
        if (error === 'A' && season === 'M') continue;
        specs.push({ error, trend, season });
      }
    }
  }
  return specs;
}

/**
 * Automatic ETS (Hyndman et al. 2002; FPP 8.6): every candidate fitted, the lowest AICc kept. Null if
 * none fits.
 */
export function autoEts(series: readonly number[], period: number, seasonal: boolean): EtsFit | null {
  let best: EtsFit | null = null;
  for (const spec of candidateModels(series, seasonal)) {
    const fit = fitEts(series, spec, period);
    if (fit && (!best || fit.aicc < best.aicc)) best = fit;
  }
  return best;
}

/** Point forecasts of a fitted model, 1…horizon steps after the series. */
export function forecastEts(fit: EtsFit, period: number, horizon: number): number[] {
  return etsForecast(fit.spec, fit.parameters, fit.state, period, horizon);
}

/**
 * Standard deviations of the h-step forecast errors (FPP 8.7's table of forecast variances: exact for
 * the additive class); for a multiplicative error the relative σ times the point forecast (an
 * approximation).
 */
export function etsForecastSd(fit: EtsFit, period: number, mean: readonly number[]): number[] {
  const multipliers = etsVarianceMultipliers(fit.spec, fit.parameters, period, mean.length);
  return multipliers.map(
    (v, i) => Math.sqrt(fit.sigma2 * v) * (fit.spec.error === 'M' ? Math.abs(mean[i]!) : 1),
  );
}

/** The model's in-sample forecasts 1…horizon steps ahead from every origin t (row-major n × horizon). */
export function etsInsampleForecasts(
  series: readonly number[],
  fit: EtsFit,
  period: number,
  horizon: number,
): Float64Array {
  const out = new Float64Array(series.length * horizon);
  etsFilter(series, fit.spec, fit.parameters, period, { horizon, out });
  return out;
}
