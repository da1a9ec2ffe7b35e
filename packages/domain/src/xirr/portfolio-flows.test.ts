import { describe, expect, it } from 'vitest';
import { portfolioIrr } from './portfolio-flows';

describe('portfolioIrr', () => {
  it('has no rate before a repayment and the plain yearly rate for one repayment a year later', () => {
    expect(portfolioIrr([{ priceMinor: 95_000, acceptedOn: '2025-01-01', repayments: [] }])).toEqual({
      kind: 'undefined',
      reason: 'NEEDS_INFLOW_AND_OUTFLOW',
    });
    const result = portfolioIrr([
      {
        priceMinor: 50_000,
        acceptedOn: '2025-01-01',
        repayments: [{ paidOn: '2026-01-01', amountMinor: 55_000 }],
      },
      {
        priceMinor: 50_000,
        acceptedOn: '2025-01-01',
        repayments: [{ paidOn: '2026-01-01', amountMinor: 55_000 }],
      },
    ]);
    expect(result.kind).toBe('value');
    if (result.kind === 'value') expect(result.rate).toBeCloseTo(0.1, 10);
  });
});
