import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, columnForHeader, normaliseHeaderName, REQUIRED_COLUMNS } from './columns';
import { checkHeader } from './header-check';

describe('header names', () => {
  it('match case-, space- and punctuation-insensitively, with aliases', () => {
    expect(normaliseHeaderName('\uFEFF Amount (incl. VAT) ')).toBe('amount_incl_vat');
    expect(columnForHeader('Subscription ID')).toBe('subscription_id');
    expect(columnForHeader('START-DATE')).toBe('start_date');
    expect(columnForHeader('Start date (dd.mm.yyyy)')).toBe('start_date');
    expect(columnForHeader('amount including VAT')).toBe('amount_including_vat');
    expect(columnForHeader('Amount (incl. VAT)')).toBe('amount_including_vat');
    expect(columnForHeader('billing period')).toBe('billing_interval');
    expect(columnForHeader('Next payment amount (net)')).toBe('next_payment_amount');
    expect(columnForHeader('ｃｕｒｒｅｎｃｙ')).toBe('currency');
    expect(columnForHeader('colour')).toBeNull();
    expect(columnForHeader('x'.repeat(10_000))).toBeNull();
  });
});

describe('checkHeader', () => {
  it('accepts the canonical header and one without the optional columns', () => {
    expect(checkHeader(CSV_COLUMNS).ok).toBe(true);
    const result = checkHeader(REQUIRED_COLUMNS);
    expect(result.ok).toBe(true);
    expect(result.columns).toEqual(REQUIRED_COLUMNS);
  });

  it('names missing, unknown and duplicate columns', () => {
    const headers = ['Subscription ID', 'subscription', 'start date', 'status', 'Colour', '', 'currency'];
    const result = checkHeader(headers);
    expect(result.ok).toBe(false);
    expect(result.missing).toEqual([
      'billing_interval',
      'amount_including_vat',
      'customer_name',
      'customer_id',
      'country',
    ]);
    expect(result.unknown).toEqual(['Colour', '#6']);
    expect(result.duplicates).toEqual(['subscription_id']);
    expect(result.columns).toEqual([
      'subscription_id',
      'subscription_id',
      'start_date',
      'status',
      null,
      null,
      'currency',
    ]);
    expect(result.problems.map((p) => p.message)).toEqual([
      'Missing column billing_interval',
      'Missing column amount_including_vat',
      'Missing column customer_name',
      'Missing column customer_id',
      'Missing column country',
      'Unknown column Colour',
      'Unknown column #6',
      'Duplicate column subscription_id',
    ]);
    expect(result.problems[0]).toMatchObject({
      code: 'MISSING_COLUMN',
      params: { column: 'billing_interval' },
    });
  });

  it('strips a byte-order mark from the first header', () => {
    expect(checkHeader(['\uFEFFsubscription_id', ...CSV_COLUMNS.slice(1)]).ok).toBe(true);
  });

  it('cuts long unknown header names short in its report', () => {
    const result = checkHeader([...CSV_COLUMNS, 'y'.repeat(10_000)]);
    expect(result.unknown[0]).toHaveLength(61);
    expect(result.problems[0]?.message.length).toBeLessThan(100);
  });

  it('handles 100 columns', () => {
    const headers = [...CSV_COLUMNS, ...Array.from({ length: 87 }, (_, i) => `extra ${i}`)];
    const result = checkHeader(headers);
    expect(result.columns).toHaveLength(100);
    expect(result.unknown).toHaveLength(87);
    expect(result.missing).toEqual([]);
  });
});
