import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar';
import { type CashFlow, xirr } from './xirr';

const rateOf = (flows: CashFlow[], guess?: number) => {
  const result = xirr(flows, guess);
  if (result.kind !== 'value') throw new Error(`no rate: ${result.reason}`);
  return result.rate;
};

describe('xirr', () => {
  it('finds 10 % for 1,000 paid and 1,100 received 365 days later (by hand: 1100 ÷ 1000 − 1)', () => {
    expect(
      rateOf([
        { date: '2025-01-01', amount: -1000 },
        { date: '2026-01-01', amount: 1100 },
      ]),
    ).toBeCloseTo(0.1, 10);
  });

  it('finds 10 % for 1,210 after 730 days (1.1² = 1.21) and 21 % over one year of 365 days', () => {
    expect(
      rateOf([
        { date: '2021-01-01', amount: -1000 },
        { date: '2023-01-01', amount: 1210 },
      ]),
    ).toBeCloseTo(0.1, 10);
    // 2024 is a leap year: 366 days is 366/365 years, so the rate is 1.21^(365/366) − 1
    expect(
      rateOf([
        { date: '2024-01-01', amount: -1000 },
        { date: '2025-01-01', amount: 1210 },
      ]),
    ).toBeCloseTo(1.21 ** (365 / 366) - 1, 10);
  });

  it('matches the spreadsheet documentation example (XIRR = 0.373362535)', () => {
    const flows = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    expect(rateOf(flows)).toBeCloseTo(0.373362535, 8);
    expect(rateOf(flows, -0.9)).toBeCloseTo(0.373362535, 8);
    expect(rateOf(flows, 50)).toBeCloseTo(0.373362535, 8);
  });

  it('handles losses and flows out of date order', () => {
    // half the money lost over one year: −50 %
    expect(
      rateOf([
        { date: '2026-01-01', amount: 500 },
        { date: '2025-01-01', amount: -1000 },
      ]),
    ).toBeCloseTo(-0.5, 10);
    // a near-total loss still has a rate
    expect(
      rateOf([
        { date: '2025-01-01', amount: -1000 },
        { date: '2026-01-01', amount: 1 },
      ]),
    ).toBeCloseTo(-0.999, 6);
  });

  it('has no rate without both an outflow and an inflow', () => {
    expect(xirr([{ date: '2025-01-01', amount: -1 }])).toEqual({
      kind: 'undefined',
      reason: 'NEEDS_INFLOW_AND_OUTFLOW',
    });
    expect(xirr([])).toEqual({ kind: 'undefined', reason: 'NEEDS_INFLOW_AND_OUTFLOW' });
  });

  it('recovers the rate a sale and monthly repayments were built with', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 2, noNaN: true }),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 100_00, max: 10_000_000_00 }),
        (rate, months, price) => {
          const start = '2025-03-15';
          const dates = Array.from({ length: months }, (_, i) => addDays(start, 30 * (i + 1)));
          // choose an instalment so that the present value at `rate` of the repayments equals the price
          const factor = dates.reduce((sum, _, i) => sum + (1 + rate) ** (-(30 * (i + 1)) / 365), 0);
          const instalment = price / factor;
          const flows = [
            { date: start, amount: -price },
            ...dates.map((date) => ({ date, amount: instalment })),
          ];
          expect(rateOf(flows)).toBeCloseTo(rate, 6);
        },
      ),
    );
  });
});
