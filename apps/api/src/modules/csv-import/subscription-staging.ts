import type { CsvRowProblem } from '@tranche/contracts';
import type { Database } from '@tranche/db';
import {
  CSV_COLUMNS,
  type CsvColumn,
  importRowProblem,
  type SubscriptionInput,
  subscriptionMrr,
  validateRow,
} from '@tranche/domain';
import { type CopyValue, copyRows } from './bulk-copy';

/** csv_import_subscription_rows' columns, in the order stagedRow writes them. */
export const STAGE_COLUMNS = [
  'import_id',
  'row_number',
  'external_id',
  'status',
  'billing_period_months',
  'currency',
  'amount_minor',
  'mrr_minor',
  'last_payment_amount_minor',
  'next_payment_amount_minor',
  'start_date',
  'end_date',
  'next_payment_date',
  'customer_name',
  'customer_external_id',
  'customer_country',
] as const;

/**
 * One validated subscription as a staging row. MRR is computed here, by packages/domain, so the
 * approval only copies it: the net next or last payment per month, the VAT-inclusive amount when
 * the file has neither (the CSV carries no VAT rate).
 */
export function stagedRow(importId: string, rowNumber: number, input: SubscriptionInput): CopyValue[] {
  return [
    importId,
    rowNumber,
    input.externalId,
    input.status,
    input.billingPeriodMonths,
    input.currency,
    input.amountMinor,
    subscriptionMrr(input),
    input.lastPaymentAmountMinor,
    input.nextPaymentAmountMinor,
    input.startDate,
    input.endDate,
    input.nextPaymentDate,
    input.customerName,
    input.customerExternalId,
    input.country,
  ];
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
