import { describe, expect, it } from 'vitest';
import { terminalContract } from '../terminal-contract';
import { sandboxTerminal } from './sandbox-terminal';

describe('terminal sandbox', () => {
  terminalContract(() => sandboxTerminal('integration-1', '2026-11-20'));

  it('reports about three months of card sales, newest first, the same for the same integration and day', async () => {
    const sales = [];
    const terminal = sandboxTerminal('integration-1', '2026-11-20');
    for (let cursor: string | null = null; ; ) {
      const page = await terminal.transactions(cursor, null);
      sales.push(...page.items);
      if (page.next === null) break;
      cursor = page.next;
    }
    expect(sales.length).toBeGreaterThan(500);
    expect(sales[0]!.occurredAt.slice(0, 10) <= '2026-11-20').toBe(true);
    expect(sales.at(-1)!.occurredAt.slice(0, 10) >= '2026-08-23').toBe(true);
    for (let n = 1; n < sales.length; n++)
      expect(sales[n - 1]!.occurredAt >= sales[n]!.occurredAt).toBe(true);
    expect(new Set(sales.map((sale) => sale.externalId)).size).toBe(sales.length);
    expect(new Set(sales.map((sale) => sale.status))).toEqual(new Set(['succeeded', 'failed', 'refunded']));
    expect(await sandboxTerminal('integration-1', '2026-11-20').transactions(null, null)).toEqual(
      await terminal.transactions(null, null),
    );
  });
});
