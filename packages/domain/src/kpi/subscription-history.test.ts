import { describe, expect, it } from 'vitest';
import { isTradableOn } from './company-snapshot';
import {
  contributesOn,
  firstContributingDay,
  type SubscriptionHistory,
  termsOn,
} from './subscription-history';

const base: SubscriptionHistory = {
  id: 's1',
  customerId: 'c1',
  currency: 'EUR',
  startDate: '2025-01-10',
  endDate: null,
  changes: [
    {
      effectiveDate: '2025-02-01',
      amountMinor: 10_000,
      billingPeriodMonths: 1,
      status: 'AVAILABLE',
      tradingStatus: 'AVAILABLE',
    },
    {
      effectiveDate: '2025-03-01',
      amountMinor: 0,
      billingPeriodMonths: 1,
      status: 'AVAILABLE',
      tradingStatus: 'AVAILABLE',
    },
    {
      effectiveDate: '2025-04-01',
      amountMinor: 5_000,
      billingPeriodMonths: 1,
      status: 'PAUSED',
      tradingStatus: 'AVAILABLE',
    },
    {
      effectiveDate: '2025-05-01',
      amountMinor: 5_000,
      billingPeriodMonths: 1,
      status: 'CANCELED',
      tradingStatus: 'AVAILABLE',
    },
  ],
};

describe('subscription history', () => {
  it('applies the amount first seen from the start date, later changes from their effective dates', () => {
    expect(termsOn(base, '2025-01-10').amountMinor).toBe(10_000);
    expect(termsOn(base, '2025-02-28').amountMinor).toBe(10_000);
    expect(termsOn(base, '2025-03-01').amountMinor).toBe(0);
    expect(contributesOn(base, '2025-01-09')).toBe(false);
    expect(contributesOn(base, '2025-01-10')).toBe(true);
  });

  it('counts nothing at amount 0, paused, or cancelled without an end date', () => {
    expect(contributesOn(base, '2025-03-15')).toBe(false);
    expect(contributesOn(base, '2025-04-15')).toBe(false);
    expect(contributesOn(base, '2025-05-15')).toBe(false);
    // With an end date, a CANCELED subscription counts until that day (exclusive).
    const ending = { ...base, endDate: '2025-06-01' };
    expect(contributesOn(ending, '2025-05-31')).toBe(true);
    expect(contributesOn(ending, '2025-06-01')).toBe(false);
  });

  it('finds the first day with MRR', () => {
    expect(firstContributingDay(base)).toBe('2025-01-10');
    const free = { ...base, changes: base.changes.slice(1) };
    expect(firstContributingDay(free)).toBeNull();
    const lateStart = {
      ...base,
      changes: [{ ...base.changes[1]! }, { ...base.changes[0]!, effectiveDate: '2025-03-05' }],
    };
    expect(firstContributingDay(lateStart)).toBe('2025-03-05');
  });

  it('is tradable when ACTIVE or AVAILABLE, trading AVAILABLE, and outlasting the contract', () => {
    const live = { ...base, changes: base.changes.slice(0, 1) };
    expect(isTradableOn(live, '2025-02-01', 12)).toBe(true);
    expect(isTradableOn(live, '2025-01-09', 12)).toBe(false);
    expect(isTradableOn({ ...live, endDate: '2026-02-01' }, '2025-02-01', 12)).toBe(true);
    expect(isTradableOn({ ...live, endDate: '2026-01-31' }, '2025-02-01', 12)).toBe(false);
    expect(isTradableOn({ ...live, endDate: '2026-01-31' }, '2025-02-01', 6)).toBe(true);
    const active = { ...live, changes: [{ ...live.changes[0]!, status: 'ACTIVE' as const }] };
    expect(isTradableOn(active, '2025-02-01', 12)).toBe(true);
    const pledged = { ...live, changes: [{ ...live.changes[0]!, tradingStatus: 'PLEDGED' as const }] };
    expect(isTradableOn(pledged, '2025-02-01', 12)).toBe(false);
    expect(isTradableOn(base, '2025-04-15', 12)).toBe(false);
  });
});
