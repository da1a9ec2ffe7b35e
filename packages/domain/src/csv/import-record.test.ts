import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCustomerRow } from './customer-csv';
import { validatePaymentRow } from './payment-csv';

const now = new Date('2024-06-15T12:00:00Z');
const payment = {
  subscription_id: 'sub_1',
  due_date: '01.06.2024',
  amount: '119.00',
  currency: 'eur',
  status: 'paid',
  paid_date: '02.06.2024',
};
const codes = (result: { ok: boolean; problems?: { column: string | null; code: string }[] }) =>
  result.ok ? [] : (result.problems ?? []).map((p) => `${p.column}:${p.code}`);

describe('validatePaymentRow', () => {
  it('normalises a paid payment', () => {
    expect(validatePaymentRow(payment, { now })).toEqual({
      ok: true,
      value: {
        subscriptionExternalId: 'sub_1',
        dueDate: '2024-06-01',
        amountMinor: 11_900,
        currency: 'EUR',
        status: 'PAID',
        paidDate: '2024-06-02',
      },
    });
  });

  it('ties the paid date to the status', () => {
    expect(codes(validatePaymentRow({ ...payment, paid_date: '' }, { now }))).toEqual([
      'paid_date:PAID_DATE_REQUIRED',
    ]);
    expect(codes(validatePaymentRow({ ...payment, status: 'SCHEDULED' }, { now }))).toEqual([
      'paid_date:PAID_DATE_NOT_ALLOWED',
    ]);
    expect(validatePaymentRow({ ...payment, status: 'scheduled', paid_date: '' }, { now }).ok).toBe(true);
    expect(validatePaymentRow({ ...payment, status: 'FAILED' }, { now }).ok).toBe(true);
  });

  it('names every bad cell and unknown column', () => {
    const result = validatePaymentRow(
      {
        subscription_id: '',
        due_date: '2024-06-01',
        amount: '-1',
        currency: 'CHF',
        status: 'REFUNDED',
        extra: 'x',
      },
      { now },
    );
    expect(codes(result)).toEqual([
      'null:UNKNOWN_COLUMN',
      'subscription_id:REQUIRED_FIELD',
      'due_date:DATE_FORMAT',
      'amount:POSITIVE_NUMBER',
      'currency:UNSUPPORTED_CURRENCY',
      'status:UNKNOWN_PAYMENT_STATUS',
    ]);
    expect(result.ok ? '' : result.problems.at(-1)?.message).toBe(
      'Unknown payment status REFUNDED, allowed are PAID, FAILED, SCHEDULED',
    );
  });

  it('never throws, whatever the record holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (record) => {
        expect(typeof validatePaymentRow(record, { now }).ok).toBe('boolean');
        expect(typeof validateCustomerRow(record).ok).toBe('boolean');
      }),
    );
  });
});

describe('validateCustomerRow', () => {
  it('accepts a customer with or without email', () => {
    expect(
      validateCustomerRow({ customer_id: 'cus_1', name: 'Acme', country: 'de', email: 'A@Acme.de' }),
    ).toEqual({
      ok: true,
      value: { externalId: 'cus_1', name: 'Acme', country: 'DE', email: 'a@acme.de' },
    });
    expect(validateCustomerRow({ customer_id: 'cus_1', name: 'Acme', country: 'DE' }).ok).toBe(true);
  });

  it('refuses a bad email, country or control characters', () => {
    expect(
      codes(
        validateCustomerRow({ customer_id: 'c\u0000', name: 'Acme', country: 'XX', email: 'no at sign' }),
      ),
    ).toEqual(['customer_id:INVALID_CHARACTERS', 'country:UNKNOWN_COUNTRY', 'email:INVALID_EMAIL']);
  });
});
