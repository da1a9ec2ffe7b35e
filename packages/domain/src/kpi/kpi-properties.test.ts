import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoDateToDays } from '../dates/calendar';
import { crossRateOn } from '../fx/convert';
import { shippedEcbRates } from '../fx/default-rate-table';
import { createRateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import {
  BILLING_PERIODS,
  SUBSCRIPTION_STATUSES,
  TRADING_STATUSES,
} from '../subscriptions/subscription-enums';
import { GRANULARITIES } from './analytics-periods';
import { computeKpiSeries } from './kpi-series';
import { netNewMrr } from './mrr-movements';
import { contributesOn, type SubscriptionHistory, termsOn } from './subscription-history';

const rates = createRateTable(shippedEcbRates());
const ORIGIN = '2023-01-02';
const day = (offset: number) => addDays(ORIGIN, offset);

const change = fc.record({
  amountMinor: fc.integer({ min: 0, max: 5_000_000 }),
  billingPeriodMonths: fc.constantFrom(...BILLING_PERIODS),
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  tradingStatus: fc.constantFrom(...TRADING_STATUSES),
  gap: fc.integer({ min: 1, max: 200 }),
});

const subscription = (index: number) =>
  fc
    .record({
      customer: fc.integer({ min: 0, max: 7 }),
      currency: fc.constantFrom<Currency>('EUR', 'USD', 'GBP', 'CZK', 'PLN'),
      start: fc.integer({ min: 0, max: 500 }),
      length: fc.option(fc.integer({ min: 1, max: 600 })),
      changes: fc.array(change, { minLength: 1, maxLength: 4 }),
    })
    .map(({ customer, currency, start, length, changes }): SubscriptionHistory => {
      let offset = start;
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

const company = fc
  .integer({ min: 0, max: 14 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => subscription(index))));

const ranges = fc
  .record({ from: fc.integer({ min: 0, max: 700 }), days: fc.integer({ min: 1, max: 400 }) })
  .map(({ from, days }) => ({ start: day(from), end: day(from + days - 1) }));

describe('KPI series on random companies', () => {
  it('reconciles movements to the cent in every period and chains periods', () => {
    fc.assert(
      fc.property(
        company,
        ranges,
        fc.constantFrom(...GRANULARITIES),
        fc.constantFrom<Currency>('EUR', 'USD', 'CZK'),
        (subscriptions, range, granularity, currency) => {
          const { periods } = computeKpiSeries({ subscriptions, currency, range, granularity, rates });
          expect(periods[0]?.start).toBe(range.start);
          expect(periods.at(-1)?.end).toBe(range.end);
          for (const [index, period] of periods.entries()) {
            expect(period.startMrr + netNewMrr(period.movements)).toBe(period.mrr);
            expect(period.netNewMrr).toBe(period.mrr - period.startMrr);
            for (const amount of Object.values(period.movements)) expect(amount).toBeGreaterThanOrEqual(0);
            const counts = period.movementCustomers;
            expect(period.startCustomers + counts.new + counts.reactivation - counts.churn).toBe(
              period.customers,
            );
            expect(period.arr).toBe(period.mrr * 12);
            expect(period.qrr).toBe(period.mrr * 3);
            const next = periods[index + 1];
            if (next) {
              expect(next.startMrr).toBe(period.mrr);
              expect(next.start).toBe(addDays(period.end, 1));
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives the same stocks and net movement whatever the granularity', () => {
    fc.assert(
      fc.property(company, ranges, (subscriptions, range) => {
        const series = GRANULARITIES.map(
          (granularity) =>
            computeKpiSeries({ subscriptions, currency: 'EUR', range, granularity, rates }).periods,
        );
        const [days] = series;
        for (const periods of series) {
          expect(periods.at(-1)?.mrr).toBe(days?.at(-1)?.mrr);
          expect(periods.at(-1)?.customers).toBe(days?.at(-1)?.customers);
          expect(periods.reduce((sum, period) => sum + period.netNewMrr, 0)).toBe(
            (days?.at(-1)?.mrr ?? 0) - (days?.[0]?.startMrr ?? 0),
          );
        }
      }),
      { numRuns: 25 },
    );
  });

  it('converts each subscription once, within half a minor unit of its exact value, whatever the currency', () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 0, max: 900 }), (subscriptions, offset) => {
        const moment = day(offset);
        const range = { start: moment, end: moment };
        const byCurrency = (['EUR', 'USD', 'GBP', 'CZK', 'PLN'] as const).map((currency) => {
          const [period] = computeKpiSeries({
            subscriptions,
            currency,
            range,
            granularity: 'day',
            rates,
          }).periods;
          if (!period) throw new Error('one period expected');
          // |MRR − Σ exact| ≤ ½ per contributing subscription: 2·|MRR·D − Σ nᵢ·D/dᵢ| ≤ count·D
          const contributing = subscriptions.filter((s) => contributesOn(s, moment));
          const exact = contributing.map((s) => {
            const { amountMinor, billingPeriodMonths } = termsOn(s, moment);
            const rate = crossRateOn(rates, s.currency, currency, moment);
            return {
              n: BigInt(amountMinor) * rate.numerator,
              d: rate.denominator * BigInt(billingPeriodMonths),
            };
          });
          const common = exact.reduce((product, { d }) => product * d, 1n);
          const exactSum = exact.reduce((sum, { n, d }) => sum + (n * common) / d, 0n);
          const gap = BigInt(period.mrr) * common - exactSum;
          expect(2n * (gap < 0n ? -gap : gap) <= BigInt(contributing.length) * common).toBe(true);
          return period;
        });
        // Who is a customer does not depend on the currency shown, unless an amount rounds to 0.
        const tiny = subscriptions.some((s) =>
          s.changes.some((c) => c.amountMinor > 0 && c.amountMinor < 1_000),
        );
        if (!tiny) for (const period of byCurrency) expect(period.customers).toBe(byCurrency[0]?.customers);
      }),
      { numRuns: 60 },
    );
  });
});

describe('periods', () => {
  it('cover the range without gaps', () => {
    fc.assert(
      fc.property(ranges, fc.constantFrom(...GRANULARITIES), (range, granularity) => {
        const { periods } = computeKpiSeries({
          subscriptions: [],
          currency: 'EUR',
          range,
          granularity,
          rates,
        });
        const covered = periods.reduce(
          (sum, p) => sum + isoDateToDays(p.end) - isoDateToDays(p.start) + 1,
          0,
        );
        expect(covered).toBe(isoDateToDays(range.end) - isoDateToDays(range.start) + 1);
      }),
    );
  });
});
