import type { CsvImportKind, CsvRowProblem, CsvRowProblems } from '@tranche/contracts';
import { validateCustomerRow, validatePaymentRow } from '@tranche/domain';
import type { CopyValue } from './bulk-copy';
import { stagedRow, validateSubscriptionRecord } from './subscription-staging';

/** What a valid JSON import stages: typed subscription rows, or JSON records of the other kinds. */
export type StagedRows =
  | { kind: 'subscriptions'; rows: (importId: string) => CopyValue[][] }
  | { kind: 'payments' | 'customers'; rows: { rowNumber: number; record: Record<string, unknown> }[] };

export type CheckedRecords =
  | { ok: true; count: number; staged: StagedRows }
  | { ok: false; rows: CsvRowProblems[] };

type Check<T> = (
  record: Readonly<Record<string, unknown>>,
) => { ok: true; value: T } | { ok: false; problems: CsvRowProblem[] };

function checkAll<T>(records: readonly Record<string, unknown>[], check: Check<T>) {
  const values: T[] = [];
  const rows: CsvRowProblems[] = [];
  records.forEach((record, index) => {
    const result = check(record);
    if (result.ok) values.push(result.value);
    else rows.push({ row: index + 1, problems: result.problems });
  });
  return { values, rows };
}

/**
 * Checks every row the browser sent with packages/domain's rules, trusting nothing: any problem
 * refuses the whole import (nothing is stored), reported per row by its 1-based position.
 */
export function checkRecords(
  kind: CsvImportKind,
  records: readonly Record<string, unknown>[],
  now: Date,
): CheckedRecords {
  if (kind === 'subscriptions') {
    const { values, rows } = checkAll(records, (record) => validateSubscriptionRecord(record, now));
    if (rows.length > 0) return { ok: false, rows };
    return {
      ok: true,
      count: values.length,
      staged: {
        kind,
        rows: (importId) => values.map((value, index) => stagedRow(importId, index + 1, value)),
      },
    };
  }
  const { values, rows } =
    kind === 'payments'
      ? checkAll(records, (record) => validatePaymentRow(record, { now }))
      : checkAll(records, validateCustomerRow);
  if (rows.length > 0) return { ok: false, rows };
  return {
    ok: true,
    count: values.length,
    staged: { kind, rows: values.map((value, index) => ({ rowNumber: index + 1, record: { ...value } })) },
  };
}

/** The 422 body's English lines: "Row 3: Required field customer_name". */
export function problemLines(rows: readonly CsvRowProblems[]): string[] {
  return rows.flatMap(({ row, problems }) => problems.map((problem) => `Row ${row}: ${problem.message}`));
}
