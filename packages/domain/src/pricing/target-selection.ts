import { assertMinorUnits, type MinorUnits } from '../money/money';

export interface TargetCandidate {
  id: string;
  faceMinor: MinorUnits;
  /** What the client would receive for it (its face after the rating's discount). */
  priceMinor: MinorUnits;
}

export interface TargetSelection<T extends TargetCandidate> {
  picked: T[];
  faceMinor: MinorUnits;
  priceMinor: MinorUnits;
  /** Whether the picked prices reach the target (false: the limit or the candidates fall short). */
  reached: boolean;
}

/** Larger price first, then larger price per face (a better price), then id: the same list gives the same pick. */
function byPriceThenId(a: TargetCandidate, b: TargetCandidate): number {
  if (a.priceMinor !== b.priceMinor) return b.priceMinor - a.priceMinor;
  const ratio = BigInt(b.priceMinor) * BigInt(a.faceMinor) - BigInt(a.priceMinor) * BigInt(b.faceMinor);
  if (ratio !== 0n) return ratio > 0n ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * "Name an amount, Tranche picks the subscriptions": reach `targetMinor` of price while selling as
 * little face value as this rule finds, within the remaining limit (face). The rule, deterministic:
 * 1. walk the candidates by price, largest first (ties: better price per face, then id), taking each
 *    one that fits under the target and within the limit;
 * 2. if the target is not met, add the one remaining candidate with the smallest price that meets it
 *    within the limit (every remaining one is larger than the gap, so the overshoot is the least a
 *    single addition gives);
 * 3. drop, largest first, any picked subscription the target no longer needs.
 * If nothing reaches the target, the step-1 pick (the most that fits under it) is returned with
 * `reached: false`. A non-positive target picks nothing.
 */
export function pickForTarget<T extends TargetCandidate>(
  candidates: readonly T[],
  targetMinor: MinorUnits,
  remainingLimitMinor: MinorUnits,
): TargetSelection<T> {
  assertMinorUnits(targetMinor);
  const ordered = candidates.filter((c) => c.priceMinor > 0 && c.faceMinor > 0).sort(byPriceThenId);
  const picked = new Set<T>();
  let price = 0;
  let face = 0;
  for (const candidate of ordered) {
    if (price >= targetMinor) break;
    if (price + candidate.priceMinor <= targetMinor && face + candidate.faceMinor <= remainingLimitMinor) {
      picked.add(candidate);
      price += candidate.priceMinor;
      face += candidate.faceMinor;
    }
  }
  if (price < targetMinor) {
    let closer: T | undefined;
    for (const c of ordered) {
      const fits =
        !picked.has(c) && face + c.faceMinor <= remainingLimitMinor && price + c.priceMinor >= targetMinor;
      // `ordered` runs from large to small prices, so a later fit is smaller; on equal prices the earlier one is the better deal.
      if (fits && (closer === undefined || c.priceMinor < closer.priceMinor)) closer = c;
    }
    if (closer) {
      picked.add(closer);
      price += closer.priceMinor;
      face += closer.faceMinor;
    }
  }
  if (price >= targetMinor) {
    for (const candidate of ordered) {
      if (picked.has(candidate) && price - candidate.priceMinor >= targetMinor) {
        picked.delete(candidate);
        price -= candidate.priceMinor;
        face -= candidate.faceMinor;
      }
    }
  }
  return {
    picked: ordered.filter((c) => picked.has(c)),
    faceMinor: face,
    priceMinor: price,
    reached: price >= targetMinor,
  };
}
