import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../dates/calendar';
import { unavailableKpi } from '../kpi/kpi-outcome';
import { type KpiPeriod, kpiPeriodOf } from '../kpi/kpi-series';
import { averageMonthlyRate, compoundMonthlyGrowth, ratingInputFromKpis } from './rating-inputs';
import { rateCompany } from './scorecard';

const none = { new: 0, expansion: 0, contraction: 0, churn: 0, reactivation: 0 };

/** Monthly periods of a company whose MRR goes through `mrr` (the first value is the MRR before the first month). */
function months(mrr: number[], churnOf: (index: number) => number = () => 0): KpiPeriod[] {
  return mrr.slice(1).map((after, index) => {
    const start = addMonths('2025-01-01', index);
    const before = mrr[index] ?? 0;
    const churn = churnOf(index);
    const newMrr = after - before + churn;
    return kpiPeriodOf({
      period: { start, end: addDays(addMonths(start, 1), -1) },
      before: { mrr: before, customers: 10 },
      after: { mrr: after, customers: 10, contributingSubscriptions: 10, tradableSubscriptions: 10 },
      movements: { amounts: { ...none, new: newMrr, churn }, counts: none },
      churnMonths: [],
    });
  });
}

describe('rating from the KPI engine', () => {
  it('compounds monthly MRR growth over the last six months', () => {
    // 100,000 → 200,000 in six months: 2^(1/6) − 1 = 12.246…%
    const periods = months([90_000, 100_000, 110_000, 120_000, 150_000, 160_000, 180_000, 200_000]);
    expect(compoundMonthlyGrowth(periods)).toEqual({ kind: 'value', value: 12.25 });
    expect(compoundMonthlyGrowth(months([0, 0, 0, 0, 0, 0, 10]))).toEqual({
      kind: 'undefined',
      reason: 'NO_START_MRR',
    });
    expect(() => compoundMonthlyGrowth(months([1, 2, 3]))).toThrow(RangeError);
  });

  it('averages gross MRR churn over the months where it is defined', () => {
    // churn 1,000 of 100,000 in three months, 3,000 in the others: (1 + 1 + 1 + 3 + 3 + 3) ÷ 6 = 2 %
    const periods = months(Array(7).fill(100_000), (i) => (i < 3 ? 1_000 : 3_000));
    expect(averageMonthlyRate(periods, (p) => p.mrrChurnRateGross)).toEqual({ kind: 'value', value: 2 });
  });

  it('rates a company from its KPIs, runway and debt to asset missing until connected', () => {
    const periods = months(Array(7).fill(1_000_000), () => 5_000);
    const input = ratingInputFromKpis({
      monthly: periods,
      netRevenueRetention: { kind: 'value', value: 101 },
      concentration: { kind: 'value', value: 30 },
      bookAge: { kind: 'value', value: 18 },
      paymentReliability: { kind: 'value', value: 0.5 },
      cash: {
        runway: unavailableKpi('NEEDS_BANK_CONNECTION'),
        debtToAsset: unavailableKpi('NEEDS_ACCOUNTING_CONNECTION'),
      },
    });
    expect(input.growth).toEqual({ kind: 'value', value: 0 });
    expect(input.grossMrrChurn).toEqual({ kind: 'value', value: 0.5 });
    expect(input.size).toEqual({ kind: 'value', value: 12_000_000 });
    // growth 50×15 + churn 100×20 + NRR 75×15 + concentration 70×10 + book 70×10 + payments 100×10
    // + size 20×5 + runway 5×10 + debt 20×5 = 6525 → 65.25 → B, confidence 85 %
    const rating = rateCompany(input);
    expect(rating).toMatchObject({ score: 65.25, grade: 'B', confidence: 85 });
  });
});
