import { CSV_MESSAGES, type CsvProblemParams, excerpt, interpolate } from './csv-messages';

/**
 * Shared reading of one import row keyed by column name, for the import kinds beyond
 * subscriptions (payments, customers): the same cell rules and messages as `validateRow`.
 */

/** Texts of the payment and customer rules, in CSV_MESSAGES' style. */
export const IMPORT_RECORD_MESSAGES = {
  UNKNOWN_PAYMENT_STATUS: 'Unknown payment status {{value}}, allowed are {{allowed}}',
  PAID_DATE_REQUIRED: 'A paid payment needs its paid date',
  PAID_DATE_NOT_ALLOWED: 'Only a paid or failed payment has a paid date',
  INVALID_EMAIL: 'Invalid email address',
} as const;

/** Every code an import row problem may carry, with its English text (the web translates codes). */
export const IMPORT_ROW_MESSAGES = { ...CSV_MESSAGES, ...IMPORT_RECORD_MESSAGES } as const;
export type ImportRowProblemCode = keyof typeof IMPORT_ROW_MESSAGES;

export interface ImportRowProblem {
  column: string | null;
  code: ImportRowProblemCode;
  params: CsvProblemParams;
  message: string;
}

/** A cell's value or its problem; the subscription cell parsers' results fit. */
export type RecordCell<T> =
  | { ok: true; value: T }
  | { ok: false; code: ImportRowProblemCode; params?: CsvProblemParams };

export type RecordValidation<T> = { ok: true; value: T } | { ok: false; problems: ImportRowProblem[] };

export function importRowProblem(
  column: string | null,
  code: ImportRowProblemCode,
  params: CsvProblemParams = {},
): ImportRowProblem {
  return { column, code, params, message: interpolate(IMPORT_ROW_MESSAGES[code], params) };
}

function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return '';
}

export interface RecordColumns<C extends string> {
  columns: readonly C[];
  optional: ReadonlySet<C>;
  maxLength: Readonly<Record<C, number>>;
}

/**
 * A reader over one record: `read(column, parse)` trims the cell and reports at most one problem
 * per column (required, length, then format), like `validateRow`. Keys outside the format are
 * reported as UNKNOWN_COLUMN, since a misspelt column would otherwise be silently dropped.
 */
export function recordReader<C extends string>(
  record: Readonly<Record<string, unknown>>,
  spec: RecordColumns<C>,
) {
  const problems: ImportRowProblem[] = [];
  const known = new Set<string>(spec.columns);
  for (const key of Object.keys(record)) {
    if (!known.has(key))
      problems.push(importRowProblem(null, 'UNKNOWN_COLUMN', { column: excerpt(key, 60) }));
  }
  function read<T>(column: C, parse: (cell: string) => RecordCell<T>): T | null {
    const cell = cellText(record[column]).trim();
    if (cell === '') {
      if (!spec.optional.has(column))
        problems.push(importRowProblem(column, 'REQUIRED_FIELD', { field: column }));
      return null;
    }
    if (cell.length > spec.maxLength[column]) {
      problems.push(importRowProblem(column, 'TOO_MANY_CHARACTERS', { max: spec.maxLength[column] }));
      return null;
    }
    const result = parse(cell);
    if (result.ok) return result.value;
    problems.push(importRowProblem(column, result.code, result.params));
    return null;
  }
  return { read, problems };
}
