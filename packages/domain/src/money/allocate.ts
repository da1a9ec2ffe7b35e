import { assertMinorUnits, type MinorUnits, toMinorUnits } from './money';

/**
 * Splits an amount into parts proportional to integer weights so that the parts sum to the
 * amount exactly (largest-remainder method). Each part is the exact share rounded down, then
 * the leftover minor units go one each to the parts with the largest remainders, earlier parts
 * first on ties, so the result is deterministic. Every part differs from its exact share by
 * less than one minor unit. A negative amount is split as its absolute value, then negated.
 */
export function allocate(amountMinor: MinorUnits, weights: readonly number[]): MinorUnits[] {
  assertMinorUnits(amountMinor);
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  const big = weights.map((weight) => {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative integers, got ${weight}`);
    }
    return BigInt(weight);
  });
  const total = big.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) throw new RangeError('allocate needs a positive weight');

  const sign = amountMinor < 0 ? -1n : 1n;
  const amount = BigInt(amountMinor) * sign;
  const parts = big.map((weight) => (amount * weight) / total);
  const remainders = big.map((weight, index) => ({ index, remainder: (amount * weight) % total }));
  let leftover = amount - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((part) => toMinorUnits(part * sign));
}

/** Splits an amount into n parts that differ by at most one minor unit (instalments, shares). */
export function allocateEvenly(amountMinor: MinorUnits, count: number): MinorUnits[] {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`count must be a positive integer, got ${count}`);
  return allocate(
    amountMinor,
    Array.from({ length: count }, () => 1),
  );
}
