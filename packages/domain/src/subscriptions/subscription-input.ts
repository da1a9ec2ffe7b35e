import { z } from 'zod';
import { isIsoDate } from '../dates/calendar';
import { countryCodeSchema } from '../geo/countries';
import { currencySchema } from '../money/currency';
import { billingPeriodSchema, subscriptionStatusSchema } from './subscription-enums';

/** Longest accepted identifier or name; longer values are refused ('Too many characters'). */
export const TEXT_MAX_LENGTH = 255;

export const isoDateSchema = z.string().refine(isIsoDate, { message: 'Expected a date as yyyy-mm-dd' });

const text = z.string().trim().min(1).max(TEXT_MAX_LENGTH);
const nonNegativeMinor = z.int().min(0);

/**
 * One subscription as a client delivers it (CSV row, provider sync, demo company), normalised:
 * amounts in minor units, dates as ISO days, billing period in months. The API and the web share
 * it; the API adds tradingStatus (AVAILABLE on creation), the source and the company id.
 */
export const subscriptionInputFields = z.strictObject({
  externalId: text,
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  status: subscriptionStatusSchema,
  billingPeriodMonths: billingPeriodSchema,
  currency: currencySchema,
  /** Price per billing period, VAT included (what the CSV calls "amount including VAT"); > 0. */
  amountMinor: z.int().positive(),
  customerName: text,
  customerExternalId: text,
  /** ISO 3166-1 alpha-2, upper case. */
  country: countryCodeSchema,
  nextPaymentDate: isoDateSchema.nullable(),
  /** Net of VAT; 0 is allowed (a fully discounted or credited period). */
  lastPaymentAmountMinor: nonNegativeMinor.nullable(),
  /** Net of VAT; 0 is allowed. */
  nextPaymentAmountMinor: nonNegativeMinor.nullable(),
});

/** The fields plus the cross-field rule: a subscription cannot end before it starts. */
export const subscriptionInputSchema = subscriptionInputFields.superRefine((value, ctx) => {
  if (value.endDate !== null && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before start date' });
  }
});

export type SubscriptionInput = z.infer<typeof subscriptionInputFields>;
