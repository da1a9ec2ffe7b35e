import type { IsoDate } from '../dates/calendar';
import type { SubscriptionInput } from '../subscriptions/subscription-input';
import {
  type CellResult,
  parseBillingInterval,
  parseCountry,
  parseCsvAmount,
  parseCsvDate,
  parseCurrency,
  parseStatus,
  parseText,
} from './cell-parsers';
import { COLUMN_MAX_LENGTH, type CsvColumn, OPTIONAL_COLUMNS } from './columns';
import { type CsvProblem, csvProblem } from './csv-messages';

/** A row keyed by canonical column; cells as strings (parse without type conversion). */
export type CsvRecord = Readonly<Partial<Record<CsvColumn, unknown>>>;

export type RowValidation = { ok: true; value: SubscriptionInput } | { ok: false; problems: CsvProblem[] };

export interface RowValidationOptions {
  /** The moment "not older than 10 years" is measured from. */
  now: Date;
}

function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return '';
}

/**
 * Validates and normalises one row (spec §3, §5). Runs in the browser for the review table and
 * again on the server, which trusts nothing the browser says. Cells are trimmed; each column
 * reports at most one problem, checked in the order: required, length, then its format.
 * Never throws, whatever the record holds.
 */
export function validateRow(record: CsvRecord, { now }: RowValidationOptions): RowValidation {
  const problems: CsvProblem[] = [];

  function read<T>(column: CsvColumn, parse: (cell: string) => CellResult<T>): T | null {
    const cell = cellText(record[column]).trim();
    if (cell === '') {
      if (!OPTIONAL_COLUMNS.has(column))
        problems.push(csvProblem(column, 'REQUIRED_FIELD', { field: column }));
      return null;
    }
    if (cell.length > COLUMN_MAX_LENGTH[column]) {
      problems.push(csvProblem(column, 'TOO_MANY_CHARACTERS', { max: COLUMN_MAX_LENGTH[column] }));
      return null;
    }
    const result = parse(cell);
    if (result.ok) return result.value;
    problems.push(csvProblem(column, result.code, result.params));
    return null;
  }

  const date = (cell: string) => parseCsvDate(cell, now);
  const externalId = read('subscription_id', parseText);
  const startDate = read('start_date', date);
  const endDate = read('end_date', date);
  const status = read('status', parseStatus);
  const billingPeriodMonths = read('billing_interval', parseBillingInterval);
  const currency = read('currency', parseCurrency);
  const amountMinor = read('amount_including_vat', (cell) => parseCsvAmount(cell, true));
  const customerName = read('customer_name', parseText);
  const customerExternalId = read('customer_id', parseText);
  const country = read('country', parseCountry);
  const nextPaymentDate: IsoDate | null = read('next_payment_date', date);
  const lastPaymentAmountMinor = read('last_payment_amount', (cell) => parseCsvAmount(cell, false));
  const nextPaymentAmountMinor = read('next_payment_amount', (cell) => parseCsvAmount(cell, false));

  if (startDate !== null && endDate !== null && endDate < startDate) {
    problems.push(csvProblem('end_date', 'END_BEFORE_START'));
  }
  if (
    problems.length > 0 ||
    externalId === null ||
    startDate === null ||
    status === null ||
    billingPeriodMonths === null ||
    currency === null ||
    amountMinor === null ||
    customerName === null ||
    customerExternalId === null ||
    country === null
  ) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      externalId,
      startDate,
      endDate,
      status,
      billingPeriodMonths,
      currency,
      amountMinor,
      customerName,
      customerExternalId,
      country,
      nextPaymentDate,
      lastPaymentAmountMinor,
      nextPaymentAmountMinor,
    },
  };
}

/** A row of cells as parsed, keyed by the columns {@link checkHeader} found (unknown ones dropped). */
export function toRecord(columns: readonly (CsvColumn | null)[], cells: readonly string[]): CsvRecord {
  const record: Partial<Record<CsvColumn, string>> = {};
  columns.forEach((column, index) => {
    if (column !== null) record[column] = cells[index] ?? '';
  });
  return record;
}

/** Rows whose cells are all blank are skipped, not rejected (trailing newlines, spacer rows). */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Validates a row of cells against the checked header: a row with more or fewer cells than the
 * header is refused as a whole (a stray delimiter shifts every later value into the wrong column).
 */
export function validateCells(
  columns: readonly (CsvColumn | null)[],
  cells: readonly string[],
  options: RowValidationOptions,
): RowValidation {
  if (cells.length !== columns.length) {
    return {
      ok: false,
      problems: [csvProblem(null, 'COLUMN_COUNT', { count: cells.length, expected: columns.length })],
    };
  }
  return validateRow(toRecord(columns, cells), options);
}
