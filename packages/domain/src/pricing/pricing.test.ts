import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCOUNT_TABLE } from '../rating/grades';
import { contractDiscountBps, priceBundle, priceOf } from './price';
import { paymentDatesWithin, type ReceivableSubscription, receivableValue } from './receivable-value';

const monthly: ReceivableSubscription = {
  id: 's1',
  currency: 'EUR',
  billingPeriodMonths: 1,
  startDate: '2025-01-31',
  endDate: null,
  nextPaymentDate: null,
  netAmountMinor: 10_000,
};

describe('receivable value', () => {
  it('counts a monthly plan once per month of the contract, anchored on its billing day', () => {
    expect(paymentDatesWithin(monthly, '2026-01-15', 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(receivableValue(monthly, '2026-01-15', 12)).toBe(120_000);
  });

  it('counts a yearly plan billed in month 3 of a 12-month contract once', () => {
    const yearly = {
      ...monthly,
      billingPeriodMonths: 12 as const,
      nextPaymentDate: '2026-03-10',
      netAmountMinor: 90_000,
    };
    expect(paymentDatesWithin(yearly, '2026-01-01', 12)).toEqual(['2026-03-10']);
    expect(receivableValue(yearly, '2026-01-01', 12)).toBe(90_000);
    expect(receivableValue(yearly, '2026-01-01', 24)).toBe(180_000);
  });

  it('includes a payment on the trade day, none on the contract end or after the end date', () => {
    const quarterly = { ...monthly, billingPeriodMonths: 3 as const, nextPaymentDate: '2026-01-01' };
    expect(paymentDatesWithin(quarterly, '2026-01-01', 12)).toEqual([
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
    expect(paymentDatesWithin({ ...quarterly, endDate: '2026-07-01' }, '2026-01-01', 12)).toEqual([
      '2026-01-01',
      '2026-04-01',
    ]);
  });

  it('never counts more payments than the contract has billing periods', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 3, 6, 12),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 800 }),
        (period, months, startOffset, tradeOffset) => {
          const start = new Date(Date.UTC(2020, 0, 1 + startOffset)).toISOString().slice(0, 10);
          const trade = new Date(Date.UTC(2022, 0, 1 + tradeOffset)).toISOString().slice(0, 10);
          const sub = { ...monthly, billingPeriodMonths: period as 1 | 3 | 6 | 12, startDate: start };
          const dates = paymentDatesWithin(sub, trade, months);
          expect(dates.length).toBeLessThanOrEqual(Math.ceil(months / period));
          if (start <= trade) expect(dates.length).toBeGreaterThanOrEqual(Math.floor(months / period));
          expect([...dates].sort()).toEqual(dates);
        },
      ),
    );
  });
});

describe('price', () => {
  it('discounts the face value by the grade’s annual rate × months ÷ 12, rounded once', () => {
    expect(priceOf(1_200_000, DEFAULT_DISCOUNT_TABLE.A, 12)).toBe(1_140_000);
    expect(priceOf(1_200_000, DEFAULT_DISCOUNT_TABLE.B, 6)).toBe(1_158_000);
    // 333.33 × (1 − 0.09 × 7 ÷ 12) = 333.33 × 0.9475 = 315.830175 → 315.83
    expect(priceOf(33_333, DEFAULT_DISCOUNT_TABLE.C, 7)).toBe(31_583);
    expect(contractDiscountBps(700, 6)).toBe(350);
    expect(contractDiscountBps(900, 7)).toBe(525);
    expect(() => priceOf(100, 1500, 80)).toThrow(RangeError);
  });

  it('splits a bundle’s single price over its lines to the cent', () => {
    const bundle = priceBundle(
      [
        { item: 'a', faceMinor: 10_001 },
        { item: 'b', faceMinor: 10_001 },
        { item: 'c', faceMinor: 10_001 },
      ],
      900,
      12,
    );
    expect(bundle.faceMinor).toBe(30_003);
    expect(bundle.priceMinor).toBe(27_303);
    expect(bundle.lines.map((line) => line.priceMinor)).toEqual([9_101, 9_101, 9_101]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 60 }),
        (faces, bps, months) => {
          const priced = priceBundle(
            faces.map((faceMinor, item) => ({ item, faceMinor })),
            bps,
            months,
          );
          expect(priced.lines.reduce((sum, line) => sum + line.priceMinor, 0)).toBe(priced.priceMinor);
          expect(priced.priceMinor).toBeLessThanOrEqual(priced.faceMinor);
        },
      ),
    );
  });
});
