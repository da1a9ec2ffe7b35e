import { describe, expect, it } from 'vitest';
import { ACCOUNTING_SHAPES } from '../accounting-contract';
import balanceSheetJson from './fixtures/balance-sheet.json';
import invoicesJson from './fixtures/invoices.json';
import profitAndLossJson from './fixtures/profit-and-loss.json';
import type { XeroInvoice, XeroReport, XeroReportRow } from './xero-client';
import { balanceSheetFromXero, invoiceFromXero, profitAndLossFromXero, xeroDay } from './xero-transform';

const pnl = () => structuredClone(profitAndLossJson.Reports[0]) as XeroReport;
const sheet = () => structuredClone(balanceSheetJson.Reports[0]) as XeroReport;
const invoices = () => structuredClone(invoicesJson.Invoices) as XeroInvoice[];
const invoiceNumbered = (number: string) => invoices().find((invoice) => invoice.InvoiceNumber === number)!;

describe('profitAndLossFromXero', () => {
  it('turns each account of each section into a line under its category path, expenses negative', () => {
    const { item: lines } = profitAndLossFromXero(pnl(), '2026-10-01', 'GBP');
    expect(Object.fromEntries(lines!.map((line) => [line.category, line.amountMinor]))).toEqual({
      'Income/Revenue/Sales': 4_825_000,
      'Income/Revenue/Implementation Fees': 375_000,
      'Income/Revenue/Sales Refunds': -35_000,
      'Expenses/Cost of sales/Hosting': -420_000,
      'Expenses/Cost of sales/Payment Processing Fees': -98_050,
      'Income/Other/Interest Income': 3_000,
      'Expenses/Payroll/Wages and Salaries': -2_800_000,
      'Expenses/Payroll/Employers National Insurance': -315_000,
      'Expenses/Operating/Rent': -350_000,
      'Expenses/Sales and marketing/Advertising': -520_000,
      'Expenses/Professional services/Audit & Accountancy fees': -65_000,
      'Expenses/Operating/Software': -167_450,
      'Expenses/Financing/Bank Fees': -4_590,
      'Expenses/Financing/Interest Paid': -38_000,
    });
    // Neither the sections' totals nor Gross and Net Profit are accounts; an account of 0 is no line.
    expect(lines!.every((line) => line.month === '2026-10-01' && line.currency === 'GBP')).toBe(true);
    for (const line of lines!) expect(ACCOUNTING_SHAPES.line.safeParse(line).error).toBeUndefined();
    const net = lines!.reduce((sum, line) => sum + line.amountMinor, 0);
    expect(net).toBe(389_910);
  });

  it('knows the section titles of Xero’s editions and leaves out sections it does not know', () => {
    const report = pnl();
    const rows = report.Rows as XeroReportRow[];
    rows[1]!.Title = 'Trading Income';
    rows[2]!.Title = 'Cost of Goods Sold';
    rows[5]!.Title = 'Operating Expenses';
    rows.push({ RowType: 'Section', Title: 'Less Other Expenses', Rows: [rows[5]!.Rows![0]!] });
    rows.push({ RowType: 'Section', Title: 'Statistics', Rows: [rows[5]!.Rows![1]!] });
    const categories = profitAndLossFromXero(report, '2026-10-01', 'GBP').item!.map((line) => line.category);
    expect(categories).toContain('Income/Revenue/Sales');
    expect(categories).toContain('Expenses/Cost of sales/Hosting');
    expect(categories).toContain('Expenses/Payroll/Wages and Salaries');
    expect(categories.filter((category) => category === 'Expenses/Payroll/Wages and Salaries')).toHaveLength(
      2,
    );
    expect(categories.filter((category) => category.endsWith('/Employers National Insurance'))).toHaveLength(
      1,
    );
  });

  it('refuses a month whose amount is not a decimal, and reads no report as no lines', () => {
    const report = pnl();
    report.Rows![1]!.Rows![0]!.Cells![1]!.Value = '48,250.00';
    expect(profitAndLossFromXero(report, '2026-10-01', 'GBP').skipped).toMatch(/2026-10/);
    expect(profitAndLossFromXero(undefined, '2026-10-01', 'GBP').item).toEqual([]);
  });
});

describe('balanceSheetFromXero', () => {
  it('takes the totals, the Bank section as cash and the loans among the liabilities as debt', () => {
    expect(balanceSheetFromXero(sheet(), '2026-11-20', 'GBP').item).toEqual({
      asOf: '2026-11-20',
      currency: 'GBP',
      totalAssetsMinor: 41_175_025,
      totalLiabilitiesMinor: 16_800_000,
      cashMinor: 38_775_025,
      debtMinor: 15_000_000,
    });
  });

  it('counts neither Net Assets nor the equity as liabilities, and refuses a report without totals', () => {
    const report = sheet();
    const equity = report.Rows!.find((row) => row.Title === 'Equity')!;
    equity.Rows!.unshift({ RowType: 'Row', Cells: [{ Value: 'Shareholder Loan' }, { Value: '5000.00' }] });
    expect(balanceSheetFromXero(report, '2026-11-20', 'GBP').item?.debtMinor).toBe(15_000_000);
    const untotalled = sheet();
    untotalled.Rows = untotalled.Rows!.filter(
      (row) => row.Rows?.[0]?.Cells?.[0]?.Value !== 'Total Liabilities',
    );
    expect(balanceSheetFromXero(untotalled, '2026-11-20', 'GBP').skipped).toMatch(/total liabilities/);
    const garbled = sheet();
    garbled.Rows![2]!.Rows![0]!.Cells![1]!.Value = 'n/a';
    expect(balanceSheetFromXero(garbled, '2026-11-20', 'GBP').skipped).toMatch(/not a decimal/);
  });
});

describe('invoiceFromXero', () => {
  it('reads a paid sales invoice in Tranche’s shape, offering Xero’s PDF', () => {
    const { item } = invoiceFromXero(invoiceNumbered('INV-0041'));
    expect(item).toEqual({
      externalId: '9f4c1a2e-3b7d-4e6f-8a1c-5d2e7b9f0a31',
      number: 'INV-0041',
      customerExternalId: '5b3a9d2e-7c1f-4e8a-b6d0-2f4c8e1a9b37',
      customerName: 'Bowman & Co',
      subscriptionExternalId: null,
      status: 'paid',
      currency: 'GBP',
      totalMinor: 142_800,
      amountDueMinor: 0,
      issuedOn: '2026-10-01',
      dueOn: '2026-10-15',
      paidOn: '2026-10-09',
      pdf: 'preview',
    });
    expect(ACCOUNTING_SHAPES.invoice.safeParse(item).error).toBeUndefined();
  });

  it('maps every status: awaiting approval is a draft, a voided one owes nothing', () => {
    const read = (number: string) => invoiceFromXero(invoiceNumbered(number));
    expect(read('INV-0042').item).toMatchObject({ status: 'open', currency: 'EUR', amountDueMinor: 29_750 });
    expect(read('INV-0044').item).toMatchObject({ status: 'draft', number: null, amountDueMinor: 142_800 });
    expect(read('INV-0045').item).toMatchObject({ status: 'draft', number: null });
    expect(read('INV-0040').item).toMatchObject({ status: 'void', amountDueMinor: 0, paidOn: null });
    expect(read('INV-0039').skipped).toMatch(/deleted/);
    expect(invoiceFromXero({ ...invoiceNumbered('INV-0042'), Status: 'ARCHIVED' }).skipped).toMatch(
      /ARCHIVED/,
    );
  });

  it('reads the Microsoft JSON date where Xero sends no DateString', () => {
    expect(invoiceFromXero(invoiceNumbered('INV-0043')).item).toMatchObject({
      issuedOn: '2026-11-02',
      dueOn: '2026-11-16',
    });
  });

  it('leaves out bills, unknown currencies and invoices without a customer', () => {
    const invoice = invoiceNumbered('INV-0042');
    expect(invoiceFromXero({ ...invoice, Type: 'ACCPAY' }).skipped).toMatch(/ACCPAY/);
    expect(invoiceFromXero({ ...invoice, CurrencyCode: 'NZD' }).skipped).toMatch(/NZD/);
    expect(invoiceFromXero({ ...invoice, Contact: {} }).skipped).toMatch(/customer/);
  });
});

describe('xeroDay', () => {
  it('reads ISO days and Microsoft JSON dates on the day of their zone', () => {
    expect(xeroDay('2026-10-03')).toBe('2026-10-03');
    expect(xeroDay('2018-10-20T00:00:00')).toBe('2018-10-20');
    expect(xeroDay('/Date(1539993600000+0000)/')).toBe('2018-10-20');
    expect(xeroDay('/Date(1552326816230)/')).toBe('2019-03-11');
    // 2018-10-19T13:00Z is already the 20th in New Zealand (+13:00).
    expect(xeroDay('/Date(1539954000000+1300)/')).toBe('2018-10-20');
    expect(xeroDay('/Date(1539993600000-0500)/')).toBe('2018-10-19');
    for (const value of [undefined, '', 'string', '2026-02-30', '/Date(abc)/'])
      expect(xeroDay(value)).toBeNull();
  });
});
