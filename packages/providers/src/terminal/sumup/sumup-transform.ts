import {
  type Currency,
  decimalToFraction,
  divideRoundHalfUp,
  isCurrency,
  type MinorUnits,
  minorDigits,
  toMinorUnits,
} from '@tranche/domain';
import type { PaymentStatus, ProviderPayment } from '../../billing/billing-types';
import type { SumupHistoryItem } from './sumup-client';

/**
 * SumUp's transaction statuses (schema `TransactionStatus`, plus `CHARGE_BACK`, which the
 * history's `statuses[]` filter lists) in Tranche's terms. A charge-back takes the money back
 * like a refund does, so both count as refunded cash. Unknown statuses are skipped rather than
 * guessed: counting an unsettled sale as cash in would overstate revenue.
 */
const STATUSES: Readonly<Record<string, PaymentStatus>> = {
  SUCCESSFUL: 'succeeded',
  PENDING: 'pending',
  FAILED: 'failed',
  CANCELLED: 'failed',
  REFUNDED: 'refunded',
  CHARGE_BACK: 'refunded',
};

/**
 * A history item is a PAYMENT unless it says otherwise. REFUND and CHARGE_BACK items are the
 * money going back out; the sale they undo already carries the REFUNDED status, so reading them
 * as payments would count the same sale twice.
 */
const isPayment = (item: SumupHistoryItem) => item.type === undefined || item.type === 'PAYMENT';

/** A plain decimal as JSON writes it: digits, an optional point and digits, an optional minus. */
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A SumUp amount (major units) as integer minor units, exactly: the decimal text is converted
 * digit by digit, never multiplied as a float (10.1 × 100 is 1009.9999999999999). The document
 * types amounts as floats, so a third decimal can only be the float noise of SumUp's
 * serialisation (card sales are whole cents); it is rounded half-up, Tranche's one rounding rule.
 * Null when the value is not a plain decimal or does not fit.
 */
export function sumupAmountToMinor(amount: number | string, currency: Currency): MinorUnits | null {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  // String(number) is the shortest text that reads back as the same number: 10.1 → "10.1".
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  const { numerator, denominator } = decimalToFraction(text);
  try {
    return toMinorUnits(divideRoundHalfUp(numerator * 10n ** BigInt(minorDigits(currency)), denominator));
  } catch {
    return null;
  }
}

/** The ISO timestamp of the sale, normalised to UTC; null when SumUp sent none or garbage. */
function isoTimestamp(value: string | undefined): string | null {
  if (value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * One SumUp transaction history item as a Tranche payment; null when Tranche does not count it:
 * a refund or charge-back item, a currency Tranche does not support, an unknown status, or an
 * item missing its id, amount or time. Terminal sales have no customer or subscription at
 * SumUp, and the history gives no decline reason, so those stay null.
 */
export function sumupPaymentOf(item: SumupHistoryItem): ProviderPayment | null {
  if (!isPayment(item)) return null;
  const externalId = item.transaction_id ?? item.id ?? item.transaction_code;
  if (externalId === undefined || externalId === '') return null;
  if (item.currency === undefined || !isCurrency(item.currency)) return null;
  // Object.hasOwn: a status such as "toString" must not find the object's prototype.
  const status =
    item.status !== undefined && Object.hasOwn(STATUSES, item.status) ? STATUSES[item.status] : undefined;
  if (status === undefined) return null;
  if (item.amount === undefined) return null;
  const amountMinor = sumupAmountToMinor(item.amount, item.currency);
  if (amountMinor === null) return null;
  const occurredAt = isoTimestamp(item.timestamp);
  if (occurredAt === null) return null;
  return {
    externalId,
    customerExternalId: null,
    subscriptionExternalId: null,
    currency: item.currency,
    amountMinor,
    status,
    occurredAt,
    failureReason: null,
  };
}
