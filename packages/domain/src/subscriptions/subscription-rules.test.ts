import { describe, expect, it } from 'vitest';
import { subscriptionInputSchema } from './subscription-input';
import { isExpired, isTradable, tradabilityProblem } from './subscription-rules';

const now = new Date('2024-06-15T12:00:00Z');

describe('isExpired (spec §7)', () => {
  it('is expired when the end date passed, an asset churned or the status is not AVAILABLE', () => {
    expect(isExpired({ status: 'AVAILABLE', endDate: null }, now)).toBe(false);
    expect(isExpired({ status: 'AVAILABLE', endDate: '2024-06-16' }, now)).toBe(false);
    expect(isExpired({ status: 'AVAILABLE', endDate: '2024-06-15' }, now)).toBe(true);
    expect(isExpired({ status: 'AVAILABLE', endDate: '2024-06-14' }, now)).toBe(true);
    expect(
      isExpired({ status: 'AVAILABLE', endDate: null, assets: [{ churned: false }, { churned: true }] }, now),
    ).toBe(true);
    expect(isExpired({ status: 'AVAILABLE', endDate: null, assets: [{ churned: false }] }, now)).toBe(false);
    for (const status of ['ACTIVE', 'CANCELED', 'ENDED', 'PAUSED', 'UNPAID'] as const) {
      expect(isExpired({ status, endDate: null }, now)).toBe(true);
    }
  });
});

describe('isTradable (spec §7)', () => {
  const base = { status: 'AVAILABLE', tradingStatus: 'AVAILABLE', endDate: null } as const;

  it('needs both statuses AVAILABLE and an end date later than now or none', () => {
    expect(isTradable(base, now)).toBe(true);
    expect(isTradable({ ...base, endDate: '2024-06-16' }, now)).toBe(true);
    expect(isTradable({ ...base, endDate: '2024-06-15' }, now)).toBe(false);
    expect(isTradable({ ...base, status: 'ACTIVE' }, now)).toBe(false);
    for (const tradingStatus of ['IN_TRADE', 'SOLD', 'PLEDGED'] as const) {
      expect(tradabilityProblem({ ...base, tradingStatus }, now)).toBe('NOT_ALLOWED');
    }
  });

  it('refuses a subscription that ends before the chosen contract length', () => {
    expect(tradabilityProblem({ ...base, endDate: '2025-06-14' }, now, 12)).toBe('ENDS_BEFORE_CONTRACT');
    expect(tradabilityProblem({ ...base, endDate: '2025-06-15' }, now, 12)).toBeNull();
    expect(tradabilityProblem(base, now, 36)).toBeNull();
  });
});

describe('subscriptionInputSchema', () => {
  const valid = {
    externalId: 'sub_1',
    startDate: '2024-01-01',
    endDate: null,
    status: 'AVAILABLE',
    billingPeriodMonths: 12,
    currency: 'EUR',
    amountMinor: 142_800,
    customerName: 'Acme GmbH',
    customerExternalId: 'cus_1',
    country: 'DE',
    nextPaymentDate: '2025-01-01',
    lastPaymentAmountMinor: 120_000,
    nextPaymentAmountMinor: 120_000,
  };

  it('accepts a normalised record and refuses bad fields', () => {
    expect(subscriptionInputSchema.safeParse(valid).success).toBe(true);
    for (const patch of [
      { billingPeriodMonths: 2 },
      { amountMinor: 0 },
      { amountMinor: 1.5 },
      { currency: 'CHF' },
      { country: 'de' },
      { startDate: '2024-02-30' },
      { endDate: '2023-12-31' },
      { status: 'active' },
      { customerName: ' ' },
      { lastPaymentAmountMinor: -1 },
      { unexpected: true },
    ]) {
      expect(subscriptionInputSchema.safeParse({ ...valid, ...patch }).success, JSON.stringify(patch)).toBe(
        false,
      );
    }
  });
});
