import {
  ASSET_PAYMENT_STATUSES,
  CURRENCIES,
  GRADES,
  MAX_CONTRACT_LENGTH_MONTHS,
  RATING_FACTORS,
} from '@tranche/domain';
import { z } from 'zod';
import { kpiOutcomeSchema } from './analytics';
import { multiLineText, singleLineText } from './text';

/**
 * The marketplace as the API returns it (spec §3, §7; reference/marketplace.md): the client's
 * credit rating, assets, orders (bids), asset payments and the ledger's balances. Money is an
 * integer of minor units with its ISO currency; dates `yyyy-mm-dd`; timestamps ISO 8601 UTC;
 * discounts in basis points (700 = 7 %). Lists take page, size and orderBy[0][field]=asc|desc
 * (spec §7) and answer `{ data: [] }`; totals come from the `/count` twin where there is one.
 */

const isoDate = z.iso.date();
const timestamp = z.iso.datetime();
const minor = z.int();
const currency = z.enum(CURRENCIES);

export const ASSET_STATUSES = ['OPEN', 'COMPLETED', 'CANCELED'] as const;
export const ORDER_STATUSES = ['BIDDING', 'ACCEPTED', 'DECLINED', 'CANCELED'] as const;
export const assetStatusSchema = z.enum(ASSET_STATUSES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const gradeSchema = z.enum(GRADES);
export const ratingFactorSchema = z.enum(RATING_FACTORS);

/* ------------------------------------------------------------------ rating */

/** One scorecard line: its value, points, weight and what it costs in discount. */
export const ratingFactorScoreSchema = z.object({
  factor: ratingFactorSchema,
  outcome: kpiOutcomeSchema,
  /** The number the bands were applied to; null when missing or unlimited. */
  value: z.number().nullable(),
  points: z.int(),
  weight: z.int(),
  /** No data: scored at the lowest band (conservatively) and left out of the confidence. */
  missing: z.boolean(),
  /** The data that would replace the conservative score. */
  needs: z.enum(['SUBSCRIPTIONS', 'PAYMENTS', 'BANK', 'ACCOUNTING']).nullable(),
  scoreLostHundredths: z.int(),
  /** Basis points of the annual discount this factor accounts for. */
  discountEffectBps: z.int(),
});

export const ratingSchema = z.object({
  /** The grade in force (the operator's override when there is one). */
  grade: gradeSchema,
  /** The scorecard's own grade. */
  computedGrade: gradeSchema,
  /** 0–100, two decimals. */
  score: z.number(),
  /** Share of the weight backed by data, percent with two decimals. */
  confidence: z.number(),
  /** Annual discount of the grade in force. */
  discountBps: z.int(),
  factors: z.array(ratingFactorScoreSchema),
  missingData: z.array(z.enum(['SUBSCRIPTIONS', 'PAYMENTS', 'BANK', 'ACCOUNTING'])),
  override: z.object({ grade: gradeSchema, reason: z.string() }).nullable(),
  overrideEffectBps: z.int(),
  computedAt: timestamp,
});
export type RatingDto = z.infer<typeof ratingSchema>;

/** `GET /api/rating` (client): its rating, or null before the first computation. */
export const ratingResponseSchema = z.object({ data: ratingSchema.nullable() });

/** `POST /api/admin/companies/{id}/rating-override` (admin); `grade: null` lifts the override. */
export const ratingOverrideBodySchema = z.strictObject({
  grade: gradeSchema.nullable(),
  reason: multiLineText(1_000).refine((text) => text.trim() !== '', 'must not be empty'),
});

/* ------------------------------------------------------------------ assets */

const subscriptionRef = z.strictObject({ id_subscription: z.uuid() });

/**
 * `POST /api/assets` (client; ASSET_ADD): the subscriptions sold and, optionally, those pledged as
 * backing (a sold one that churns is replaced by a pledged one of at least its remaining value).
 * Refusals answer 422 with one error per subscription: code OVER_TRADE_LIMIT, NOT_ALLOWED or
 * ENDS_BEFORE_CONTRACT, the spec's message, and `subscriptionId`.
 */
export const createAssetBodySchema = z.strictObject({
  contractLengthMonths: z.int().min(1).max(MAX_CONTRACT_LENGTH_MONTHS).default(12),
  subscriptions: z.strictObject({ create: z.array(subscriptionRef).min(1).max(1_000) }),
  pledgedSubscriptions: z.strictObject({ create: z.array(subscriptionRef).max(1_000) }).optional(),
});
export type CreateAssetBody = z.input<typeof createAssetBodySchema>;

export const tradeRefusalSchema = z.object({
  code: z.enum(['OVER_TRADE_LIMIT', 'NOT_ALLOWED', 'ENDS_BEFORE_CONTRACT']),
  message: z.string(),
  subscriptionId: z.uuid(),
});
export const tradeRefusalResponseSchema = z.object({ errors: z.array(tradeRefusalSchema) });

/** An order (bid) as its investor, or the client of its asset, sees it (spec §3). */
export const orderSchema = z.object({
  id: z.uuid(),
  id_asset: z.uuid(),
  status: orderStatusSchema,
  /** What the investor pays for the sold part (exactly, if accepted). */
  price: minor,
  /** The bid's price for the pledged part, when it states one. */
  pricePledged: minor.nullable(),
  accepted: z.boolean(),
  currency,
  assetStatus: assetStatusSchema,
  /** Number of sold subscriptions in the asset. */
  subscriptions: z.int(),
  contractLength: z.int(),
  /** Months between repayments (always monthly). */
  paymentInterval: z.literal(1),
  /** True on the caller's own bids (investors); a client never learns who bid. */
  mine: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OrderDto = z.infer<typeof orderSchema>;

export const assetSchema = z.object({
  id: z.uuid(),
  status: assetStatusSchema,
  currency,
  contractLengthMonths: z.int(),
  /** Number of sold subscriptions. */
  subscriptions: z.int(),
  pledgedSubscriptions: z.int(),
  /** Face value of the sold subscriptions: what the client repays. */
  faceValue: minor,
  pledgedFaceValue: minor,
  /** The rating's price for the face value (the client's guide; investors bid their own). */
  guidePrice: minor,
  /** The rating grade the guide price used. */
  grade: gradeSchema,
  discountBps: z.int(),
  /** The best open bid's price, null without bids. */
  bestBid: minor.nullable(),
  bids: z.int(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Only with `include[orders]=true` (the client's own asset: all bids, anonymised). */
  orders: z.array(orderSchema).optional(),
});
export type AssetDto = z.infer<typeof assetSchema>;

/**
 * `GET /api/assets` (where[status], where[currency]), `GET /api/assets/clientAssets` (all),
 * `GET /api/assets/clientActiveAssets` (OPEN, or COMPLETED and still being repaid),
 * `GET /api/assets/{id}?include[orders]=true`, `POST /api/assets`, `POST /api/assets/{id}/cancel`,
 * `DELETE /api/assets/{id}` (cancels an OPEN asset and hides it; a sold one answers 409);
 * `GET /api/assets/countEnabledAssets` → `{ data: { count } }` (OPEN assets).
 */
export const assetListResponseSchema = z.object({ data: z.array(assetSchema) });
export const assetResponseSchema = z.object({ data: assetSchema });
export const assetQuerySchema = z.object({ 'include[orders]': z.enum(['true', 'false']).optional() });

/** The company behind a marketplace asset, anonymised: no name, only what an investor weighs. */
export const anonymousCompanySchema = z.object({
  /** A stable alias per company ("Company 3F9A"). */
  alias: z.string(),
  country: z.string().nullable(),
  rating: ratingSchema.omit({ override: true }).extend({ overridden: z.boolean() }).nullable(),
  kpis: z.object({
    currency,
    mrr: minor,
    arr: minor,
    customers: z.int(),
    mrrGrowth: kpiOutcomeSchema,
    mrrChurnRateGross: kpiOutcomeSchema,
  }),
});

/**
 * `GET /api/investor/assets` (investor): OPEN assets of every client; page, size,
 * where[currency], orderBy[0][createdAt|faceValue|guidePrice|contractLengthMonths|grade]=asc|desc.
 * `myOrder` is the caller's own open bid, never another investor's.
 */
export const investorAssetSchema = assetSchema.omit({ orders: true }).extend({
  company: anonymousCompanySchema,
  myOrder: orderSchema.nullable(),
  /**
   * What the sold subscriptions are forecast to collect over the contract, at the company's usual
   * monthly gross MRR churn (`expected`) and at its worse and better months (an 80 % range);
   * null with fewer than six months of churn history. Churn percent per month.
   */
  collectionsForecast: z
    .object({
      expected: minor,
      low: minor,
      high: minor,
      churn: z.object({ usual: z.number(), worse: z.number(), better: z.number() }),
    })
    .nullable(),
});
export type InvestorAssetDto = z.infer<typeof investorAssetSchema>;
export const investorAssetListResponseSchema = z.object({ data: z.array(investorAssetSchema) });

/* ------------------------------------------------------------------ orders */

/** `POST /api/investor/orders` (ORDER_ADD): reserves price (+ pricePledged) from the investor's cash. */
export const createOrderBodySchema = z.strictObject({
  id_asset: z.uuid(),
  price: z.int().positive(),
  pledgedPrice: z.int().positive().optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/**
 * `POST /api/investor/orders` → the order; `POST /api/investor/orders/{id}/cancel` and
 * `DELETE /api/orders/{id}` (ORDER_CANCELED) release the reserve; `POST /api/orders/{id}/approve`
 * (client, ORDER_APPROVED) → the accepted order. `GET /api/investor/orders` (where[asset][status],
 * where[status]), `GET /api/investor/orders/investorOrders` (accepted ones) and `GET /api/orders?where[accepted]=true` (client) list them.
 */
export const orderResponseSchema = z.object({ data: orderSchema });
export const orderListResponseSchema = z.object({ data: z.array(orderSchema) });

/* ---------------------------------------------------------------- payouts */

/** One accepted sale seen from the client: price, Tranche's fee and what it received. */
export const clientPayoutSchema = z.object({
  id_order: z.uuid(),
  id_asset: z.uuid(),
  currency,
  price: minor,
  fee: minor,
  payout: minor,
  repaymentAmount: minor,
  acceptedAt: timestamp,
});
/** `GET /api/assets/clientPayout` (client). */
export const clientPayoutResponseSchema = z.object({ data: z.array(clientPayoutSchema) });
/** `GET /api/assets/payouts-amount?currency=EUR` (client): the sum of payouts received, net of fees. */
export const payoutsAmountQuerySchema = z.object({ currency: currency.optional() });
export const payoutsAmountResponseSchema = z.object({ data: z.object({ currency, amount: minor }) });

/* ---------------------------------------------------------- asset payments */

export const assetPaymentStatusSchema = z.enum(ASSET_PAYMENT_STATUSES);
/** One monthly instalment of an accepted asset (spec §3). */
export const assetPaymentSchema = z.object({
  id: z.uuid(),
  id_order: z.uuid(),
  id_asset: z.uuid(),
  /** 1 for the first month. */
  number: z.int(),
  rate: minor,
  paymentStatus: assetPaymentStatusSchema,
  paymentDueDate: isoDate,
  paidAt: timestamp.nullable(),
  assetCurrency: currency,
  /** Not paid and its due day has passed. */
  overdue: z.boolean(),
});
export type AssetPaymentDto = z.infer<typeof assetPaymentSchema>;
/**
 * `GET /api/client/asset-payments` and `/count` (client): page, size, where[paymentStatus],
 * where[id_asset], where[id_order], where[overdue]=true, orderBy[0][id_order|rate|paymentDueDate].
 */
export const assetPaymentListResponseSchema = z.object({ data: z.array(assetPaymentSchema) });
/**
 * `POST /api/client/asset-payments/{id}/confirm` (client; not in spec §7): the client says it has
 * transferred this instalment (NOT_PAID → PENDING); the daily repayment run records it (PAID).
 * 409 PAYMENT_NOT_OPEN when it is already announced or paid.
 */
export const assetPaymentResponseSchema = z.object({ data: assetPaymentSchema });

/* ----------------------------------------------------------------- ledger */

/** An investor's money per currency, all derived from ledger postings. */
export const investorBalanceSchema = z.object({
  currency,
  /** Free to bid. */
  available: minor,
  /** Held by open bids. */
  reserved: minor,
  /** Face value still to be repaid on accepted bids. */
  receivable: minor,
});
/** `GET /api/investor/balances` (investor). */
export const investorBalancesResponseSchema = z.object({ data: z.array(investorBalanceSchema) });

export const depositSchema = z.object({
  id: z.uuid(),
  currency,
  amount: minor,
  reference: z.string(),
  bookedOn: isoDate,
  createdAt: timestamp,
});
/** `GET /api/investor/deposits` (investor, own deposits). */
export const depositListResponseSchema = z.object({ data: z.array(depositSchema) });
/** `POST /api/admin/investors/{id}/deposits` (admin; the money has arrived at Tranche's bank). */
export const createDepositBodySchema = z.strictObject({
  currency,
  amount: z.int().positive().max(1_000_000_000_000),
  reference: singleLineText(200),
  bookedOn: isoDate.optional(),
});
export type CreateDepositBody = z.infer<typeof createDepositBodySchema>;
export const depositResponseSchema = z.object({ data: depositSchema });
