import { expect, it } from 'vitest';
import type { ProviderPayment } from '../billing/billing-types';
import type { TerminalProvider } from './terminal-provider';

const MAX_PAGES = 5;

/**
 * What every terminal provider promises the sync, the sandbox and the real ones alike: sales in
 * Tranche's shape with whole minor units and a time, ids unique across pages, paging that ends.
 */
export function terminalContract(open: () => TerminalProvider) {
  it('lists sales as payments, each once, page after page', async () => {
    const provider = open();
    const payments: ProviderPayment[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const result: Awaited<ReturnType<TerminalProvider['transactions']>> = await provider.transactions(
        cursor,
        null,
      );
      payments.push(...result.items);
      if (result.next === null) break;
      expect(result.next).not.toBe(cursor);
      cursor = result.next;
    }
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) {
      expect(Number.isSafeInteger(payment.amountMinor) && payment.amountMinor >= 0).toBe(true);
      expect(['succeeded', 'failed', 'pending', 'refunded']).toContain(payment.status);
      expect(['EUR', 'USD', 'CZK', 'PLN', 'GBP']).toContain(payment.currency);
      expect(Number.isNaN(Date.parse(payment.occurredAt))).toBe(false);
    }
    const ids = payments.map((payment) => payment.externalId);
    expect(new Set(ids).size).toBe(ids.length);
  });
}
