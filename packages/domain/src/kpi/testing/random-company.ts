import fc from 'fast-check';
import { addDays } from '../../dates/calendar';
import type { Currency } from '../../money/currency';
import {
  BILLING_PERIODS,
  SUBSCRIPTION_STATUSES,
  TRADING_STATUSES,
} from '../../subscriptions/subscription-enums';
import type { DayRange } from '../analytics-periods';
import type { SubscriptionHistory } from '../subscription-history';

/**
 * Random companies for property tests of the KPI engine and of every other path that must give
 * its numbers (the analytics SQL): a few customers, every currency, status and billing period,
 * changes spread over about two years from ORIGIN.
 */

export const ORIGIN = '2023-01-02';
export const day = (offset: number) => addDays(ORIGIN, offset);

const change = fc.record({
  amountMinor: fc.integer({ min: 0, max: 5_000_000 }),
  billingPeriodMonths: fc.constantFrom(...BILLING_PERIODS),
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  tradingStatus: fc.constantFrom(...TRADING_STATUSES),
  gap: fc.integer({ min: 1, max: 200 }),
});

export interface RandomCompanyOptions {
  maxSubscriptions: number;
  /** Up to this many days of changes may take effect before the start (a re-import of a subscription that starts later). */
  maxEarlyDays?: number;
}

const subscription = (index: number, maxEarlyDays: number) =>
  fc
    .record({
      customer: fc.integer({ min: 0, max: 7 }),
      currency: fc.constantFrom<Currency>('EUR', 'USD', 'GBP', 'CZK', 'PLN'),
      start: fc.integer({ min: 0, max: 500 }),
      early: fc.integer({ min: 0, max: maxEarlyDays }),
      length: fc.option(fc.integer({ min: 1, max: 600 })),
      changes: fc.array(change, { minLength: 1, maxLength: 4 }),
    })
    .map(({ customer, currency, start, early, length, changes }): SubscriptionHistory => {
      let offset = start - early;
      return {
        id: `s${index}`,
        customerId: `c${customer}`,
        currency,
        startDate: day(start),
        endDate: length === null ? null : day(start + length),
        changes: changes.map(({ gap, ...terms }, position) => {
          if (position > 0) offset += gap;
          return { ...terms, effectiveDate: day(offset) };
        }),
      };
    });

export const randomCompany = ({ maxSubscriptions, maxEarlyDays = 0 }: RandomCompanyOptions) =>
  fc
    .integer({ min: 0, max: maxSubscriptions })
    .chain((count) =>
      fc.tuple(...Array.from({ length: count }, (_, index) => subscription(index, maxEarlyDays))),
    );

/** A range of 1 to 400 days within the random companies' years. */
export const randomRange: fc.Arbitrary<DayRange> = fc
  .record({ from: fc.integer({ min: 0, max: 700 }), days: fc.integer({ min: 1, max: 400 }) })
  .map(({ from, days }) => ({ start: day(from), end: day(from + days - 1) }));
