import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KpiOutcome, unavailableKpi } from '../kpi/kpi-outcome';
import { DEFAULT_DISCOUNT_TABLE, GRADES } from './grades';
import { applyRatingOverride } from './rating-override';
import { DEFAULT_RATING_SETTINGS, RATING_FACTORS, type RatingFactor } from './rating-settings';
import { type RatingInput, rateCompany } from './scorecard';

const v = (value: number): KpiOutcome => ({ kind: 'value', value });

/** A company in the middle bands, without bank or accounting data (worked out in the test below). */
const middling: RatingInput = {
  growth: v(3),
  grossMrrChurn: v(1.5),
  netMrrChurn: v(0.5),
  netRevenueRetention: v(104),
  concentration: v(25),
  bookAge: v(14),
  paymentReliability: v(2),
  size: v(200_000_000),
  runway: unavailableKpi('NEEDS_BANK_CONNECTION'),
  debtToAsset: unavailableKpi('NEEDS_ACCOUNTING_CONNECTION'),
};

describe('rateCompany', () => {
  it('scores a company with every factor at its best as A with full confidence', () => {
    const best: RatingInput = {
      growth: v(8),
      grossMrrChurn: v(0.5),
      netMrrChurn: v(-2),
      netRevenueRetention: v(120),
      concentration: v(10),
      bookAge: v(30),
      paymentReliability: v(0),
      size: v(600_000_000),
      runway: { kind: 'unlimited' },
      debtToAsset: v(0.1),
    };
    const rating = rateCompany(best);
    expect(rating).toMatchObject({
      score: 100,
      grade: 'A',
      confidence: 100,
      discountBps: 500,
      missingData: [],
    });
    expect(rating.factors.every((f) => f.discountEffectBps === 0 && f.scoreLostHundredths === 0)).toBe(true);
  });

  it('works out a middling company by hand', () => {
    // points × weight: growth 75×15 + gross churn 75×20 + net churn 75×0 + NRR 75×15 + concentration
    // 70×10 + book age 70×10 + payments 70×10 + size 75×5 + runway (missing) 5×10 + debt (missing) 20×5
    // = 6375 over weight 100 → 63.75 → C. Backed weight 85 of 100 → confidence 85 %.
    const rating = rateCompany(middling);
    expect(rating.score).toBe(63.75);
    expect(rating.grade).toBe('C');
    expect(rating.confidence).toBe(85);
    expect(rating.discountBps).toBe(900);
    expect(rating.missingData).toEqual(['BANK', 'ACCOUNTING']);
    const byFactor = Object.fromEntries(rating.factors.map((f) => [f.factor, f]));
    expect(byFactor.runway).toMatchObject({ points: 5, missing: true, needs: 'BANK', value: null });
    expect(byFactor.growth).toMatchObject({ value: 3, points: 75, weight: 15, missing: false, needs: null });
    // C's 900 bp − A's 500 bp = 400 bp split by score lost (375, 500, 0, 375, 300, 300, 300, 125, 950,
    // 400 of 3625): floors 41 55 0 41 33 33 33 13 104 44 (= 397), the 3 left go to runway (.83),
    // size (.79) and growth (.38, before NRR on the tie).
    expect(rating.factors.map((f) => f.discountEffectBps)).toEqual([42, 55, 0, 41, 33, 33, 33, 14, 105, 44]);
    expect(byFactor.runway?.scoreLostHundredths).toBe(950);
  });

  it('rises to B once the bank data shows a long runway', () => {
    const rating = rateCompany({ ...middling, runway: v(20) });
    expect(rating.score).toBe(73.25);
    expect(rating.grade).toBe('B');
    expect(rating.confidence).toBe(95);
    expect(rating.missingData).toEqual(['ACCOUNTING']);
  });

  it('applies band edges inclusively on the better side', () => {
    const at = (factor: RatingFactor, value: number) =>
      rateCompany({ ...middling, [factor]: v(value) }).factors.find((f) => f.factor === factor)?.points;
    expect(at('growth', 5)).toBe(100);
    expect(at('growth', 0)).toBe(50);
    expect(at('growth', -0.01)).toBe(15);
    expect(at('grossMrrChurn', 1)).toBe(100);
    expect(at('grossMrrChurn', 4.01)).toBe(10);
    expect(at('debtToAsset', 0.6)).toBe(60);
  });

  it('lets an operator override the grade with a reason, keeping the computed one', () => {
    const rated = applyRatingOverride(rateCompany(middling), { grade: 'B', reason: '  audited accounts  ' });
    expect(rated).toMatchObject({
      grade: 'B',
      computedGrade: 'C',
      discountBps: 700,
      overrideEffectBps: -200,
      override: { grade: 'B', reason: 'audited accounts' },
      score: 63.75,
    });
    expect(applyRatingOverride(rateCompany(middling), null)).toMatchObject({ grade: 'C', override: null });
    expect(() => applyRatingOverride(rateCompany(middling), { grade: 'A', reason: ' ' })).toThrow(RangeError);
  });

  const outcome: fc.Arbitrary<KpiOutcome> = fc.oneof(
    fc.double({ min: -50, max: 600_000_000, noNaN: true }).map(v),
    fc.constant(unavailableKpi('NEEDS_BANK_CONNECTION')),
    fc.constant<KpiOutcome>({ kind: 'undefined', reason: 'NO_START_MRR' }),
  );
  const inputs = fc.record(
    Object.fromEntries(RATING_FACTORS.map((factor) => [factor, outcome])) as Record<
      RatingFactor,
      fc.Arbitrary<KpiOutcome>
    >,
  );

  it('keeps score and confidence in range and explains the whole discount', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const rating = rateCompany(input);
        expect(rating.score).toBeGreaterThanOrEqual(0);
        expect(rating.score).toBeLessThanOrEqual(100);
        expect(rating.confidence).toBeGreaterThanOrEqual(0);
        expect(rating.confidence).toBeLessThanOrEqual(100);
        expect(GRADES).toContain(rating.grade);
        const effects = rating.factors.reduce((sum, f) => sum + f.discountEffectBps, 0);
        expect(effects).toBe(rating.discountBps - DEFAULT_DISCOUNT_TABLE.A);
      }),
    );
  });

  it('never rewards missing data: losing a factor lowers or keeps score and confidence', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom(...RATING_FACTORS), (input, factor) => {
        const withData = rateCompany(input);
        const without = rateCompany({ ...input, [factor]: unavailableKpi('NEEDS_ACCOUNTING_CONNECTION') });
        expect(without.score).toBeLessThanOrEqual(withData.score);
        expect(without.confidence).toBeLessThanOrEqual(withData.confidence);
        expect(GRADES.indexOf(without.grade)).toBeGreaterThanOrEqual(GRADES.indexOf(withData.grade));
      }),
    );
  });

  it('weighs nothing it is told to ignore', () => {
    const settings = {
      ...DEFAULT_RATING_SETTINGS,
      factors: {
        ...DEFAULT_RATING_SETTINGS.factors,
        runway: { ...DEFAULT_RATING_SETTINGS.factors.runway, weight: 0 },
      },
    };
    const a = rateCompany(middling, settings);
    const b = rateCompany({ ...middling, runway: v(30) }, settings);
    expect(a.score).toBe(b.score);
  });
});
