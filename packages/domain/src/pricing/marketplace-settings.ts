import { z } from 'zod';
import { DEFAULT_FEE_BPS } from '../ledger/entry-builders';
import { DEFAULT_DISCOUNT_TABLE, type DiscountTable, GRADES } from '../rating/grades';
import { DEFAULT_RATING_SETTINGS, RATING_FACTORS, type RatingSettings } from '../rating/rating-settings';
import { DEFAULT_ACCELERATION_MONTHS } from '../schedule/churn-replacement';
import { MAX_CONTRACT_LENGTH_MONTHS } from './receivable-value';
import { DEFAULT_ALLOWED_TRADE_PERCENT } from './trade-limit';

/** Default contract length (spec §9). */
export const DEFAULT_CONTRACT_LENGTH_MONTHS = 12;

/**
 * Every money rule of the marketplace an operator may change (marketplace.md: "every default is an
 * operator setting"). The API stores a version of it with who changed what and when, and passes
 * the version in force to the pure functions of rating, pricing, ledger and schedule.
 */
export interface MarketplaceSettings {
  rating: RatingSettings;
  discounts: DiscountTable;
  /** Tranche's fee in basis points of an accepted price. */
  feeBps: number;
  /** allowedTradePercent of a client the operator has not set one for. */
  defaultAllowedTradePercent: number;
  defaultContractLengthMonths: number;
  /** Months a churned remainder without a pledged replacement is brought forward over. */
  accelerationMonths: number;
}

export const DEFAULT_MARKETPLACE_SETTINGS: MarketplaceSettings = {
  rating: DEFAULT_RATING_SETTINGS,
  discounts: DEFAULT_DISCOUNT_TABLE,
  feeBps: DEFAULT_FEE_BPS,
  defaultAllowedTradePercent: DEFAULT_ALLOWED_TRADE_PERCENT,
  defaultContractLengthMonths: DEFAULT_CONTRACT_LENGTH_MONTHS,
  accelerationMonths: DEFAULT_ACCELERATION_MONTHS,
};

const points = z.int().min(0).max(100);
const bps = z.int().min(0).max(10_000);

const factorRuleSchema = z.strictObject({
  direction: z.enum(['higher-is-better', 'lower-is-better']),
  bands: z.array(z.strictObject({ bound: z.number(), points })).max(10),
  otherwisePoints: points,
  weight: z.int().min(0).max(1_000),
  source: z.enum(['SUBSCRIPTIONS', 'PAYMENTS', 'BANK', 'ACCOUNTING']),
});

/**
 * What an operator may save: whole points and weights, some weight in total, bands ordered best
 * first, grade floors descending, discounts not cheaper for a worse grade.
 */
export const marketplaceSettingsSchema = z
  .strictObject({
    rating: z.strictObject({
      factors: z.strictObject(
        Object.fromEntries(RATING_FACTORS.map((factor) => [factor, factorRuleSchema])) as Record<
          (typeof RATING_FACTORS)[number],
          typeof factorRuleSchema
        >,
      ),
      gradeFloors: z.strictObject({ A: points, B: points, C: points, D: points }),
    }),
    discounts: z.strictObject({ A: bps, B: bps, C: bps, D: bps, E: bps }),
    feeBps: bps,
    defaultAllowedTradePercent: z.number().min(0).max(100),
    defaultContractLengthMonths: z.int().min(1).max(MAX_CONTRACT_LENGTH_MONTHS),
    accelerationMonths: z.int().min(1).max(MAX_CONTRACT_LENGTH_MONTHS),
  })
  .superRefine((settings, ctx) => {
    const { factors, gradeFloors } = settings.rating;
    if (RATING_FACTORS.every((factor) => factors[factor].weight === 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rating', 'factors'],
        message: 'At least one factor needs a weight',
      });
    }
    for (const factor of RATING_FACTORS) {
      const { bands, direction } = factors[factor];
      const ordered = bands.every((band, i) => {
        const previous = bands[i - 1];
        if (!previous) return true;
        return direction === 'higher-is-better' ? band.bound < previous.bound : band.bound > previous.bound;
      });
      if (!ordered) {
        ctx.addIssue({
          code: 'custom',
          path: ['rating', 'factors', factor, 'bands'],
          message: 'Bands must run from best to worst',
        });
      }
    }
    if (
      !(gradeFloors.A >= gradeFloors.B && gradeFloors.B >= gradeFloors.C && gradeFloors.C >= gradeFloors.D)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['rating', 'gradeFloors'],
        message: 'Grade floors must descend from A to D',
      });
    }
    GRADES.forEach((grade, i) => {
      const better = GRADES[i - 1];
      if (better && settings.discounts[grade] < settings.discounts[better]) {
        ctx.addIssue({
          code: 'custom',
          path: ['discounts', grade],
          message: 'A worse grade must not be cheaper',
        });
      }
    });
  });
