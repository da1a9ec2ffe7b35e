import type { IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { parseCsvAmount, parseCsvDate, parseCurrency, parseText } from './cell-parsers';
import { excerpt } from './csv-messages';
import {
  importRowProblem,
  type RecordCell,
  type RecordColumns,
  type RecordValidation,
  recordReader,
} from './import-record';

/**
 * The payments import format: one collection attempt of a subscription per row. `paid_date` is the
 * day the money arrived (PAID) or the attempt failed (FAILED); a SCHEDULED one has none yet.
 */
export const PAYMENT_CSV_COLUMNS = [
  'subscription_id',
  'due_date',
  'amount',
  'currency',
  'status',
  'paid_date',
] as const;
export type PaymentCsvColumn = (typeof PAYMENT_CSV_COLUMNS)[number];

export const PAYMENT_STATUSES = ['PAID', 'FAILED', 'SCHEDULED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentInput {
  subscriptionExternalId: string;
  dueDate: IsoDate;
  /** VAT included, minor units. */
  amountMinor: MinorUnits;
  currency: Currency;
  status: PaymentStatus;
  paidDate: IsoDate | null;
}

const PAYMENT_COLUMNS: RecordColumns<PaymentCsvColumn> = {
  columns: PAYMENT_CSV_COLUMNS,
  optional: new Set(['paid_date']),
  maxLength: { subscription_id: 255, due_date: 10, amount: 32, currency: 8, status: 32, paid_date: 10 },
};

function parsePaymentStatus(cell: string): RecordCell<PaymentStatus> {
  const upper = cell.toUpperCase();
  return (PAYMENT_STATUSES as readonly string[]).includes(upper)
    ? { ok: true, value: upper as PaymentStatus }
    : {
        ok: false,
        code: 'UNKNOWN_PAYMENT_STATUS',
        params: { value: excerpt(cell), allowed: PAYMENT_STATUSES.join(', ') },
      };
}

/**
 * Validates one payments row. Due dates may lie in the future (scheduled attempts) but not more
 * than 10 years back; a PAID row needs its paid date, a SCHEDULED one must not have one.
 */
export function validatePaymentRow(
  record: Readonly<Record<string, unknown>>,
  { now }: { now: Date },
): RecordValidation<PaymentInput> {
  const { read, problems } = recordReader(record, PAYMENT_COLUMNS);
  const date = (cell: string) => parseCsvDate(cell, now);
  const subscriptionExternalId = read('subscription_id', parseText);
  const dueDate = read('due_date', date);
  const amountMinor = read('amount', (cell) => parseCsvAmount(cell, true));
  const currency = read('currency', parseCurrency);
  const status = read('status', parsePaymentStatus);
  const paidDate = read('paid_date', date);
  const paidCellEmpty = String(record.paid_date ?? '').trim() === '';
  if (status === 'PAID' && paidCellEmpty) problems.push(importRowProblem('paid_date', 'PAID_DATE_REQUIRED'));
  if (status === 'SCHEDULED' && !paidCellEmpty)
    problems.push(importRowProblem('paid_date', 'PAID_DATE_NOT_ALLOWED'));
  if (
    problems.length > 0 ||
    subscriptionExternalId === null ||
    dueDate === null ||
    amountMinor === null ||
    currency === null ||
    status === null
  ) {
    return { ok: false, problems };
  }
  return { ok: true, value: { subscriptionExternalId, dueDate, amountMinor, currency, status, paidDate } };
}
