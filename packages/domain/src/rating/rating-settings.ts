import type { Grade } from './grades';

/**
 * The scorecard's factors (marketplace.md "Credit rating"). Values are percent with two decimals
 * (growth, churns, retention, concentration, payment failures), months (book age, runway), euros
 * in minor units (size, ARR) or a plain ratio (debt to asset).
 */
export const RATING_FACTORS = [
  'growth',
  'grossMrrChurn',
  'netMrrChurn',
  'netRevenueRetention',
  'concentration',
  'bookAge',
  'paymentReliability',
  'size',
  'runway',
  'debtToAsset',
] as const;
export type RatingFactor = (typeof RATING_FACTORS)[number];

/** The data a factor is computed from, so a screen can say what would raise the confidence. */
export type RatingDataSource = 'SUBSCRIPTIONS' | 'PAYMENTS' | 'BANK' | 'ACCOUNTING';

/**
 * Bands of one factor, best first. Higher-is-better: the first band whose `bound` the value reaches
 * (value ≥ bound) gives its points; lower-is-better: the first band the value does not pass
 * (value ≤ bound). A value past every band scores `otherwisePoints`, as does a missing value.
 */
export interface FactorRule {
  direction: 'higher-is-better' | 'lower-is-better';
  bands: readonly { bound: number; points: number }[];
  otherwisePoints: number;
  /** Whole-number weight; 0 shows the factor without letting it move the score. */
  weight: number;
  source: RatingDataSource;
}

export interface RatingSettings {
  factors: Readonly<Record<RatingFactor, FactorRule>>;
  /** Lowest score (0–100) of each grade but the last; a score below all of them is the last grade. */
  gradeFloors: Readonly<Record<Exclude<Grade, 'E'>, number>>;
}

const higher = (
  bands: [number, number][],
  otherwisePoints: number,
  weight: number,
  source: RatingDataSource,
): FactorRule => ({
  direction: 'higher-is-better',
  bands: bands.map(([bound, points]) => ({ bound, points })),
  otherwisePoints,
  weight,
  source,
});
const lower = (
  bands: [number, number][],
  otherwisePoints: number,
  weight: number,
  source: RatingDataSource,
): FactorRule => ({ ...higher(bands, otherwisePoints, weight, source), direction: 'lower-is-better' });

/**
 * Tranche's default scorecard (marketplace.md). Net MRR churn is not in the reference table: it
 * is shown with weight 0 (net revenue retention already rewards expansion) so an operator can
 * weigh it without a code change; its bands are Tranche's: ≤ 0 %: 100 · ≤ 1 %: 75 · ≤ 3 %: 45 · else 10.
 * Size is ARR in EUR minor units (5 M EUR = 500,000,000 cents).
 */
export const DEFAULT_RATING_SETTINGS: RatingSettings = {
  factors: {
    growth: higher(
      [
        [5, 100],
        [2, 75],
        [0, 50],
      ],
      15,
      15,
      'SUBSCRIPTIONS',
    ),
    grossMrrChurn: lower(
      [
        [1, 100],
        [2, 75],
        [4, 45],
      ],
      10,
      20,
      'SUBSCRIPTIONS',
    ),
    netMrrChurn: lower(
      [
        [0, 100],
        [1, 75],
        [3, 45],
      ],
      10,
      0,
      'SUBSCRIPTIONS',
    ),
    netRevenueRetention: higher(
      [
        [110, 100],
        [100, 75],
        [90, 45],
      ],
      15,
      15,
      'SUBSCRIPTIONS',
    ),
    concentration: lower(
      [
        [20, 100],
        [35, 70],
        [50, 40],
      ],
      10,
      10,
      'SUBSCRIPTIONS',
    ),
    bookAge: higher(
      [
        [24, 100],
        [12, 70],
        [6, 40],
      ],
      15,
      10,
      'SUBSCRIPTIONS',
    ),
    paymentReliability: lower(
      [
        [1, 100],
        [3, 70],
        [6, 40],
      ],
      10,
      10,
      'PAYMENTS',
    ),
    size: higher(
      [
        [500_000_000, 100],
        [100_000_000, 75],
        [25_000_000, 45],
      ],
      20,
      5,
      'SUBSCRIPTIONS',
    ),
    runway: higher(
      [
        [18, 100],
        [12, 70],
        [6, 35],
      ],
      5,
      10,
      'BANK',
    ),
    debtToAsset: lower(
      [
        [0.3, 100],
        [0.6, 60],
      ],
      20,
      5,
      'ACCOUNTING',
    ),
  },
  gradeFloors: { A: 80, B: 65, C: 50, D: 35 },
};

/** Refuses settings a scorecard cannot use: points outside 0–100, negative or fractional weights, no weight at all, unordered floors. */
export function assertRatingSettings(settings: RatingSettings): RatingSettings {
  let totalWeight = 0;
  for (const factor of RATING_FACTORS) {
    const rule = settings.factors[factor];
    const points = [...rule.bands.map((band) => band.points), rule.otherwisePoints];
    if (points.some((p) => !Number.isInteger(p) || p < 0 || p > 100)) {
      throw new RangeError(`Points of ${factor} must be whole numbers 0…100`);
    }
    if (!Number.isSafeInteger(rule.weight) || rule.weight < 0) {
      throw new RangeError(`Weight of ${factor} must be a whole number ≥ 0`);
    }
    totalWeight += rule.weight;
  }
  if (totalWeight === 0) throw new RangeError('At least one factor needs a weight');
  const { A, B, C, D } = settings.gradeFloors;
  if (!(A >= B && B >= C && C >= D && D >= 0 && A <= 100)) {
    throw new RangeError('Grade floors must descend from A to D within 0…100');
  }
  return settings;
}
