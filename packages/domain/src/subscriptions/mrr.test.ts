import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contributesToMrr,
  grossFromNet,
  netFromGross,
  netRecurringAmount,
  normalisedMrr,
  subscriptionMrr,
} from './mrr';
import { BILLING_PERIODS } from './subscription-enums';

describe('normalisedMrr', () => {
  it('divides by the billing period with half-up rounding', () => {
    expect(normalisedMrr(120_000, 12)).toBe(10_000);
    expect(normalisedMrr(10_000, 3)).toBe(3_333);
    expect(normalisedMrr(20_000, 3)).toBe(6_667);
    expect(normalisedMrr(999, 6)).toBe(167);
    expect(normalisedMrr(4_999, 1)).toBe(4_999);
  });

  it('stays within half a minor unit of the exact monthly share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.constantFrom(...BILLING_PERIODS),
        (amount, months) => {
          expect(Math.abs(normalisedMrr(amount, months) - amount / months)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('VAT', () => {
  it('converts between gross and net with a decimal rate', () => {
    expect(netFromGross(11_900, '19')).toBe(10_000);
    expect(grossFromNet(10_000, '19')).toBe(11_900);
    expect(netFromGross(12_550, '25.5')).toBe(10_000);
    expect(netFromGross(10_000, '0')).toBe(10_000);
    expect(netFromGross(1, '19')).toBe(1);
  });

  it('recovers the net amount from its gross within one minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.constantFrom('0', '7', '19', '20', '21', '23', '25.5'),
        (net, rate) => {
          expect(Math.abs(netFromGross(grossFromNet(net, rate), rate) - net)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('prefers the net next payment, then the last payment, then gross less VAT', () => {
    const base = { amountMinor: 11_900, nextPaymentAmountMinor: null, lastPaymentAmountMinor: null };
    expect(
      netRecurringAmount({ ...base, nextPaymentAmountMinor: 9_000, lastPaymentAmountMinor: 10_000 }),
    ).toEqual({
      amountMinor: 9_000,
      basis: 'next-payment',
    });
    expect(netRecurringAmount({ ...base, lastPaymentAmountMinor: 10_000 })).toEqual({
      amountMinor: 10_000,
      basis: 'last-payment',
    });
    expect(netRecurringAmount(base, '19')).toEqual({ amountMinor: 10_000, basis: 'gross-less-vat' });
    expect(netRecurringAmount(base)).toEqual({ amountMinor: 11_900, basis: 'gross' });
    expect(subscriptionMrr({ ...base, nextPaymentAmountMinor: 120_000, billingPeriodMonths: 12 })).toBe(
      10_000,
    );
  });
});

describe('contributesToMrr', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const sub = (
    status: 'AVAILABLE' | 'CANCELED' | 'PAUSED' | 'UNPAID' | 'ENDED',
    endDate: string | null,
    startDate = '2024-01-01',
  ) => ({
    status,
    startDate,
    endDate,
  });

  it('counts live and unpaid subscriptions, canceled ones until their end date, never paused ones', () => {
    expect(contributesToMrr(sub('AVAILABLE', null), now)).toBe(true);
    expect(contributesToMrr(sub('UNPAID', null), now)).toBe(true);
    expect(contributesToMrr(sub('CANCELED', '2024-07-01'), now)).toBe(true);
    expect(contributesToMrr(sub('CANCELED', '2024-06-15'), now)).toBe(false);
    expect(contributesToMrr(sub('CANCELED', null), now)).toBe(false);
    expect(contributesToMrr(sub('ENDED', '2024-01-31'), now)).toBe(false);
    expect(contributesToMrr(sub('PAUSED', null), now)).toBe(false);
    expect(contributesToMrr(sub('AVAILABLE', null, '2024-06-16'), now)).toBe(false);
  });
});
