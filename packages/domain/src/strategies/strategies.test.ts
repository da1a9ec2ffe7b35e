import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOf } from '../pricing/price';
import { DEFAULT_DISCOUNT_TABLE, GRADES, type Grade } from '../rating/grades';
import { amountLeft, autoBidPrice, decideAutoBid, strategyStatus } from './auto-bid';
import { companyCategoryOf } from './company-category';
import { strategyPotential } from './potential';
import { matchStrategy, type StrategyCandidate, type StrategyRules } from './strategy-match';

const rules: StrategyRules = {
  currency: 'EUR',
  minArrMinor: 100_000_000,
  maxArrMinor: 500_000_000,
  minRunRateMinor: 5_000_000,
  companyCategory: 'J',
  riskRank: 'C',
};
const candidate = (over: Partial<StrategyCandidate> = {}): StrategyCandidate => ({
  assetId: 'a1',
  currency: 'EUR',
  grade: 'B',
  faceMinor: 1_200_000,
  guidePriceMinor: 1_116_000,
  contractLengthMonths: 12,
  company: { arrMinor: 120_000_000, runRateMinor: 10_000_000, category: 'J' },
  ...over,
});

const grade = fc.constantFrom(...GRADES);
const asset = fc
  .record({
    faceMinor: fc.integer({ min: 1, max: 10_000_000_000 }),
    grade,
    contractLengthMonths: fc.integer({ min: 1, max: 60 }),
  })
  .map((a) => ({ ...a, discountBps: DEFAULT_DISCOUNT_TABLE[a.grade as Grade] }));

describe('company category', () => {
  it('maps NACE codes to their section', () => {
    expect(companyCategoryOf('62.01')).toBe('J');
    expect(companyCategoryOf('58.29')).toBe('J');
    expect(companyCategoryOf('64.19')).toBe('K');
    expect(companyCategoryOf('01')).toBe('A');
    expect(companyCategoryOf('k')).toBe('K');
    expect(companyCategoryOf(null)).toBeNull();
    expect(companyCategoryOf('00')).toBeNull();
  });
});

describe('matching', () => {
  it('matches an asset within every rule and says which rule held', () => {
    const match = matchStrategy(rules, candidate());
    expect(match.matched).toBe(true);
    expect(match.arr).toEqual({ value: 120_000_000, min: 100_000_000, max: 500_000_000, ok: true });
    expect(match.grade).toEqual({ value: 'B', worst: 'C', ok: true });
  });

  it('refuses on each rule alone', () => {
    expect(matchStrategy(rules, candidate({ grade: 'D' })).matched).toBe(false);
    expect(matchStrategy(rules, candidate({ currency: 'USD' })).matched).toBe(false);
    const company = candidate().company;
    expect(matchStrategy(rules, candidate({ company: { ...company, arrMinor: 600_000_000 } })).matched).toBe(
      false,
    );
    expect(matchStrategy(rules, candidate({ company: { ...company, runRateMinor: 1 } })).matched).toBe(false);
    expect(matchStrategy(rules, candidate({ company: { ...company, category: 'K' } })).matched).toBe(false);
    expect(
      matchStrategy(
        { ...rules, companyCategory: null, maxArrMinor: null },
        candidate({ company: { ...company, category: null, arrMinor: 9e12 } }),
      ).matched,
    ).toBe(true);
  });

  it('accepts exactly the grades no worse than the risk rank', () => {
    fc.assert(
      fc.property(grade, grade, (assetGrade, worst) => {
        const matched = matchStrategy(
          { ...rules, riskRank: worst },
          candidate({ grade: assetGrade }),
        ).matched;
        expect(matched).toBe(GRADES.indexOf(assetGrade) <= GRADES.indexOf(worst));
      }),
    );
  });
});

describe('automatic bids', () => {
  it('bid at a price within the grade’s bounds: above the worst discount, never above face', () => {
    fc.assert(
      fc.property(asset, (a) => {
        const price = autoBidPrice(a);
        expect(price).toBe(priceOf(a.faceMinor, a.discountBps, a.contractLengthMonths));
        expect(price).toBeLessThanOrEqual(a.faceMinor);
        const floor = a.faceMinor * (1 - (a.discountBps * a.contractLengthMonths) / 120_000);
        expect(price).toBeGreaterThanOrEqual(Math.floor(floor));
      }),
    );
  });

  it('never bid more than is left of the amount or than the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        (price, left, available) => {
          const decision = decideAutoBid({ priceMinor: price, leftMinor: left, availableMinor: available });
          if (decision.bid) {
            expect(decision.priceMinor).toBeLessThanOrEqual(left);
            expect(decision.priceMinor).toBeLessThanOrEqual(available);
          } else {
            expect(price > left || price > available || left < 1).toBe(true);
          }
        },
      ),
    );
  });

  it('keep the sum of a strategy’s bids within its investment amount, and stop when it is used', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.array(fc.integer({ min: 1, max: 1e9 }), { maxLength: 40 }),
        (investment, prices) => {
          const placed: number[] = [];
          for (const price of prices) {
            const left = amountLeft(investment, placed);
            const decision = decideAutoBid({ priceMinor: price, leftMinor: left, availableMinor: 1e12 });
            if (decision.bid) placed.push(decision.priceMinor);
          }
          const sum = placed.reduce((s, p) => s + p, 0);
          expect(sum).toBeLessThanOrEqual(investment);
          expect(strategyStatus(amountLeft(investment, placed))).toBe(
            sum === investment ? 'EXHAUSTED' : 'ACTIVE',
          );
        },
      ),
    );
  });
});

describe('potential income and return', () => {
  it('takes matching assets oldest first while their prices fit the amount', () => {
    const a = candidate({ assetId: 'a', faceMinor: 1_200_000, guidePriceMinor: 1_100_000 });
    const b = candidate({
      assetId: 'b',
      faceMinor: 600_000,
      guidePriceMinor: 550_000,
      contractLengthMonths: 6,
    });
    const c = candidate({
      assetId: 'c',
      faceMinor: 300_000,
      guidePriceMinor: 280_000,
      contractLengthMonths: 3,
    });
    expect(strategyPotential(1_400_000, [a, b, c])).toEqual({
      potentialMonthlyIncomeMinor: 100_000 + 100_000,
      potentialTotalReturnMinor: 100_000 + 20_000,
      investedMinor: 1_380_000,
      assetsTaken: 2,
      assetsMatching: 3,
    });
  });

  it('never invests more than the amount, and return and income are never negative', () => {
    const arb = fc
      .array(asset, { maxLength: 20 })
      .map((list) =>
        list.map((x, i) => candidate({ assetId: `a${i}`, ...x, guidePriceMinor: autoBidPrice(x) })),
      );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), arb, (investment, matching) => {
        const potential = strategyPotential(investment, matching);
        expect(potential.investedMinor).toBeLessThanOrEqual(investment);
        expect(potential.potentialTotalReturnMinor).toBeGreaterThanOrEqual(0);
        expect(potential.potentialMonthlyIncomeMinor).toBeGreaterThanOrEqual(0);
        expect(potential.assetsTaken).toBeLessThanOrEqual(matching.length);
      }),
    );
  });
});
