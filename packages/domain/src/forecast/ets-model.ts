/** Error, trend and seasonal components of an ETS model (FPP 8.5–8.7; no multiplicative trend). */
export type ErrorType = 'A' | 'M';
export type TrendType = 'N' | 'A' | 'Ad';
export type SeasonType = 'N' | 'A' | 'M';

export interface EtsSpec {
  error: ErrorType;
  trend: TrendType;
  season: SeasonType;
}

/**
 * Smoothing parameters and the initial states l₀, b₀ and s₀ (s by cycle position; empty when not
 * seasonal).
 */
export interface EtsParameters {
  alpha: number;
  beta: number;
  gamma: number;
  phi: number;
  level: number;
  slope: number;
  seasonal: readonly number[];
}

/** The states after the last observation, from which forecasts start. */
export interface EtsState {
  level: number;
  slope: number;
  /** Ring of seasonal states: position p holds the latest s for time points ≡ p (mod m). */
  seasonal: Float64Array;
  /** Number of observations filtered (the next time point). */
  time: number;
}

/** The name as Hyndman et al. (2008) write it, e.g. `ETS(M,Ad,N)`. */
export function etsName(spec: EtsSpec): string {
  return `ETS(${spec.error},${spec.trend},${spec.season})`;
}

/** Result of running the model's recursions over a series. */
export interface EtsFilterResult {
  /** −2·log-likelihood up to a constant (concentrated over σ²), Infinity when the model breaks down. */
  likelihood: number;
  /** Sum of squared one-step errors (additive) or relative errors (multiplicative). */
  sse: number;
  state: EtsState;
}

/**
 * Runs the innovations state space recursions of FPP 8.5 (its table of state space equations; Hyndman
 * et al. 2008, ch. 2) over `series`. With ε = y − μ the state updates are the same for additive and
 * multiplicative errors (the multiplicative error is ε/μ); only the likelihood differs: additive n·log
 * Σε², multiplicative n·log Σ(ε/μ)² + 2·Σ log|μ| (Hyndman et al. 2002, eq. 7). With `insample` set,
 * also stores the forecasts 1…H steps ahead from every origin t (row t) with these fixed parameters,
 * for the empirical intervals.
 */
export function etsFilter(
  series: readonly number[],
  spec: EtsSpec,
  p: EtsParameters,
  period: number,
  insample?: { horizon: number; out: Float64Array },
): EtsFilterResult {
  const n = series.length;
  const m = spec.season === 'N' ? 1 : period;
  const seasonal = new Float64Array(m).fill(spec.season === 'M' ? 1 : 0);
  if (spec.season !== 'N') for (let i = 0; i < m; i++) seasonal[i] = p.seasonal[i]!;
  const damped = spec.trend === 'Ad' ? p.phi : 1;
  const trended = spec.trend !== 'N';
  let level = p.level;
  let slope = trended ? p.slope : 0;
  let sumSquares = 0;
  let sumLogs = 0;
  let broken = false;
  for (let t = 0; t < n; t++) {
    if (insample)
      forecastInto(
        spec,
        period,
        level,
        slope,
        damped,
        seasonal,
        t,
        insample.horizon,
        insample.out,
        t * insample.horizon,
      );
    const trend = level + damped * slope;
    const s = seasonal[t % m]!;
    const mu = spec.season === 'M' ? trend * s : spec.season === 'A' ? trend + s : trend;
    const e = series[t]! - mu;
    if (spec.error === 'M') {
      if (!(mu > 0)) {
        broken = true;
        break;
      }
      sumSquares += (e / mu) ** 2;
      sumLogs += Math.log(mu);
    } else {
      sumSquares += e * e;
    }
    if (spec.season === 'M') {
      level = trend + (p.alpha * e) / s;
      slope = damped * slope + (p.beta * e) / s;
      seasonal[t % m] = s + (p.gamma * e) / trend;
    } else {
      level = trend + p.alpha * e;
      slope = damped * slope + p.beta * e;
      if (spec.season === 'A') seasonal[t % m] = s + p.gamma * e;
    }
    if (!Number.isFinite(level)) {
      broken = true;
      break;
    }
  }
  const likelihood =
    broken || !(sumSquares > 0) ? Number.POSITIVE_INFINITY : n * Math.log(sumSquares) + 2 * sumLogs;
  return { likelihood, sse: sumSquares, state: { level, slope, seasonal, time: n } };
}

/**
 * Point forecasts 1…horizon from the state at `time` (FPP 8.7, the μ of each step), into `out` at
 * `offset`.
 */
function forecastInto(
  spec: EtsSpec,
  period: number,
  level: number,
  slope: number,
  phi: number,
  seasonal: Float64Array,
  time: number,
  horizon: number,
  out: Float64Array,
  offset: number,
): void {
  const m = spec.season === 'N' ? 1 : period;
  let phiSum = 0;
  let phiPower = 1;
  for (let h = 1; h <= horizon; h++) {
    phiPower *= phi;
    phiSum += phiPower;
    const trend = level + phiSum * slope;
    const s = seasonal[(time + h - 1) % m]!;
    out[offset + h - 1] = spec.season === 'M' ? trend * s : spec.season === 'A' ? trend + s : trend;
  }
}

/** Point forecasts 1…horizon after the last observation. */
export function etsForecast(
  spec: EtsSpec,
  parameters: EtsParameters,
  state: EtsState,
  period: number,
  horizon: number,
): number[] {
  const out = new Float64Array(horizon);
  const phi = spec.trend === 'Ad' ? parameters.phi : 1;
  forecastInto(
    spec,
    period,
    state.level,
    spec.trend === 'N' ? 0 : state.slope,
    phi,
    state.seasonal,
    state.time,
    horizon,
    out,
    0,
  );
  return Array.from(out);
}

/**
 * Forecast variance multipliers v_h with Var(y_{n+h} | y) = σ²·v_h for the linear (additive error,
 * additive or no season) models: v_h = 1 + Σ_{j<h} c_j², c_j = α + β(φ + … + φ^j) + γ·[j ≡ 0 mod m]
 * (the general form of FPP 8.7's table of forecast variances, Hyndman et al. 2008 §6.3). For
 * multiplicative models the same multipliers are used on the relative scale as an approximation.
 */
export function etsVarianceMultipliers(
  spec: EtsSpec,
  p: EtsParameters,
  period: number,
  horizon: number,
): number[] {
  const phi = spec.trend === 'Ad' ? p.phi : 1;
  const beta = spec.trend === 'N' ? 0 : p.beta;
  const gamma = spec.season === 'N' ? 0 : p.gamma;
  const result: number[] = [];
  let total = 1;
  let phiSum = 0;
  let phiPower = 1;
  for (let h = 1; h <= horizon; h++) {
    result.push(total);
    phiPower *= phi;
    phiSum += phiPower;
    const c = p.alpha + beta * phiSum + (h % period === 0 ? gamma : 0);
    total += c * c;
  }
  return result;
}
