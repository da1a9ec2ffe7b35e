import { COMPANY_CATEGORIES, CURRENCIES, GRADES } from '@tranche/domain';
import { z } from 'zod';
import { orderStatusSchema } from './marketplace';
import { singleLineText } from './text';

/**
 * Hands-free trading strategies (spec §3, §7 `GET`, `POST`, `PATCH trading-strategies`,
 * `DELETE trading-strategies/{id}`), investors only. Money is integer minor units of the
 * strategy's currency; ARR and run rate (the company's MRR now) are the company's, converted to that
 * currency at the day's rate; companyCategory is a NACE section letter (null: any); riskRank is the
 * worst rating grade accepted.
 */

const currency = z.enum(CURRENCIES);
const minor = z.int();
const amount = z.int().min(0).max(1_000_000_000_000);
export const companyCategorySchema = z.enum(COMPANY_CATEGORIES);

const rules = {
  name: singleLineText(100).refine((text) => text.trim() !== '', 'must not be empty'),
  currency,
  investmentAmount: z.int().positive().max(1_000_000_000_000),
  minArr: amount.default(0),
  maxArr: amount.nullable().default(null),
  minRunRate: amount.default(0),
  companyCategory: companyCategorySchema.nullable().default(null),
  riskRank: z.enum(GRADES),
};
const arrRange = (body: { minArr?: number; maxArr?: number | null }) =>
  body.maxArr === null ||
  body.maxArr === undefined ||
  body.minArr === undefined ||
  body.maxArr >= body.minArr;
const arrRangeIssue = { message: 'must not be below the minimum ARR', path: ['maxArr'] };

/** `POST /api/trading-strategies`. */
export const createStrategyBodySchema = z.strictObject(rules).refine(arrRange, arrRangeIssue);
export type CreateStrategyBody = z.input<typeof createStrategyBodySchema>;

const { name: _name, ...ruleFields } = rules;
/** `POST /api/trading-strategies/preview`: the rules being edited, before they have a name. */
export const strategyPreviewBodySchema = z.strictObject(ruleFields).refine(arrRange, arrRangeIssue);
export type StrategyPreviewBody = z.input<typeof strategyPreviewBodySchema>;

/** `PATCH /api/trading-strategies` (spec §7: the id travels in the body): the fields to change. */
export const updateStrategyBodySchema = z
  .strictObject({
    id: z.uuid(),
    name: rules.name.optional(),
    currency: currency.optional(),
    investmentAmount: rules.investmentAmount.optional(),
    minArr: amount.optional(),
    maxArr: amount.nullable().optional(),
    minRunRate: amount.optional(),
    companyCategory: companyCategorySchema.nullable().optional(),
    riskRank: z.enum(GRADES).optional(),
  })
  .refine(arrRange, arrRangeIssue);
export type UpdateStrategyBody = z.input<typeof updateStrategyBodySchema>;

/**
 * What the rules would earn from the OPEN assets that match now: the matching assets, oldest
 * first, taken at their guide price while the prices fit the investment amount; monthly income =
 * Σ face ÷ contract months, total return = Σ (face − price) of those taken.
 */
export const strategyPotentialSchema = z.object({
  potentialMonthlyIncome: minor,
  potentialTotalReturn: minor,
  matchingAssets: z.int(),
  assetsTaken: z.int(),
});
export const strategyPreviewResponseSchema = z.object({ data: strategyPotentialSchema });

export const STRATEGY_STATUSES = ['ACTIVE', 'EXHAUSTED'] as const;

export const tradingStrategySchema = strategyPotentialSchema.extend({
  id: z.uuid(),
  name: z.string(),
  currency,
  investmentAmount: minor,
  minArr: minor,
  maxArr: minor.nullable(),
  minRunRate: minor,
  companyCategory: companyCategorySchema.nullable(),
  riskRank: z.enum(GRADES),
  /** Prices of its automatic bids still bidding or accepted. */
  used: minor,
  /** investmentAmount − used: EXHAUSTED once nothing is left. */
  left: minor,
  status: z.enum(STRATEGY_STATUSES),
  autoBids: z.int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TradingStrategyDto = z.infer<typeof tradingStrategySchema>;
export const tradingStrategyResponseSchema = z.object({ data: tradingStrategySchema });
export const tradingStrategyListResponseSchema = z.object({ data: z.array(tradingStrategySchema) });

/** Why the rules matched: each rule with the asset's value beside the bound. */
export const matchExplanationSchema = z.object({
  matched: z.boolean(),
  currency: z.object({ value: currency, wanted: currency, ok: z.boolean() }),
  arr: z.object({ value: minor, min: minor, max: minor.nullable(), ok: z.boolean() }),
  runRate: z.object({ value: minor, min: minor, ok: z.boolean() }),
  category: z.object({
    value: companyCategorySchema.nullable(),
    wanted: companyCategorySchema.nullable(),
    ok: z.boolean(),
  }),
  grade: z.object({ value: z.enum(GRADES), worst: z.enum(GRADES), ok: z.boolean() }),
});
export type MatchExplanationDto = z.infer<typeof matchExplanationSchema>;

/**
 * `GET /api/trading-strategies/auto-bids`: the caller's automatic bids, newest first, with the
 * rule that matched; withdrawn through the order's own cancel (`POST investor/orders/{id}/cancel`).
 */
export const autoBidSchema = z.object({
  id: z.uuid(),
  strategyId: z.uuid(),
  strategyName: z.string(),
  id_asset: z.uuid(),
  id_order: z.uuid().nullable(),
  orderStatus: orderStatusSchema.nullable(),
  price: minor,
  currency,
  explanation: matchExplanationSchema,
  createdAt: z.iso.datetime(),
});
export type AutoBidDto = z.infer<typeof autoBidSchema>;
export const autoBidListResponseSchema = z.object({ data: z.array(autoBidSchema) });
