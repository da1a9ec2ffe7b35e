import { describe, expect, it } from 'vitest';
import { accountingContract } from '../../accounting/accounting-contract';
import { sandboxAccounting } from '../../accounting/sandbox/sandbox-accounting';
import { sandboxUnified } from './sandbox-unified';

const asOf = '2026-11-20';

describe('unified-API sandbox', () => {
  accountingContract(() => sandboxUnified('company-1', asOf), asOf);

  it('reads the same books as the accounting sandbox of the same company', async () => {
    const unified = sandboxUnified('company-1', asOf);
    const accounting = sandboxAccounting('company-1', asOf);
    expect(await unified.balanceSheet(asOf)).toEqual(await accounting.balanceSheet(asOf));
    expect(await unified.profitAndLoss('2026-01-01', asOf)).toEqual(
      await accounting.profitAndLoss('2026-01-01', asOf),
    );
  });

  it('opens its vault session straight onto the redirect', async () => {
    const redirect = 'http://localhost:3000/settings/integrations?apideck=1';
    expect(await sandboxUnified('company-1', asOf).createSession(redirect)).toEqual({ sessionUrl: redirect });
  });
});
