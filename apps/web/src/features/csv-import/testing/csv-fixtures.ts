import { CSV_COLUMNS } from '@tranche/domain';

/** A valid row of the spec's import format (spec §3), with cells to override by column. */
export function csvRow(overrides: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}): string[] {
  const cells: Record<(typeof CSV_COLUMNS)[number], string> = {
    subscription_id: 'sub-1',
    start_date: '01.02.2024',
    end_date: '',
    status: 'AVAILABLE',
    billing_interval: '12',
    currency: 'EUR',
    amount_including_vat: '1200.00',
    customer_name: 'Acme GmbH',
    customer_id: 'cus-1',
    country: 'DE',
    next_payment_date: '01.02.2027',
    last_payment_amount: '1008.40',
    next_payment_amount: '1008.40',
    ...overrides,
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}

/** A CSV text: the canonical header, then the rows, joined by `delimiter`. */
export function csvText(rows: string[][], delimiter = ',', newline = '\n'): string {
  const quote = (cell: string) =>
    cell.includes(delimiter) || cell.includes('"') || cell.includes('\n')
      ? `"${cell.replaceAll('"', '""')}"`
      : cell;
  return [[...CSV_COLUMNS], ...rows].map((row) => row.map(quote).join(delimiter)).join(newline) + newline;
}

export function csvFile(text: string, name = 'subscriptions.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}

/** n valid rows with distinct ids. */
export function validRows(count: number, from = 1): string[][] {
  return Array.from({ length: count }, (_, index) =>
    csvRow({ subscription_id: `sub-${from + index}`, customer_id: `cus-${from + index}` }),
  );
}
