import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { GRADES, type Grade } from '../rating/grades';
import type { CompanyCategory } from './company-category';

/**
 * What an investor asks of the assets a hands-free strategy buys (spec §3 trading strategy). Money
 * is in minor units of the strategy's currency; only assets in that currency match.
 */
export interface StrategyRules {
  currency: Currency;
  /** Lowest company ARR accepted. */
  minArrMinor: MinorUnits;
  /** Highest company ARR accepted; null: no upper bound. */
  maxArrMinor: MinorUnits | null;
  /** Lowest monthly revenue run rate (the company's MRR now) accepted. */
  minRunRateMinor: MinorUnits;
  /** The one category accepted; null: any. */
  companyCategory: CompanyCategory | null;
  /** The worst rating grade accepted ("maximum risk rank"): C accepts A, B and C. */
  riskRank: Grade;
}

/** An OPEN asset as a strategy weighs it: its terms and its company's figures in the asset's currency. */
export interface StrategyCandidate {
  assetId: string;
  currency: Currency;
  grade: Grade;
  faceMinor: MinorUnits;
  guidePriceMinor: MinorUnits;
  contractLengthMonths: number;
  company: { arrMinor: MinorUnits; runRateMinor: MinorUnits; category: CompanyCategory | null };
}

/**
 * Why a strategy matched an asset (or not): each rule with the asset's value beside the bound, so
 * an automatic bid explains itself ("ARR 1.2M within 1M–5M, run rate ≥ …, category J, grade B ≤ C").
 */
export interface MatchExplanation {
  matched: boolean;
  currency: { value: Currency; wanted: Currency; ok: boolean };
  arr: { value: MinorUnits; min: MinorUnits; max: MinorUnits | null; ok: boolean };
  runRate: { value: MinorUnits; min: MinorUnits; ok: boolean };
  category: { value: CompanyCategory | null; wanted: CompanyCategory | null; ok: boolean };
  grade: { value: Grade; worst: Grade; ok: boolean };
}

/** Rank of a grade: A is 0 (best), E is 4 (worst). */
export const gradeRank = (grade: Grade): number => GRADES.indexOf(grade);

export function matchStrategy(rules: StrategyRules, asset: StrategyCandidate): MatchExplanation {
  const { arrMinor, runRateMinor, category } = asset.company;
  const currency = { value: asset.currency, wanted: rules.currency, ok: asset.currency === rules.currency };
  const arr = {
    value: arrMinor,
    min: rules.minArrMinor,
    max: rules.maxArrMinor,
    ok: arrMinor >= rules.minArrMinor && (rules.maxArrMinor === null || arrMinor <= rules.maxArrMinor),
  };
  const runRate = {
    value: runRateMinor,
    min: rules.minRunRateMinor,
    ok: runRateMinor >= rules.minRunRateMinor,
  };
  const categoryCheck = {
    value: category,
    wanted: rules.companyCategory,
    ok: rules.companyCategory === null || category === rules.companyCategory,
  };
  const grade = {
    value: asset.grade,
    worst: rules.riskRank,
    ok: gradeRank(asset.grade) <= gradeRank(rules.riskRank),
  };
  return {
    matched: currency.ok && arr.ok && runRate.ok && categoryCheck.ok && grade.ok,
    currency,
    arr,
    runRate,
    category: categoryCheck,
    grade,
  };
}
