import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';
import { mulDiv } from '../money/rounding';
import type { BillingPeriodMonths } from '../subscriptions/subscription-enums';

/**
 * The demo company's price book: a B2B SaaS seller based in Germany with four tiers, list prices
 * set per currency the way SaaS pricing pages do (psychological, not FX-converted), and the
 * usual discounts for paying ahead.
 */
export const PLAN_TIERS = ['starter', 'growth', 'business', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Monthly list price per seat, net of VAT, in major units. */
const MONTHLY_LIST_PRICE: Readonly<Record<Currency, Readonly<Record<PlanTier, number>>>> = {
  EUR: { starter: 29, growth: 79, business: 199, enterprise: 599 },
  USD: { starter: 29, growth: 89, business: 219, enterprise: 649 },
  GBP: { starter: 25, growth: 69, business: 179, enterprise: 529 },
  PLN: { starter: 129, growth: 349, business: 899, enterprise: 2_699 },
  CZK: { starter: 690, growth: 1_990, business: 4_990, enterprise: 14_990 },
};

/**
 * Months charged per billing period, as a fraction: paying ahead earns 5 % (quarterly), 10 %
 * (semi-annual) or two months free (yearly).
 */
const MONTHS_CHARGED: Readonly<Record<BillingPeriodMonths, readonly [number, number]>> = {
  1: [1, 1],
  3: [285, 100],
  6: [540, 100],
  12: [10, 1],
};

/**
 * Net price of one billing period for `seats` seats: list × months charged, rounded to whole
 * currency units as price lists are (half-up, by the money module).
 */
export function periodPriceMinor(
  currency: Currency,
  tier: PlanTier,
  months: BillingPeriodMonths,
  seats: number,
): MinorUnits {
  const [numerator, denominator] = MONTHS_CHARGED[months];
  const listMinor = MONTHLY_LIST_PRICE[currency][tier] * 100 * seats;
  return mulDiv(listMinor, numerator, denominator * 100) * 100;
}

/** Share of new customers per tier (weights). */
export const TIER_MIX: readonly (readonly [PlanTier, number])[] = [
  ['starter', 45],
  ['growth', 33],
  ['business', 16],
  ['enterprise', 6],
];

/** Small plans are mostly paid monthly, large ones mostly yearly. */
export const PERIOD_MIX: Readonly<Record<PlanTier, readonly (readonly [BillingPeriodMonths, number])[]>> = {
  starter: [
    [1, 70],
    [3, 12],
    [6, 6],
    [12, 12],
  ],
  growth: [
    [1, 45],
    [3, 18],
    [6, 12],
    [12, 25],
  ],
  business: [
    [1, 20],
    [3, 20],
    [6, 15],
    [12, 45],
  ],
  enterprise: [
    [1, 5],
    [3, 10],
    [6, 15],
    [12, 70],
  ],
};

export const SEATS: Readonly<Record<PlanTier, readonly (readonly [number, number])[]>> = {
  starter: [[1, 1]],
  growth: [[1, 1]],
  business: [
    [1, 60],
    [2, 25],
    [3, 15],
  ],
  enterprise: [
    [1, 40],
    [2, 25],
    [3, 20],
    [5, 15],
  ],
};

/** Mostly EUR, then USD, GBP, PLN, CZK. */
export const CURRENCY_MIX: readonly (readonly [Currency, number])[] = [
  ['EUR', 55],
  ['USD', 20],
  ['GBP', 12],
  ['PLN', 8],
  ['CZK', 5],
];

export const COUNTRY_MIX: Readonly<Record<Currency, readonly (readonly [string, number])[]>> = {
  EUR: [
    ['DE', 40],
    ['FR', 12],
    ['NL', 10],
    ['AT', 8],
    ['ES', 7],
    ['IT', 6],
    ['BE', 5],
    ['IE', 4],
    ['FI', 3],
    ['EE', 3],
    ['PT', 2],
  ],
  USD: [
    ['US', 90],
    ['CA', 10],
  ],
  GBP: [['GB', 1]],
  PLN: [['PL', 1]],
  CZK: [['CZ', 1]],
};

/**
 * VAT of a German seller selling to businesses: 19 % at home; other EU customers are invoiced
 * under the reverse charge and customers outside the EU as exports, both without VAT.
 */
export function vatPercentFor(country: string): string {
  return country === 'DE' ? '19' : '0';
}
