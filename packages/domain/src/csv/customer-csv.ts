import { parseCountry, parseText } from './cell-parsers';
import { type RecordCell, type RecordColumns, type RecordValidation, recordReader } from './import-record';

/** The customers import format: a customer's name, country and optionally an email address. */
export const CUSTOMER_CSV_COLUMNS = ['customer_id', 'name', 'country', 'email'] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

export interface CustomerInput {
  externalId: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email: string | null;
}

const CUSTOMER_COLUMNS: RecordColumns<CustomerCsvColumn> = {
  columns: CUSTOMER_CSV_COLUMNS,
  optional: new Set(['email']),
  maxLength: { customer_id: 255, name: 255, country: 8, email: 254 },
};

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is not ours to judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseEmail(cell: string): RecordCell<string> {
  return EMAIL.test(cell) ? { ok: true, value: cell.toLowerCase() } : { ok: false, code: 'INVALID_EMAIL' };
}

export function validateCustomerRow(
  record: Readonly<Record<string, unknown>>,
): RecordValidation<CustomerInput> {
  const { read, problems } = recordReader(record, CUSTOMER_COLUMNS);
  const externalId = read('customer_id', parseText);
  const name = read('name', parseText);
  const country = read('country', parseCountry);
  const email = read('email', parseEmail);
  if (problems.length > 0 || externalId === null || name === null || country === null) {
    return { ok: false, problems };
  }
  return { ok: true, value: { externalId, name, country, email } };
}
