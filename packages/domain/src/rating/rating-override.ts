import { DEFAULT_DISCOUNT_TABLE, type DiscountTable, type Grade } from './grades';
import type { Rating } from './scorecard';

export interface RatingOverride {
  grade: Grade;
  /** Why the operator departs from the scorecard; shown to the client and kept in the history. */
  reason: string;
}

export interface RatedCompany extends Rating {
  /** The scorecard's own grade, kept beside an override so nobody loses sight of it. */
  computedGrade: Grade;
  override: RatingOverride | null;
  /** Basis points the override adds to (or, negative, takes off) the scorecard's discount. */
  overrideEffectBps: number;
}

/**
 * Applies an operator's override (a grade and a reason) to a computed rating. The factors and the
 * score stay as computed; the grade and its discount become the override's. No override gives the
 * rating unchanged. A blank reason is refused: an override must be explained.
 */
export function applyRatingOverride(
  rating: Rating,
  override: RatingOverride | null,
  discounts: DiscountTable = DEFAULT_DISCOUNT_TABLE,
): RatedCompany {
  if (override === null) {
    return { ...rating, computedGrade: rating.grade, override: null, overrideEffectBps: 0 };
  }
  const reason = override.reason.trim();
  if (reason === '') throw new RangeError('A rating override needs a reason');
  const discountBps = discounts[override.grade];
  return {
    ...rating,
    grade: override.grade,
    discountBps,
    computedGrade: rating.grade,
    override: { grade: override.grade, reason },
    overrideEffectBps: discountBps - rating.discountBps,
  };
}
