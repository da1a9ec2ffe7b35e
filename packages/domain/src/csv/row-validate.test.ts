import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subscriptionInputSchema } from '../subscriptions/subscription-input';
import { CSV_COLUMNS, type CsvColumn } from './columns';
import { isBlankRow, validateCells, validateRow } from './row-validate';

const now = new Date('2024-06-15T10:00:00Z');

const valid: Record<CsvColumn, string> = {
  subscription_id: 'sub_001',
  start_date: '01.02.2024',
  end_date: '',
  status: 'available',
  billing_interval: '12',
  currency: 'eur',
  amount_including_vat: '1.428,00',
  customer_name: ' Acme GmbH ',
  customer_id: 'cus_001',
  country: 'de',
  next_payment_date: '01.02.2025',
  last_payment_amount: '1200',
  next_payment_amount: '',
};

const problemsOf = (patch: Partial<Record<CsvColumn, string>>) => {
  const result = validateRow({ ...valid, ...patch }, { now });
  return result.ok ? [] : result.problems.map((p) => [p.column, p.code, p.message]);
};

describe('validateRow', () => {
  it('normalises a valid row', () => {
    const result = validateRow(valid, { now });
    expect(result).toEqual({
      ok: true,
      value: {
        externalId: 'sub_001',
        startDate: '2024-02-01',
        endDate: null,
        status: 'AVAILABLE',
        billingPeriodMonths: 12,
        currency: 'EUR',
        amountMinor: 142_800,
        customerName: 'Acme GmbH',
        customerExternalId: 'cus_001',
        country: 'DE',
        nextPaymentDate: '2025-02-01',
        lastPaymentAmountMinor: 120_000,
        nextPaymentAmountMinor: null,
      },
    });
    if (result.ok) expect(subscriptionInputSchema.parse(result.value)).toEqual(result.value);
  });

  it('reports empty required columns with the spec text', () => {
    expect(problemsOf({ customer_name: '  ', start_date: '' })).toEqual([
      ['start_date', 'REQUIRED_FIELD', 'Required field start_date'],
      ['customer_name', 'REQUIRED_FIELD', 'Required field customer_name'],
    ]);
    const missing = validateRow({}, { now });
    expect(missing.ok ? 0 : missing.problems.length).toBe(9);
  });

  it.each([
    [{ subscription_id: 'x'.repeat(256) }, 'subscription_id', 'TOO_MANY_CHARACTERS', 'Too many characters'],
    [
      { amount_including_vat: '-5' },
      'amount_including_vat',
      'POSITIVE_NUMBER',
      'Must enter positive number!',
    ],
    [
      { amount_including_vat: '0,00' },
      'amount_including_vat',
      'POSITIVE_NUMBER',
      'Must enter positive number!',
    ],
    [
      { last_payment_amount: '-0.01' },
      'last_payment_amount',
      'POSITIVE_NUMBER',
      'Must enter positive number!',
    ],
    [{ amount_including_vat: '12 EUR' }, 'amount_including_vat', 'NUMBER', 'Must be a number!'],
    [{ next_payment_amount: 'abc' }, 'next_payment_amount', 'NUMBER', 'Must be a number!'],
    [
      { amount_including_vat: '1,234' },
      'amount_including_vat',
      'AMBIGUOUS_NUMBER',
      'Number is ambiguous, write it without thousands separators!',
    ],
    [
      { amount_including_vat: '12.3456' },
      'amount_including_vat',
      'TOO_MANY_DECIMALS',
      'At most 2 decimal places allowed!',
    ],
    [
      { amount_including_vat: '123456789012345678' },
      'amount_including_vat',
      'NUMBER_TOO_LARGE',
      'Number is too large!',
    ],
    [{ start_date: '31.02.2024' }, 'start_date', 'DATE_DOES_NOT_EXIST', 'Date 31.02.2024 does not exist'],
    [{ start_date: '29.02.2023' }, 'start_date', 'DATE_DOES_NOT_EXIST', 'Date 29.02.2023 does not exist'],
    [{ start_date: '00.01.2024' }, 'start_date', 'DATE_DOES_NOT_EXIST', 'Date 00.01.2024 does not exist'],
    [{ start_date: '2024-02-01' }, 'start_date', 'DATE_FORMAT', 'Date must be in DD.MM.YYYY format'],
    [
      { next_payment_date: '02/01/2025' },
      'next_payment_date',
      'DATE_FORMAT',
      'Date must be in DD.MM.YYYY format',
    ],
    [{ start_date: '14.06.2014' }, 'start_date', 'DATE_TOO_OLD', 'Date should not be older than 10 years'],
    [{ end_date: '31.01.2024' }, 'end_date', 'END_BEFORE_START', 'End date must not be before start date'],
    [
      { billing_interval: '2' },
      'billing_interval',
      'BILLING_CYCLE',
      'Billing cycle must be a whole number of months: 1, 3, 6 or 12',
    ],
    [
      { billing_interval: '1.5' },
      'billing_interval',
      'BILLING_CYCLE',
      'Billing cycle must be a whole number of months: 1, 3, 6 or 12',
    ],
    [
      { billing_interval: 'weekly' },
      'billing_interval',
      'BILLING_CYCLE',
      'Billing cycle must be a whole number of months: 1, 3, 6 or 12',
    ],
    [
      { status: 'trialing' },
      'status',
      'UNKNOWN_STATUS',
      'Unknown status trialing, allowed are AVAILABLE, ACTIVE, CANCELED, ENDED, PAUSED, UNPAID',
    ],
    [
      { currency: 'CHF' },
      'currency',
      'UNSUPPORTED_CURRENCY',
      'Unsupported currency CHF, allowed are EUR, USD, CZK, PLN, GBP',
    ],
    [
      { country: 'Germany' },
      'country',
      'UNKNOWN_COUNTRY',
      'Unknown country Germany, use a two-letter ISO code',
    ],
    [
      { customer_name: 'M\uFFFDller GmbH' },
      'customer_name',
      'INVALID_CHARACTERS',
      'Contains characters that are not allowed',
    ],
    [
      { customer_id: 'cus\u0000' },
      'customer_id',
      'INVALID_CHARACTERS',
      'Contains characters that are not allowed',
    ],
  ])('%j → %s %s', (patch, column, code, message) => {
    expect(problemsOf(patch)).toEqual([[column, code, message]]);
  });

  it('accepts the 10-year boundary, aliases and spelled-out billing intervals', () => {
    expect(problemsOf({ start_date: '15.06.2014' })).toEqual([]);
    expect(problemsOf({ status: 'Cancelled', end_date: '1.3.2024' })).toEqual([]);
    for (const interval of [
      '1',
      '03',
      '6 months',
      '12.0',
      'Monthly',
      'quarterly',
      'semi-annual',
      'Half yearly',
      'annual',
    ]) {
      expect(problemsOf({ billing_interval: interval }), interval).toEqual([]);
    }
    expect(problemsOf({ country: 'UK' })).toEqual([]);
  });

  it('keeps formula-like text as data (exports neutralise it)', () => {
    const result = validateRow({ ...valid, customer_name: '=HYPERLINK("http://x","y")' }, { now });
    expect(result.ok && result.value.customerName).toBe('=HYPERLINK("http://x","y")');
  });

  it('refuses a 10 MB cell quickly with one short problem', () => {
    const started = performance.now();
    const result = validateRow({ ...valid, customer_name: 'A'.repeat(10 * 1024 * 1024) }, { now });
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.ok ? [] : result.problems).toEqual([
      {
        column: 'customer_name',
        code: 'TOO_MANY_CHARACTERS',
        params: { max: 255 },
        message: 'Too many characters',
      },
    ]);
  });

  it('never throws and only returns schema-valid values, whatever the record holds', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        '1',
        '12',
        '01.01.2024',
        '31.02.2024',
        'EUR',
        'DE',
        'AVAILABLE',
        '1.234,56',
        '-1',
        '=1+1',
      ),
      fc.constantFrom(null, undefined, 42, {}, [], true),
    );
    const record = fc.record(
      Object.fromEntries(CSV_COLUMNS.map((column) => [column, cell])) as Record<CsvColumn, typeof cell>,
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(record, (input) => {
        const result = validateRow(input, { now });
        if (result.ok) expect(subscriptionInputSchema.safeParse(result.value).success).toBe(true);
        else expect(result.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('validateCells', () => {
  const columns = [...CSV_COLUMNS];
  const cells = CSV_COLUMNS.map((column) => valid[column]);

  it('maps cells through the header and refuses rows of the wrong width', () => {
    expect(validateCells(columns, cells, { now }).ok).toBe(true);
    expect(validateCells([...columns, null], [...cells, 'ignored'], { now }).ok).toBe(true);
    const short = validateCells(columns, cells.slice(1), { now });
    expect(short.ok ? [] : short.problems).toEqual([
      {
        column: null,
        code: 'COLUMN_COUNT',
        params: { count: 12, expected: 13 },
        message: 'Row has 12 columns, expected 13',
      },
    ]);
  });

  it('recognises blank rows', () => {
    expect(isBlankRow(['', ' ', '\t'])).toBe(true);
    expect(isBlankRow([])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});
