import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkHeader } from '../csv/header-check';
import { validateCells } from '../csv/row-validate';
import { addMonths, startOfDayUtc } from '../dates/calendar';
import { CURRENCIES } from '../money/currency';
import { sumMinor } from '../money/money';
import { grossFromNet, normalisedMrr } from '../subscriptions/mrr';
import { BILLING_PERIODS } from '../subscriptions/subscription-enums';
import { subscriptionInputSchema } from '../subscriptions/subscription-input';
import { PLAN_TIERS } from './catalog';
import { generateDemoCompany } from './demo-company';
import type { DemoCompany, DemoSubscription } from './demo-types';
import { toImportCsv } from './import-csv';

const asOf = '2025-06-30';
const demo = generateDemoCompany({ seed: 42, asOf });

/** Customers who churned in each month ÷ customers at its start (saas-metrics.md). */
function monthlyChurnRates(company: DemoCompany, firstMonth: string, months: number): number[] {
  return Array.from({ length: months }, (_, m) => {
    const start = addMonths(firstMonth, m);
    const end = addMonths(firstMonth, m + 1);
    const atStart = company.customers.filter(
      (c) => c.acquiredOn < start && (c.churnedOn === null || c.churnedOn >= start),
    );
    const churned = atStart.filter((c) => c.churnedOn !== null && c.churnedOn < end);
    return churned.length / atStart.length;
  });
}

function eurMrrAt(company: DemoCompany, day: string): number {
  return sumMinor(
    company.subscriptions
      .filter((s) => s.currency === 'EUR' && s.startDate <= day && (s.endDate === null || s.endDate > day))
      .map((s) => normalisedMrr(s.netAmountMinor, s.billingPeriodMonths)),
  );
}

describe('generateDemoCompany', () => {
  it('is deterministic for a seed and asOf, and differs for another seed', () => {
    expect(generateDemoCompany({ seed: 42, asOf })).toEqual(demo);
    const other = generateDemoCompany({ seed: 43, asOf });
    expect(other.customers.map((c) => c.name)).not.toEqual(demo.customers.map((c) => c.name));
  });

  it('looks like a growing SaaS company', () => {
    expect(demo.customers).toHaveLength(2_000);
    expect(new Set(demo.customers.map((c) => c.name)).size).toBe(2_000);
    expect(new Set(demo.subscriptions.map((s) => s.billingPeriodMonths))).toEqual(new Set(BILLING_PERIODS));
    const currencies = demo.subscriptions.map((s) => s.currency);
    expect(new Set(currencies)).toEqual(new Set(CURRENCIES));
    const share = (currency: string) => currencies.filter((c) => c === currency).length / currencies.length;
    expect(share('EUR')).toBeGreaterThan(0.45);
    expect(share('EUR')).toBeGreaterThan(share('USD'));
    expect(share('USD')).toBeGreaterThan(share('CZK'));
    for (const status of ['AVAILABLE', 'PAUSED', 'UNPAID', 'CANCELED', 'ENDED'] as const) {
      expect(
        demo.subscriptions.some((s) => s.status === status),
        status,
      ).toBe(true);
    }
    expect(demo.customers[0]!.acquiredOn >= '2022-07-01').toBe(true);
    expect(demo.customers.every((c) => c.acquiredOn <= asOf)).toBe(true);

    const rates = monthlyChurnRates(demo, '2022-07-01', 36).slice(6);
    const average = rates.reduce((a, b) => a + b, 0) / rates.length;
    expect(average).toBeGreaterThanOrEqual(0.01);
    expect(average).toBeLessThanOrEqual(0.03);

    const mrr = [12, 24, 36].map((months) => eurMrrAt(demo, addMonths('2022-07-01', months)));
    expect(mrr[0]).toBeLessThan(mrr[1]!);
    expect(mrr[1]).toBeLessThan(mrr[2]!);
  });

  it('records upgrades and downgrades as an ENDED subscription and a new one from the same day', () => {
    const byCustomer = new Map<string, DemoSubscription[]>();
    for (const s of demo.subscriptions) {
      byCustomer.set(s.customerExternalId, [...(byCustomer.get(s.customerExternalId) ?? []), s]);
    }
    let upgrades = 0;
    let downgrades = 0;
    for (const subscriptions of byCustomer.values()) {
      for (const [i, s] of subscriptions.entries()) {
        const next = subscriptions[i + 1];
        if (s.status !== 'ENDED' || next?.startDate !== s.endDate) continue;
        const step = PLAN_TIERS.indexOf(next.plan) - PLAN_TIERS.indexOf(s.plan);
        if (step > 0) upgrades += 1;
        if (step < 0) downgrades += 1;
      }
    }
    expect(upgrades).toBeGreaterThan(50);
    expect(downgrades).toBeGreaterThan(10);
  });

  it('keeps consistent amounts and payment histories', () => {
    const subscriptionIds = new Set(demo.subscriptions.map((s) => s.externalId));
    expect(subscriptionIds.size).toBe(demo.subscriptions.length);
    const invalid = demo.subscriptions.filter(
      ({ plan, seats, netAmountMinor, vatPercent, pauses, ...input }) => {
        return (
          !subscriptionInputSchema.safeParse(input).success ||
          input.amountMinor !== grossFromNet(netAmountMinor, vatPercent)
        );
      },
    );
    expect(invalid).toEqual([]);
    const statuses = new Set(demo.payments.map((p) => `${p.status}/${p.attempt > 1 ? 'retry' : 'first'}`));
    expect(statuses).toEqual(
      new Set([
        'PAID/first',
        'FAILED/first',
        'PAID/retry',
        'FAILED/retry',
        'SCHEDULED/first',
        'SCHEDULED/retry',
      ]),
    );
    const inconsistent = demo.payments.filter(
      (p) =>
        !subscriptionIds.has(p.subscriptionExternalId) ||
        (p.status === 'SCHEDULED') !== p.dueDate > asOf ||
        (p.failureReason !== null) !== (p.status === 'FAILED'),
    );
    expect(inconsistent).toEqual([]);
    const live = demo.subscriptions.filter((s) => s.status === 'AVAILABLE' && s.nextPaymentDate !== null);
    const scheduled = new Set(
      demo.payments.filter((p) => p.status === 'SCHEDULED').map((p) => p.subscriptionExternalId),
    );
    expect(live.every((s) => scheduled.has(s.externalId))).toBe(true);
  });

  it('writes a CSV import file that passes checkHeader and validateRow for every row', () => {
    const csv = toImportCsv(demo, { delimiter: ';' });
    const parsed = Papa.parse<string[]>(csv, { delimiter: ';', skipEmptyLines: 'greedy' });
    expect(parsed.errors).toEqual([]);
    const [headers = [], ...rows] = parsed.data;
    const header = checkHeader(headers);
    expect(header.ok).toBe(true);
    expect(rows).toHaveLength(demo.subscriptions.length);
    const now = startOfDayUtc(asOf);
    const read = rows.map((cells) => validateCells(header.columns, cells, { now }));
    const expected = demo.subscriptions.map(
      ({ plan, seats, netAmountMinor, vatPercent, pauses, ...input }) => ({
        ok: true,
        value: input,
      }),
    );
    expect(read).toEqual(expected);
  });
});
