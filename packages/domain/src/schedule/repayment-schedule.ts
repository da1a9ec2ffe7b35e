import { addMonths, type IsoDate } from '../dates/calendar';
import { allocateEvenly } from '../money/allocate';
import type { Currency } from '../money/currency';
import { assertMinorUnits, type MinorUnits, sumMinor } from '../money/money';
import { assertContractLength } from '../pricing/receivable-value';

/** Spec §3 payment statuses; "overdue" is not stored, it is read from the due date. */
export const ASSET_PAYMENT_STATUSES = ['NOT_PAID', 'PENDING', 'PAID'] as const;
export type AssetPaymentStatus = (typeof ASSET_PAYMENT_STATUSES)[number];

/** One asset payment (spec §3: rate, paymentDueDate, paymentStatus, assetCurrency). */
export interface AssetPayment {
  /** 1 for the first month of the contract. */
  number: number;
  rateMinor: MinorUnits;
  paymentDueDate: IsoDate;
  paymentStatus: AssetPaymentStatus;
  assetCurrency: Currency;
}

/**
 * The repayment schedule written when a bid is accepted (marketplace.md "Repayments"): one
 * payment per month of the contract, due on the acceptance day of each following month (clamped
 * to the month's length), equal instalments of face ÷ months whose remainder cents go to the first
 * ones — {@link allocateEvenly}, the one place remainders are allocated — so the rates sum to the
 * agreed repayment amount exactly.
 */
export function buildRepaymentSchedule(input: {
  acceptedOn: IsoDate;
  contractLengthMonths: number;
  repaymentMinor: MinorUnits;
  currency: Currency;
}): AssetPayment[] {
  const months = assertContractLength(input.contractLengthMonths);
  if (assertMinorUnits(input.repaymentMinor) <= 0)
    throw new RangeError('The repayment amount must be positive');
  return allocateEvenly(input.repaymentMinor, months).map((rateMinor, index) => ({
    number: index + 1,
    rateMinor,
    paymentDueDate: addMonths(input.acceptedOn, index + 1),
    paymentStatus: 'NOT_PAID',
    assetCurrency: input.currency,
  }));
}

/** Not paid (or only announced) and its due day has passed. */
export function isOverdue(
  payment: Pick<AssetPayment, 'paymentDueDate' | 'paymentStatus'>,
  today: IsoDate,
): boolean {
  return payment.paymentStatus !== 'PAID' && payment.paymentDueDate < today;
}

/** Whether a client has a payment due and not paid ('You have unpaid due payments'). */
export function hasUnpaidDuePayments(
  payments: readonly Pick<AssetPayment, 'paymentDueDate' | 'paymentStatus'>[],
  today: IsoDate,
): boolean {
  return payments.some((payment) => payment.paymentStatus !== 'PAID' && payment.paymentDueDate <= today);
}

const NEXT_STATUS: Readonly<Record<AssetPaymentStatus, readonly AssetPaymentStatus[]>> = {
  NOT_PAID: ['PENDING', 'PAID'],
  PENDING: ['PAID', 'NOT_PAID'],
  PAID: [],
};

/**
 * Allowed status moves: the client confirms a transfer (NOT_PAID → PENDING), the money is seen
 * (PENDING or NOT_PAID → PAID, bank data may show it before the client confirms), or a confirmed
 * transfer never arrives (PENDING → NOT_PAID). PAID is final.
 */
export function canMovePayment(from: AssetPaymentStatus, to: AssetPaymentStatus): boolean {
  return NEXT_STATUS[from].includes(to);
}

/** Repaid (PAID rates) and outstanding (the rest); they always add up to the face value. */
export function repaymentProgress(payments: readonly AssetPayment[]): {
  repaidMinor: MinorUnits;
  outstandingMinor: MinorUnits;
  faceMinor: MinorUnits;
} {
  const repaidMinor = sumMinor(payments.filter((p) => p.paymentStatus === 'PAID').map((p) => p.rateMinor));
  const faceMinor = sumMinor(payments.map((p) => p.rateMinor));
  return { repaidMinor, outstandingMinor: faceMinor - repaidMinor, faceMinor };
}
