/**
 * What to forecast: steps ahead, the seasonal period (12 for monthly data) and interval levels in per
 * cent.
 */
export interface ForecastOptions {
  horizon: number;
  /** Seasonal period; default 12 (monthly). */
  period?: number;
  /** Central prediction interval levels in per cent; default [80, 95]. */
  levels?: readonly number[];
}

/** A central prediction interval: `level` per cent of future values are expected between the bounds. */
export interface ForecastInterval {
  level: number;
  lower: number[];
  upper: number[];
}

/** Forecasts of one series, unrounded (money callers forecast minor units and round once themselves). */
export interface Forecast {
  /** The method in plain words, e.g. "Combination of ETS(M,Ad,N), Theta and damped trend". */
  method: string;
  /** The members combined, e.g. ["ETS(M,Ad,N)", "Theta", "ETS(A,Ad,N)"]. */
  models: string[];
  /** Whether the seasonality test found a pattern of the given period. */
  seasonal: boolean;
  /** Point forecasts, one per step. */
  mean: number[];
  intervals: ForecastInterval[];
}
