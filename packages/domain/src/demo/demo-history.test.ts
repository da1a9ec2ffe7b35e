import { describe, expect, it } from 'vitest';
import { generateDemoCompany } from './demo-company';
import { demoSubscriptionHistories } from './demo-history';

describe('demo subscription histories', () => {
  const demo = generateDemoCompany({ seed: 3, asOf: '2025-06-30' });
  const histories = demoSubscriptionHistories(demo.subscriptions);

  it('joins each plan change into one subscription whose terms change on that day', () => {
    expect(histories.length).toBeLessThan(demo.subscriptions.length);
    const records = new Map(demo.subscriptions.map((s) => [s.externalId, s]));
    const changed = histories.filter((h) =>
      h.changes.some((c, i) => i > 0 && c.netAmountMinor !== h.changes[i - 1]!.netAmountMinor),
    );
    expect(changed.length).toBeGreaterThan(50);
    for (const history of histories) {
      expect(history.changes[0]!.effectiveDate).toBe(history.startDate);
      expect(records.get(history.externalId)!.startDate).toBe(history.startDate);
      const dates = history.changes.map((c) => c.effectiveDate);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
    }
    // Every record is in exactly one history (the last one is the contract as it stands).
    const lasts = new Set(histories.map((h) => h.subscription.externalId));
    expect(histories.every((h) => lasts.has(h.subscription.externalId))).toBe(true);
  });

  it('writes pauses as PAUSED and the resumption as running again', () => {
    const paused = histories.filter((h) => h.changes.some((c) => c.status === 'PAUSED'));
    expect(paused.length).toBeGreaterThan(20);
    const resumed = paused.filter((h) => {
      const index = h.changes.findIndex((c) => c.status === 'PAUSED');
      return h.changes[index + 1]?.status === 'AVAILABLE';
    });
    expect(resumed.length).toBeGreaterThan(10);
    for (const history of histories.filter((h) => h.subscription.status === 'PAUSED'))
      expect(history.changes.at(-1)!.status).toBe('PAUSED');
  });
});
