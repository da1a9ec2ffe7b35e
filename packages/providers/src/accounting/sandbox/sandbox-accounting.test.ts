import { convertMinor, createRateTable, shippedEcbRates } from '@tranche/domain';
import { describe, expect, it } from 'vitest';
import { sandboxBanking } from '../../banking/sandbox/sandbox-banking';
import { sandboxBilling } from '../../billing/sandbox/sandbox-billing';
import { accountingContract } from '../accounting-contract';
import { sandboxAccounting, sandboxBooks } from './sandbox-accounting';

const asOf = '2026-11-20';

describe('accounting sandbox', () => {
  accountingContract(() => sandboxAccounting('company-1', asOf), asOf);

  it('keeps the same books for the same company and day, other books for another', async () => {
    const lines = await sandboxAccounting('company-1', asOf).profitAndLoss('2025-01-01', asOf);
    expect(await sandboxAccounting('company-1', asOf).profitAndLoss('2025-01-01', asOf)).toEqual(lines);
    expect(await sandboxAccounting('company-2', asOf).profitAndLoss('2025-01-01', asOf)).not.toEqual(lines);
  });

  it('reports only the months asked for: 24 up to the day, and fewer when asked', async () => {
    const sandbox = sandboxAccounting('company-1', asOf);
    const all = await sandbox.profitAndLoss('2024-12-01', asOf);
    expect(new Set(all.map((line) => line.month)).size).toBe(24);
    const quarter = await sandbox.profitAndLoss('2026-08-15', '2026-10-31');
    expect([...new Set(quarter.map((line) => line.month))]).toEqual([
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ]);
    expect(quarter.some((line) => line.category.startsWith('Expenses/Sales and marketing/'))).toBe(true);
  });

  it('holds the sandbox bank’s cash, its loan as debt, and more assets than liabilities', async () => {
    const sheet = await sandboxAccounting('company-1', asOf).balanceSheet(asOf);
    const bank = sandboxBanking('company-1', asOf);
    const consent = await bank.completeConsent({ consentId: 'SANDBOX_DE_1:ref' });
    const rates = createRateTable(shippedEcbRates());
    let cash = 0;
    for (const account of consent.accounts) {
      const [balance] = await bank.balances(account.externalId);
      cash += convertMinor(balance!.amountMinor, balance!.currency, 'EUR', asOf, rates);
    }
    expect(sheet).toMatchObject({ asOf, currency: 'EUR', cashMinor: cash });
    expect(sheet.debtMinor).toBeGreaterThan(0);
    expect(sheet.totalLiabilitiesMinor).toBeGreaterThanOrEqual(sheet.debtMinor);
    expect(sheet.totalAssetsMinor).toBeGreaterThanOrEqual(
      Math.max(sheet.cashMinor, sheet.totalLiabilitiesMinor),
    );
    const earlier = await sandboxAccounting('company-1', asOf).balanceSheet('2025-06-30');
    expect(earlier.asOf).toBe('2025-06-30');
    expect(earlier.cashMinor).not.toBe(sheet.cashMinor);
    // A later day than the books have is answered with the books' last day.
    expect((await sandboxAccounting('company-1', asOf).balanceSheet('2027-01-01')).asOf).toBe(asOf);
  });

  it('lists the invoices the company’s billing sandbox issued, with the same PDFs', async () => {
    const sandbox = sandboxAccounting('company-1', asOf);
    const books = await sandbox.invoices(null);
    const billing = sandboxBilling('company-1', asOf);
    const billed = await billing.invoices(null, null);
    expect(books.items.map((invoice) => invoice.externalId)).toEqual(billed.items.map((i) => i.externalId));
    expect(books.items.every((invoice) => invoice.pdf === 'preview')).toBe(true);
    expect(books.next).toBe(billed.next);
    const id = books.items[0]!.externalId;
    expect(await sandbox.invoicePdf!(id)).toEqual(await billing.invoicePdf(id));
    await expect(sandbox.invoicePdf!('in_none')).rejects.toMatchObject({ status: 404 });
  });

  it('offers no PDFs in the books the unified sandbox reads (Apideck gives none)', async () => {
    const books = sandboxBooks('company-1', asOf);
    expect(books.invoicePdf).toBeUndefined();
    expect((await books.invoices(null)).items.every((invoice) => invoice.pdf === 'none')).toBe(true);
  });
});
