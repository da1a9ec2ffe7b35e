import type { KpiOutcome } from '../kpi/kpi-outcome';
import { allocate } from '../money/allocate';
import { divideRoundHalfUp } from '../money/rounding';
import { DEFAULT_DISCOUNT_TABLE, type DiscountTable, GRADES, type Grade } from './grades';
import {
  DEFAULT_RATING_SETTINGS,
  type FactorRule,
  RATING_FACTORS,
  type RatingDataSource,
  type RatingFactor,
  type RatingSettings,
} from './rating-settings';

/** One outcome per factor, as the KPI engine gives them ('unlimited' only makes sense for runway). */
export type RatingInput = Readonly<Record<RatingFactor, KpiOutcome>>;

export interface FactorScore {
  factor: RatingFactor;
  /** The KPI as it was read, so the screen shows "unlimited" or why a value is missing. */
  outcome: KpiOutcome;
  /** The number the bands were applied to; null when missing or unlimited. */
  value: number | null;
  points: number;
  weight: number;
  /** No data: scored at the lowest band and left out of the confidence. */
  missing: boolean;
  /** The data that would replace a conservative score, when missing. */
  needs: RatingDataSource | null;
  /** Score points (hundredths) this factor keeps the company below a perfect 100. */
  scoreLostHundredths: number;
  /**
   * Basis points of the annual discount attributed to this factor: the grade's discount above the
   * best grade's, split over the factors in proportion to the score they lose (sums exactly).
   */
  discountEffectBps: number;
}

export interface Rating {
  /** Weighted mean of the points, 0–100 with two decimals. */
  score: number;
  grade: Grade;
  /** Share of the weight backed by data, percent with two decimals. */
  confidence: number;
  /** Annual discount of the grade in basis points (from the operator's table). */
  discountBps: number;
  factors: FactorScore[];
  /** Data sources whose absence lowered the confidence, in factor order, each once. */
  missingData: RatingDataSource[];
}

function pointsFor(rule: FactorRule, value: number): number {
  for (const band of rule.bands) {
    const inBand = rule.direction === 'higher-is-better' ? value >= band.bound : value <= band.bound;
    if (inBand) return band.points;
  }
  return rule.otherwisePoints;
}

function bestPoints(rule: FactorRule): number {
  return rule.bands[0]?.points ?? rule.otherwisePoints;
}

/** The grade of a score (in hundredths of a point) under the settings' floors. */
export function gradeOf(scoreHundredths: number, settings: RatingSettings = DEFAULT_RATING_SETTINGS): Grade {
  for (const grade of GRADES) {
    if (grade === 'E') return grade;
    if (scoreHundredths >= settings.gradeFloors[grade] * 100) return grade;
  }
  return 'E';
}

/**
 * The credit rating of a company (marketplace.md "Credit rating"): each factor's value is mapped to
 * points by its bands, the score is the weighted mean, the grade follows from the score. A factor
 * without data scores its lowest points (never better than the worst real value) and lowers the
 * confidence. Pure: the same input and settings give the same rating.
 */
export function rateCompany(
  input: RatingInput,
  settings: RatingSettings = DEFAULT_RATING_SETTINGS,
  discounts: DiscountTable = DEFAULT_DISCOUNT_TABLE,
): Rating {
  const scored = RATING_FACTORS.map((factor) => {
    const rule = settings.factors[factor];
    const outcome = input[factor];
    if (outcome.kind === 'value') {
      return {
        factor,
        rule,
        outcome,
        value: outcome.value,
        points: pointsFor(rule, outcome.value),
        missing: false,
      };
    }
    if (outcome.kind === 'unlimited') {
      return { factor, rule, outcome, value: null, points: bestPoints(rule), missing: false };
    }
    return { factor, rule, outcome, value: null, points: rule.otherwisePoints, missing: true };
  });

  let totalWeight = 0n;
  let weightedPoints = 0n;
  let backedWeight = 0n;
  for (const { rule, points, missing } of scored) {
    totalWeight += BigInt(rule.weight);
    weightedPoints += BigInt(points * rule.weight);
    if (!missing) backedWeight += BigInt(rule.weight);
  }
  if (totalWeight === 0n) throw new RangeError('At least one factor needs a weight');
  const scoreHundredths = Number(divideRoundHalfUp(weightedPoints * 100n, totalWeight));
  const grade = gradeOf(scoreHundredths, settings);
  const discountBps = discounts[grade];

  const lost = scored.map(({ rule, points }) => (100 - points) * rule.weight);
  const extraBps = discountBps - discounts.A;
  const effects =
    extraBps > 0 && lost.some((value) => value > 0) ? allocate(extraBps, lost) : lost.map(() => 0);

  const factors: FactorScore[] = scored.map(({ factor, rule, outcome, value, points, missing }, index) => ({
    factor,
    outcome,
    value,
    points,
    weight: rule.weight,
    missing,
    needs: missing ? rule.source : null,
    scoreLostHundredths: Number(divideRoundHalfUp(BigInt((lost[index] ?? 0) * 100), totalWeight)),
    discountEffectBps: effects[index] ?? 0,
  }));
  const missingData = [
    ...new Set(factors.filter((f) => f.missing && f.weight > 0).flatMap((f) => (f.needs ? [f.needs] : []))),
  ];
  return {
    score: scoreHundredths / 100,
    grade,
    confidence: Number(divideRoundHalfUp(backedWeight * 10_000n, totalWeight)) / 100,
    discountBps,
    factors,
    missingData,
  };
}
