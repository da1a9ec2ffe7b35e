import { BILLING_PERIODS, CURRENCIES, SUBSCRIPTION_STATUSES, TRADING_STATUSES } from '@tranche/domain';
import { z } from 'zod';

/**
 * Subscriptions as the API returns them (spec §3, §7). Money is an integer of minor units with its
 * ISO currency (`amount: 142800, currency: 'EUR'` is 1,428.00 EUR); dates are `yyyy-mm-dd`;
 * timestamps ISO 8601 UTC.
 */

const isoDate = z.iso.date();
const minor = z.int();

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const tradingStatusSchema = z.enum(TRADING_STATUSES);
export const billingPeriodSchema = z.union(BILLING_PERIODS.map((months) => z.literal(months)));
export const currencySchema = z.enum(CURRENCIES);

export const subscriptionSchema = z.object({
  id: z.uuid(),
  /** The subscription's id in its source (the CSV's subscription id, a provider's id). */
  externalId: z.string(),
  /** 'csv', 'demo' or a provider name. */
  source: z.string(),
  status: subscriptionStatusSchema,
  tradingStatus: tradingStatusSchema,
  /** Months: 1, 3, 6 or 12. */
  billingPeriod: billingPeriodSchema,
  currency: currencySchema,
  /** Per billing period, VAT included, minor units. */
  amount: minor,
  /** Normalised monthly recurring revenue (net of VAT where known), minor units. */
  mrr: minor,
  /** Net of VAT, minor units. */
  lastPaymentAmount: minor.nullable(),
  nextPaymentAmount: minor.nullable(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  nextPaymentDate: isoDate.nullable(),
  customer: z.object({ name: z.string(), externalId: z.string(), country: z.string() }),
  /** Spec §7 expired: end date passed or status not AVAILABLE (churned assets once assets exist). */
  expired: z.boolean(),
  /** Status and trading status AVAILABLE, and no end date or one later than now. */
  tradable: z.boolean(),
  /** The CSV import it came from last, if any. */
  importId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/subscriptions` → `{ data: Subscription[] }`; the total comes from `/count`. */
export const subscriptionListResponseSchema = z.object({ data: z.array(subscriptionSchema) });
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponseSchema>;

/** `GET /api/subscriptions/count` (same query as the list; page, size and sort are ignored). */
export const countResponseSchema = z.object({ data: z.object({ count: z.int().min(0) }) });
export type CountResponse = z.infer<typeof countResponseSchema>;

/**
 * List query of `GET /api/subscriptions` and `/count` (spec §7), a flat querystring:
 * - `page` (from 1), `size` (1–100, default 20)
 * - `where[tradingStatus]=SOLD` (repeat the key or `where[tradingStatus][in]=SOLD,PLEDGED` for several)
 * - `where[status]=AVAILABLE`, `where[billingPeriod]=12`, `where[amount][gt]=5000` (minor units),
 *   `where[currency]=EUR`, `where[source]=csv`, `where[customerName][contains]=acme`,
 *   dates: `where[endDate][lt]=now`, `where[startDate][gte]=2024-01-01`
 * - `where[expired]=true|false`, `where[tradable]=true` (the trading screen's list)
 * - `orderBy[0][amount]=asc` on any of {@link SUBSCRIPTION_SORT_KEYS}; default createdAt desc, updatedAt desc
 * - `quickSelect=` one of {@link SUBSCRIPTION_QUICK_SELECTS}: a preset order for picking the first
 *   rows to trade; it replaces any orderBy.
 * Unknown keys, fields or values answer 400 INVALID_QUERY.
 */
export const SUBSCRIPTION_SORT_KEYS = [
  'createdAt',
  'updatedAt',
  'externalId',
  'source',
  'status',
  'tradingStatus',
  'billingPeriod',
  'currency',
  'amount',
  'mrr',
  'lastPaymentAmount',
  'nextPaymentAmount',
  'startDate',
  'endDate',
  'nextPaymentDate',
  'customerName',
  'customerExternalId',
  'customerCountry',
] as const;
export type SubscriptionSortKey = (typeof SUBSCRIPTION_SORT_KEYS)[number];

/**
 * `highestMrr`: MRR descending; `longestRemaining`: open-ended first, then the latest end date;
 * `oldestCustomer`: earliest start date first. Ties fall back to createdAt desc.
 */
export const SUBSCRIPTION_QUICK_SELECTS = ['highestMrr', 'longestRemaining', 'oldestCustomer'] as const;
export type SubscriptionQuickSelect = (typeof SUBSCRIPTION_QUICK_SELECTS)[number];

/** The Subscriptions screen's tabs (spec §2, §4) as the filters they send. */
export const SUBSCRIPTION_TAB_FILTERS = {
  all: {},
  sold: { 'where[tradingStatus]': 'SOLD' },
  pledged: { 'where[tradingStatus]': 'PLEDGED' },
  churned: { 'where[expired]': 'true' },
} as const satisfies Record<string, Record<string, string>>;

const countByTradingStatus = z.object(
  Object.fromEntries(TRADING_STATUSES.map((status) => [status, z.int().min(0)])) as Record<
    (typeof TRADING_STATUSES)[number],
    z.ZodInt
  >,
);

/** One currency's totals: amounts in different currencies are never added together. */
export const clientSubsCurrencySchema = z.object({
  currency: currencySchema,
  count: z.int().min(0),
  /** MRR of the subscriptions that count at the moment (started, not ended, not paused). */
  mrr: minor,
  tradableCount: z.int().min(0),
  tradableMrr: minor,
  soldMrr: minor,
  pledgedMrr: minor,
  inTradeMrr: minor,
});

/**
 * `GET /api/subscriptions/clientSubs`: the caller's company's subscriptions at a glance, for the
 * home dashboard and the trading screen's header.
 */
export const clientSubsSchema = z.object({
  count: z.int().min(0),
  tradableCount: z.int().min(0),
  expiredCount: z.int().min(0),
  byTradingStatus: countByTradingStatus,
  byCurrency: z.array(clientSubsCurrencySchema),
});
export type ClientSubs = z.infer<typeof clientSubsSchema>;
export const clientSubsResponseSchema = z.object({ data: clientSubsSchema });
