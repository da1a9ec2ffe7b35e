import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumMinor } from '../money/money';
import { bringForward, replaceChurned } from './churn-replacement';
import {
  type AssetPayment,
  buildRepaymentSchedule,
  canMovePayment,
  hasUnpaidDuePayments,
  isOverdue,
  repaymentProgress,
} from './repayment-schedule';

describe('repayment schedule', () => {
  it('splits 1,000.00 over 12 months with the 4 remainder cents on the first instalments', () => {
    const schedule = buildRepaymentSchedule({
      acceptedOn: '2026-01-31',
      contractLengthMonths: 12,
      repaymentMinor: 100_000,
      currency: 'EUR',
    });
    expect(schedule.map((p) => p.rateMinor)).toEqual([8334, 8334, 8334, 8334, ...Array(8).fill(8333)]);
    expect(schedule.slice(0, 3).map((p) => p.paymentDueDate)).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(schedule.at(-1)).toMatchObject({
      number: 12,
      paymentDueDate: '2027-01-31',
      paymentStatus: 'NOT_PAID',
      assetCurrency: 'EUR',
    });
  });

  it('always sums to the agreed amount, instalments within a cent of each other, due monthly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000_00 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 5000 }),
        (repaymentMinor, months, offset) => {
          const acceptedOn = new Date(Date.UTC(2020, 0, 1 + offset)).toISOString().slice(0, 10);
          const schedule = buildRepaymentSchedule({
            acceptedOn,
            contractLengthMonths: months,
            repaymentMinor,
            currency: 'PLN',
          });
          expect(schedule).toHaveLength(months);
          expect(sumMinor(schedule.map((p) => p.rateMinor))).toBe(repaymentMinor);
          const rates = schedule.map((p) => p.rateMinor);
          expect(Math.max(...rates) - Math.min(...rates)).toBeLessThanOrEqual(1);
          for (let i = 1; i < schedule.length; i += 1) {
            expect(rates[i]).toBeLessThanOrEqual(rates[i - 1] ?? 0);
            expect((schedule[i]?.paymentDueDate ?? '') > (schedule[i - 1]?.paymentDueDate ?? '')).toBe(true);
          }
        },
      ),
    );
  });

  it('reads overdue and unpaid due payments from the due date', () => {
    const due = { paymentDueDate: '2026-03-01', paymentStatus: 'NOT_PAID' as const };
    expect(isOverdue(due, '2026-03-01')).toBe(false);
    expect(isOverdue(due, '2026-03-02')).toBe(true);
    expect(isOverdue({ ...due, paymentStatus: 'PENDING' }, '2026-03-02')).toBe(true);
    expect(isOverdue({ ...due, paymentStatus: 'PAID' }, '2026-03-02')).toBe(false);
    expect(hasUnpaidDuePayments([due], '2026-03-01')).toBe(true);
    expect(hasUnpaidDuePayments([due], '2026-02-28')).toBe(false);
    expect(canMovePayment('NOT_PAID', 'PENDING')).toBe(true);
    expect(canMovePayment('PENDING', 'PAID')).toBe(true);
    expect(canMovePayment('PAID', 'NOT_PAID')).toBe(false);
  });
});

const schedule = (rates: number[], paid = 0): AssetPayment[] =>
  rates.map((rateMinor, i) => ({
    number: i + 1,
    rateMinor,
    paymentDueDate: `2026-${String(i + 1).padStart(2, '0')}-15`,
    paymentStatus: i < paid ? 'PAID' : 'NOT_PAID',
    assetCurrency: 'EUR',
  }));

describe('churn replacement', () => {
  it('replaces a churned subscription by the smallest pledged one that covers its remainder', () => {
    const outcome = replaceChurned({
      churned: { id: 's1', remainingFaceMinor: 5_000 },
      pledged: [
        { id: 'p3', remainingFaceMinor: 9_000 },
        { id: 'p2', remainingFaceMinor: 5_000 },
        { id: 'p1', remainingFaceMinor: 4_999 },
        { id: 'p0', remainingFaceMinor: 5_000 },
      ],
      payments: schedule([1000, 1000]),
      today: '2026-01-01',
    });
    expect(outcome).toEqual({
      kind: 'replaced',
      churnedId: 's1',
      replacementId: 'p0',
      remainderMinor: 5_000,
    });
  });

  it('brings the remainder forward from the last instalments to the next ones when nothing covers it', () => {
    const payments = schedule([1000, 1000, 1000, 1000, 1000, 1000], 1);
    const outcome = replaceChurned({
      churned: { id: 's1', remainingFaceMinor: 1_600 },
      pledged: [{ id: 'p1', remainingFaceMinor: 1_000 }],
      payments,
      today: '2026-02-01',
    });
    expect(outcome.kind).toBe('brought-forward');
    if (outcome.kind !== 'brought-forward') return;
    // unpaid: months 2–6; targets 2, 3, 4; 1,600 comes off month 6 (1,000) and month 5 (600)
    expect(outcome.payments.map((p) => p.rateMinor)).toEqual([1000, 1534, 1533, 1533, 400, 0]);
  });

  it('keeps the total and the paid instalments whatever is brought forward', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 28 }),
        fc.integer({ min: 0, max: 28 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 6 }),
        (rates, paid, amount, spread) => {
          const before = schedule(rates, paid).map((p, i) => ({
            ...p,
            paymentDueDate: `2026-01-${String(i + 1).padStart(2, '0')}`,
          }));
          const after = bringForward(before, amount, '2026-01-01', spread);
          expect(sumMinor(after.map((p) => p.rateMinor))).toBe(sumMinor(rates));
          after.forEach((p, i) => {
            expect(p.rateMinor).toBeGreaterThanOrEqual(0);
            if (p.paymentStatus === 'PAID') expect(p.rateMinor).toBe(before[i]?.rateMinor);
          });
          expect(repaymentProgress(after).faceMinor).toBe(repaymentProgress(before).faceMinor);
        },
      ),
    );
  });
});
