import type { CsvRowProblem } from '@tranche/contracts';
import type { Database } from '@tranche/db';
import {
  CSV_COLUMNS,
  type CsvColumn,
  importRowProblem,
  type SubscriptionInput,
  validateRow,
} from '@tranche/domain';
import { SUBSCRIPTION_INPUT_COLUMNS, subscriptionInputValues } from '../subscriptions/subscription-columns';
import { type CopyValue, copyRows } from './bulk-copy';

/** csv_import_subscription_rows' columns, in the order stagedRow writes them. */
export const STAGE_COLUMNS = ['import_id', 'row_number', ...SUBSCRIPTION_INPUT_COLUMNS] as const;

/** One validated subscription as a staging row; the approval copies it into `subscriptions` as is. */
export function stagedRow(importId: string, rowNumber: number, input: SubscriptionInput): CopyValue[] {
  return [importId, rowNumber, ...subscriptionInputValues(input)];
}

/** Writes staged rows with one COPY (the whole batch or nothing). */
export async function stageSubscriptionRows(database: Database, rows: readonly CopyValue[][]): Promise<void> {
  await copyRows(database, 'csv_import_subscription_rows', STAGE_COLUMNS, rows);
}

const KNOWN_COLUMNS = new Set<string>(CSV_COLUMNS);

/**
 * A row the browser sent, checked as if it came from the file: keys must be canonical column
 * names (a misspelt one would silently drop a value), then packages/domain's row rules.
 */
export function validateSubscriptionRecord(
  record: Readonly<Record<string, unknown>>,
  now: Date,
): { ok: true; value: SubscriptionInput } | { ok: false; problems: CsvRowProblem[] } {
  const unknown = Object.keys(record).filter((key) => !KNOWN_COLUMNS.has(key));
  const result = validateRow(record as Partial<Record<CsvColumn, unknown>>, { now });
  if (unknown.length === 0) return result;
  const problems: CsvRowProblem[] = unknown.map((key) =>
    importRowProblem(null, 'UNKNOWN_COLUMN', { column: key.slice(0, 60) }),
  );
  return { ok: false, problems: result.ok ? problems : [...problems, ...result.problems] };
}
