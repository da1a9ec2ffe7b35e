import { CURRENCIES, MAX_CONTRACT_LENGTH_MONTHS } from '@tranche/domain';
import { z } from 'zod';
import { gradeSchema, tradeRefusalSchema } from './marketplace';

/**
 * The Trading screen's live figures (spec §2 Trading; reference/marketplace.md): what `POST assets`
 * would do with a selection, without doing it, and "name an amount, Tranche picks". Both use the
 * very rules `POST assets` enforces (receivable value, rating discount, trade limit, refusals), so
 * the screen never promises what the server then refuses. Money in minor units of `currency`.
 */

const minor = z.int();
const currency = z.enum(CURRENCIES);
const contractLengthMonths = z.int().min(1).max(MAX_CONTRACT_LENGTH_MONTHS).default(12);
const subscriptionRef = z.strictObject({ id_subscription: z.uuid() });

/** The remaining limit of one currency: allowedTradePercent × tradable face value − committed. */
export const tradeLimitSchema = z.object({
  /** Normalised allowedTradePercent (spec §6), e.g. 80 for 80 %. */
  allowedTradePercent: z.number(),
  /** Face value of every tradable subscription of the currency over the default contract length. */
  tradableFaceValue: minor,
  limit: minor,
  /** Face value already in open or sold assets. */
  committed: minor,
  remaining: minor,
});

/**
 * `POST /api/assets/quote` (client, review gate): the body of `POST assets` plus its currency;
 * an empty selection is allowed (the screen shows the limit before anything is chosen).
 */
export const assetQuoteBodySchema = z.strictObject({
  currency,
  contractLengthMonths,
  subscriptions: z.strictObject({ create: z.array(subscriptionRef).max(1_000) }),
  pledgedSubscriptions: z.strictObject({ create: z.array(subscriptionRef).max(1_000) }).optional(),
});
export type AssetQuoteBody = z.input<typeof assetQuoteBodySchema>;

export const quotedSubscriptionSchema = z.object({
  id_subscription: z.uuid(),
  role: z.enum(['SOLD', 'PLEDGED']),
  customerName: z.string(),
  /** Net payments due within the contract (what is repaid for it when sold). */
  faceValue: minor,
  /** Its share of the price (sold ones; 0 for pledged). */
  price: minor,
});

export const assetQuoteSchema = z.object({
  currency,
  contractLengthMonths: z.int(),
  grade: gradeSchema,
  /** Annual discount of the grade, and the discount over this contract length. */
  discountBps: z.int(),
  contractDiscountBps: z.int(),
  /** Sum of the sold subscriptions' face values: what the client repays over the contract. */
  faceValue: minor,
  /** The rating's price of that face value (investors bid their own; this is the guide). */
  price: minor,
  /** Tranche's fee on that price, deducted from the payout (operator setting). */
  fee: minor,
  /** What the client would receive at the guide price: price − fee. */
  payout: minor,
  pledgedFaceValue: minor,
  tradeLimit: tradeLimitSchema,
  subscriptions: z.array(quotedSubscriptionSchema),
  /** The refusals `POST assets` would answer, with the spec's texts; empty when it would pass. */
  refusals: z.array(tradeRefusalSchema),
});
export type AssetQuoteDto = z.infer<typeof assetQuoteSchema>;
export const assetQuoteResponseSchema = z.object({ data: assetQuoteSchema });

/**
 * `POST /api/assets/pick` (client, review gate): the tradable subscriptions of `currency` whose
 * prices reach `targetPrice` within the remaining limit, by the documented rule of
 * packages/domain pricing/target-selection (largest prices first, the least overshoot, nothing
 * the target does not need). `reached: false` when the limit or the book falls short; then the
 * most that fits is picked.
 */
export const assetPickBodySchema = z.strictObject({
  currency,
  contractLengthMonths,
  targetPrice: z.int().positive(),
});
export type AssetPickBody = z.input<typeof assetPickBodySchema>;

export const assetPickSchema = z.object({
  reached: z.boolean(),
  picked: z.array(z.object({ id_subscription: z.uuid() })),
  quote: assetQuoteSchema,
});
export type AssetPickDto = z.infer<typeof assetPickSchema>;
export const assetPickResponseSchema = z.object({ data: assetPickSchema });
