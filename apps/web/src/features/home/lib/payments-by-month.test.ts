import { describe, expect, it } from 'vitest';
import { paymentsByMonth } from './payments-by-month';

describe('payments by month', () => {
  it('sums what falls due and what is paid per month, oldest month first', () => {
    expect(
      paymentsByMonth([
        { paymentDueDate: '2026-12-01', rate: 300, paymentStatus: 'NOT_PAID' },
        { paymentDueDate: '2026-11-03', rate: 100, paymentStatus: 'PAID' },
        { paymentDueDate: '2026-11-20', rate: 50, paymentStatus: 'PENDING' },
      ]),
    ).toEqual([
      { month: '2026-11', due: 150, paid: 100 },
      { month: '2026-12', due: 300, paid: 0 },
    ]);
    expect(paymentsByMonth([])).toEqual([]);
  });
});
