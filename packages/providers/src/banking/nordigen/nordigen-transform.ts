import { createHash } from 'node:crypto';
import {
  type Currency,
  decimalToFraction,
  type IsoDate,
  isCurrency,
  isIsoDate,
  type MinorUnits,
  minorDigits,
  toMinorUnits,
} from '@tranche/domain';
import { kept, skip, type Transformed, text } from '../../transformed';
import type {
  BankAccountData,
  BankBalance,
  BankInstitution,
  BankTransaction,
  ConsentStatus,
} from '../banking-provider';
import type {
  NordigenAccountDetails,
  NordigenAgreement,
  NordigenBalance,
  NordigenInstitution,
  NordigenTransaction,
} from './nordigen-schemas';

/** Spec §9: a bank connection reads 90 days unless the bank says otherwise. */
const DEFAULT_TRANSACTION_DAYS = 90;

const dayCount = (value: string | undefined): number | null =>
  value !== undefined && /^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null;

/** A GoCardless institution as a bank the user can pick. */
export function institutionOf(institution: NordigenInstitution): BankInstitution {
  return {
    id: institution.id,
    name: institution.name,
    bic: text(institution.bic),
    logoUrl: text(institution.logo),
    transactionTotalDays: dayCount(institution.transaction_total_days) ?? DEFAULT_TRANSACTION_DAYS,
    maxAccessValidForDays: dayCount(institution.max_access_valid_for_days),
  };
}

/**
 * Requisition statuses (StatusEnum): LN linked; RJ rejected, EX expired, SU suspended and ER error
 * end the attempt; the rest (CR created, GC giving consent, UA authenticating, SA selecting
 * accounts, GA granting access, ID identified) are the user still on the way.
 */
const FAILED_STATUSES = new Set(['RJ', 'EX', 'SU', 'ER']);

export function consentStatusOf(status: string | undefined): ConsentStatus {
  if (status === 'LN') return 'linked';
  return status !== undefined && FAILED_STATUSES.has(status) ? 'failed' : 'pending';
}

/** When the access ends: accepted + access_valid_for_days; null before the user accepted. */
export function validUntilOf(agreement: NordigenAgreement): string | null {
  const accepted = agreement.accepted == null ? Number.NaN : Date.parse(agreement.accepted);
  if (Number.isNaN(accepted)) return null;
  return new Date(accepted + agreement.access_valid_for_days * 86_400_000).toISOString();
}

const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A GoCardless amount (a decimal string in major units, "-15.00") as integer minor units,
 * exactly: digit by digit, never through a float. Null when it is not a plain decimal, has
 * non-zero digits beyond the currency's minor unit (a bank's amount is exact, it is not rounded
 * here) or does not fit.
 */
export function nordigenAmountToMinor(amount: string, currency: Currency): MinorUnits | null {
  const trimmed = amount.trim();
  if (!PLAIN_DECIMAL.test(trimmed)) return null;
  const { numerator, denominator } = decimalToFraction(trimmed);
  const scaled = numerator * 10n ** BigInt(minorDigits(currency));
  if (scaled % denominator !== 0n) return null;
  try {
    return toMinorUnits(scaled / denominator);
  } catch {
    return null;
  }
}

/** The account's details (one account of a linked requisition) as a Tranche bank account. */
export function accountOf(accountId: string, details: NordigenAccountDetails): Transformed<BankAccountData> {
  const currency = details.currency?.trim().toUpperCase() ?? '';
  if (!isCurrency(currency)) return skip(`currency ${details.currency ?? '(none)'} not supported`);
  return kept({
    externalId: accountId,
    iban: text(details.iban)?.replaceAll(' ', '') ?? null,
    name: text(details.name, details.displayName, details.product),
    ownerName: text(details.ownerName),
    currency,
  });
}

export function balanceOf(accountId: string, balance: NordigenBalance): Transformed<BankBalance> {
  const { amount, currency } = balance.balanceAmount;
  if (!isCurrency(currency)) return skip(`currency ${currency} not supported`);
  const amountMinor = nordigenAmountToMinor(amount, currency);
  if (amountMinor === null) return skip(`amount ${amount} not readable`);
  const day = balance.referenceDate?.slice(0, 10);
  return kept({
    accountExternalId: accountId,
    type: balance.balanceType,
    amountMinor,
    currency,
    referenceDate: day !== undefined && isIsoDate(day) ? day : null,
  });
}

/** Keys sorted at every level, so the same record always serialises to the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
}

/**
 * The dedupe key of each booked transaction of one answer: the bank's transactionId, else its
 * internalTransactionId, else a hash of the whole record. Identical records without an id (two
 * coffees of the same price on one day) are told apart by their order among themselves.
 */
export function transactionIdsOf(records: readonly NordigenTransaction[]): string[] {
  const seen = new Map<string, number>();
  return records.map((record) => {
    const own = text(record.transactionId, record.internalTransactionId);
    if (own !== null) return own;
    const hash = createHash('sha256')
      .update(JSON.stringify(canonical(record)))
      .digest('hex')
      .slice(0, 32);
    const count = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, count);
    return count === 1 ? `sha256:${hash}` : `sha256:${hash}#${count}`;
  });
}

const dayOf = (...candidates: (string | undefined)[]): IsoDate | null =>
  candidates.map((candidate) => candidate?.slice(0, 10)).find((day) => day !== undefined && isIsoDate(day)) ??
  null;

/** One booked transaction as Tranche's; skipped in an unsupported currency or without a day. */
export function transactionOf(
  accountId: string,
  record: NordigenTransaction,
  externalId: string,
): Transformed<BankTransaction> {
  const { amount, currency } = record.transactionAmount;
  if (!isCurrency(currency)) return skip(`currency ${currency} not supported`);
  const amountMinor = nordigenAmountToMinor(amount, currency);
  if (amountMinor === null) return skip(`amount ${amount} not readable`);
  const bookingDate = dayOf(record.bookingDate, record.bookingDateTime, record.valueDate);
  if (bookingDate === null) return skip('no booking date');
  const lines = record.remittanceInformationUnstructuredArray?.join(' ');
  return kept({
    externalId,
    accountExternalId: accountId,
    amountMinor,
    currency,
    bookingDate,
    valueDate: dayOf(record.valueDate),
    creditorName: text(record.creditorName),
    debtorName: text(record.debtorName),
    description: text(
      record.remittanceInformationUnstructured,
      lines,
      record.remittanceInformationStructured,
      record.additionalInformation,
    ),
  });
}
