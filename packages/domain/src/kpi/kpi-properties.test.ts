import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoDateToDays } from '../dates/calendar';
import { crossRateOn } from '../fx/convert';
import { shippedEcbRates } from '../fx/default-rate-table';
import { createRateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import { GRANULARITIES } from './analytics-periods';
import { computeKpiSeries } from './kpi-series';
import { netNewMrr } from './mrr-movements';
import { contributesOn, termsOn } from './subscription-history';
import { day, randomCompany, randomRange } from './testing/random-company';

const company = randomCompany({ maxSubscriptions: 14 });
const ranges = randomRange;

const rates = createRateTable(shippedEcbRates());

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
