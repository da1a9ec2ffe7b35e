import type { IsoDate } from '../dates/calendar';
import { allocateEvenly } from '../money/allocate';
import { assertMinorUnits, type MinorUnits } from '../money/money';
import type { AssetPayment } from './repayment-schedule';

/** Months over which a churned remainder without a replacement is brought forward; an operator setting. */
export const DEFAULT_ACCELERATION_MONTHS = 3;

export interface BackingSubscription {
  id: string;
  /** Face value it still brings until the contract ends (its remaining receivable), minor units. */
  remainingFaceMinor: MinorUnits;
}

export type ChurnOutcome =
  | { kind: 'replaced'; churnedId: string; replacementId: string; remainderMinor: MinorUnits }
  | { kind: 'brought-forward'; churnedId: string; remainderMinor: MinorUnits; payments: AssetPayment[] };

/**
 * The churn rule (marketplace.md "Repayments"): a sold subscription that churns before the
 * contract ends is replaced by a pledged one whose remaining face value is at least the churned
 * one's remainder — the smallest such one, so larger pledges stay available (ties: the lower id).
 * Without one, the remainder is brought forward: taken off the last unpaid instalments and added
 * to the next unpaid ones (spread evenly over `accelerationMonths`), so the investor is repaid
 * sooner and the rates still add up to the face value exactly. Paid instalments never change.
 */
export function replaceChurned(input: {
  churned: BackingSubscription;
  pledged: readonly BackingSubscription[];
  payments: readonly AssetPayment[];
  today: IsoDate;
  accelerationMonths?: number;
}): ChurnOutcome {
  const remainder = assertMinorUnits(input.churned.remainingFaceMinor);
  const candidates = input.pledged
    .filter((p) => p.id !== input.churned.id && p.remainingFaceMinor >= remainder)
    .sort((a, b) => a.remainingFaceMinor - b.remainingFaceMinor || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const replacement = candidates[0];
  if (replacement) {
    return {
      kind: 'replaced',
      churnedId: input.churned.id,
      replacementId: replacement.id,
      remainderMinor: remainder,
    };
  }
  return {
    kind: 'brought-forward',
    churnedId: input.churned.id,
    remainderMinor: remainder,
    payments: bringForward(input.payments, remainder, input.today, input.accelerationMonths),
  };
}

/**
 * Moves `amountMinor` (capped at what the unpaid instalments hold) from the latest unpaid
 * instalments to the earliest unpaid ones due on or after `today`; the total stays the same.
 */
export function bringForward(
  payments: readonly AssetPayment[],
  amountMinor: MinorUnits,
  today: IsoDate,
  accelerationMonths: number = DEFAULT_ACCELERATION_MONTHS,
): AssetPayment[] {
  if (!Number.isInteger(accelerationMonths) || accelerationMonths < 1) {
    throw new RangeError('accelerationMonths must be a whole number ≥ 1');
  }
  const result = payments.map((payment) => ({ ...payment }));
  const open = result
    .map((payment, index) => ({ payment, index }))
    .filter(({ payment }) => payment.paymentStatus === 'NOT_PAID' && payment.paymentDueDate >= today);
  if (open.length < 2 || amountMinor <= 0) return result;
  const targets = open.slice(0, Math.min(accelerationMonths, open.length - 1));
  const sources = open.slice(targets.length).reverse();
  let toMove = 0;
  for (const { payment } of sources) {
    const take = Math.min(payment.rateMinor, amountMinor - toMove);
    payment.rateMinor -= take;
    toMove += take;
    if (toMove === amountMinor) break;
  }
  const shares = allocateEvenly(toMove, targets.length);
  targets.forEach(({ payment }, i) => {
    payment.rateMinor += shares[i] ?? 0;
  });
  return result;
}
