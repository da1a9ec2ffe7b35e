/**
 * The subscription CSV import format (spec §3). Canonical header names are snake_case versions
 * of the spec's words; headers are matched after normalisation (case, spaces, punctuation, a
 * leading byte-order mark) and a few aliases that billing tools and spreadsheets commonly write.
 */
export const CSV_COLUMNS = [
  'subscription_id',
  'start_date',
  'end_date',
  'status',
  'billing_interval',
  'currency',
  'amount_including_vat',
  'customer_name',
  'customer_id',
  'country',
  'next_payment_date',
  'last_payment_amount',
  'next_payment_amount',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * May be absent from the file or empty in a row: an open-ended subscription has no end date; a
 * paused, cancelled or new one may have no next payment; a new one no last payment. Every other
 * column must be present and filled ('Required field {{field}}').
 */
export const OPTIONAL_COLUMNS: ReadonlySet<CsvColumn> = new Set([
  'end_date',
  'next_payment_date',
  'last_payment_amount',
  'next_payment_amount',
]);
export const REQUIRED_COLUMNS: readonly CsvColumn[] = CSV_COLUMNS.filter(
  (column) => !OPTIONAL_COLUMNS.has(column),
);

/** Longest accepted cell per column ('Too many characters'); identifiers and names share the model's limit. */
export const COLUMN_MAX_LENGTH: Readonly<Record<CsvColumn, number>> = {
  subscription_id: 255,
  start_date: 10,
  end_date: 10,
  status: 32,
  billing_interval: 32,
  currency: 8,
  amount_including_vat: 32,
  customer_name: 255,
  customer_id: 255,
  country: 8,
  next_payment_date: 10,
  last_payment_amount: 32,
  next_payment_amount: 32,
};

const ALIASES: Readonly<Record<CsvColumn, readonly string[]>> = {
  subscription_id: ['subscription', 'id', 'sub_id', 'external_id', 'subscription_external_id'],
  start_date: ['start', 'starts_at', 'started_at', 'start_date_dd_mm_yyyy'],
  end_date: ['end', 'ends_at', 'ended_at', 'end_date_dd_mm_yyyy'],
  status: ['subscription_status', 'state'],
  billing_interval: [
    'billing_period',
    'billing_cycle',
    'interval',
    'billing_interval_months',
    'billing_period_months',
  ],
  currency: ['currency_code'],
  amount_including_vat: [
    'amount',
    'amount_incl_vat',
    'amount_inc_vat',
    'amount_with_vat',
    'gross_amount',
    'amount_gross',
  ],
  customer_name: ['customer', 'company_name', 'customer_company'],
  customer_id: ['customer_external_id', 'customer_number'],
  country: ['country_code', 'customer_country'],
  next_payment_date: ['next_payment', 'next_billing_date', 'next_payment_date_dd_mm_yyyy'],
  last_payment_amount: [
    'last_payment_amount_net',
    'last_payment_amount_excl_vat',
    'last_payment_amount_excluding_vat',
  ],
  next_payment_amount: [
    'next_payment_amount_net',
    'next_payment_amount_excl_vat',
    'next_payment_amount_excluding_vat',
  ],
};

const LOOKUP: ReadonlyMap<string, CsvColumn> = new Map(
  CSV_COLUMNS.flatMap((column) => [column, ...ALIASES[column]].map((name) => [name, column] as const)),
);

/** "\uFEFF Amount (incl. VAT) " → "amount_incl_vat". */
export function normaliseHeaderName(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The canonical column a header names, or null for an unknown one. */
export function columnForHeader(header: string): CsvColumn | null {
  if (header.length > 200) return null;
  return LOOKUP.get(normaliseHeaderName(header)) ?? null;
}
