import { describe, expect, it } from 'vitest';
import { ACCOUNTING_SHAPES } from '../accounting-contract';
import { reportRequests } from './codat-adapter';
import type {
  CodatBalanceSheet,
  CodatConnection,
  CodatInvoice,
  CodatPage,
  CodatProfitAndLoss,
} from './codat-client';
import { codatCompanyName } from './codat-client';
import {
  balanceSheetFromCodat,
  invoiceFromCodat,
  linkedAccountingConnection,
  profitAndLossFromCodat,
} from './codat-transform';
import balanceSheetJson from './fixtures/balance-sheet.json';
import connectionsJson from './fixtures/connections.json';
import invoicesJson from './fixtures/invoices.json';
import profitAndLossJson from './fixtures/profit-and-loss.json';

const pnl = () => structuredClone(profitAndLossJson) as unknown as CodatProfitAndLoss;
const sheet = () => structuredClone(balanceSheetJson) as unknown as CodatBalanceSheet;
const invoices = () => (structuredClone(invoicesJson) as unknown as CodatPage<CodatInvoice>).results!;

describe('profitAndLossFromCodat', () => {
  it('turns each account of each month into a line under its category path, expenses negative', () => {
    const { item: lines } = profitAndLossFromCodat(pnl());
    expect(new Set(lines!.map((line) => line.month))).toEqual(
      new Set(['2023-02-01', '2023-01-01', '2022-12-01', '2022-11-01', '2022-10-01', '2022-09-01']),
    );
    const february = new Map(
      lines!.filter((line) => line.month === '2023-02-01').map((line) => [line.category, line.amountMinor]),
    );
    expect(february.get('Income/Revenue/Sales')).toBe(11_715_495);
    expect(february.get('Expenses/Cost of sales/Purchases')).toBe(-2_530_547);
    expect(february.get('Expenses/Sales and marketing/Advertising & Marketing')).toBe(-2_108_789);
    expect(february.get('Expenses/Payroll/Wages')).toBe(-1_200_000);
    expect(february.get('Expenses/Operating/Rent')).toBe(-800_000);
    expect(february.get('Expenses/Taxes/Corporation Tax')).toBe(-37_138);
    expect(february.get('Expenses/Financing/Interest Paid (operating)')).toBe(-35_363);
    expect(february.get('Expenses/Financing/Bank Fees')).toBe(-45_912);
    // An account of 0 is no line.
    expect(february.has('Expenses/Professional services/Audit & Accountancy fees')).toBe(false);
    for (const line of lines!) expect(ACCOUNTING_SHAPES.line.safeParse(line).error).toBeUndefined();
    expect(lines!.every((line) => line.currency === 'GBP')).toBe(true);
  });

  it('refuses books in a currency Tranche does not trade', () => {
    expect(profitAndLossFromCodat({ ...pnl(), currency: 'AUD' }).skipped).toMatch(/AUD/);
  });
});

describe('balanceSheetFromCodat', () => {
  it('takes the totals, the bank accounts as cash and the loans as debt', () => {
    const answer = sheet();
    const { item } = balanceSheetFromCodat(answer.reports![0]!, answer.currency, '2023-03-15');
    expect(item).toEqual({
      asOf: '2023-02-28',
      currency: 'GBP',
      totalAssetsMinor: 451_337_122,
      totalLiabilitiesMinor: 93_028_987,
      cashMinor: 23_000_763,
      debtMinor: 63_899_960,
    });
  });

  it('never dates the figures after the day asked for', () => {
    const answer = sheet();
    expect(balanceSheetFromCodat(answer.reports![0]!, answer.currency, '2023-02-20').item?.asOf).toBe(
      '2023-02-20',
    );
  });
});

describe('invoiceFromCodat', () => {
  it('reads a paid sales invoice in Tranche’s shape, offering its PDF', () => {
    const { item } = invoiceFromCodat(invoices()[0]!);
    expect(item).toEqual({
      externalId: 'a227e96b-e5b9-4d33-b362-d5302476a96f',
      number: '14JCBVn4',
      customerExternalId: '30a19ff7-9795-4c96-aad8-896ecd239497',
      customerName: 'Zaria Luettgen',
      subscriptionExternalId: null,
      status: 'paid',
      currency: 'GBP',
      totalMinor: 339_227,
      amountDueMinor: 0,
      issuedOn: '2022-03-10',
      dueOn: '2022-03-10',
      paidOn: '2022-03-10',
      pdf: 'preview',
    });
    expect(ACCOUNTING_SHAPES.invoice.safeParse(item).error).toBeUndefined();
  });

  it('keeps what is still owed on an open invoice and leaves out deleted and unknown ones', () => {
    const invoice = { ...invoices()[1]!, status: 'PartiallyPaid' as const, amountDue: 5_000.5 };
    expect(invoiceFromCodat(invoice).item).toMatchObject({
      status: 'open',
      amountDueMinor: 500_050,
      paidOn: null,
    });
    expect(invoiceFromCodat({ ...invoice, metadata: { isDeleted: true } }).skipped).toMatch(/deleted/);
    expect(invoiceFromCodat({ ...invoice, status: 'Unknown' }).skipped).toMatch(/unknown/);
    expect(invoiceFromCodat({ ...invoice, currency: 'CHF' }).skipped).toMatch(/CHF/);
  });
});

describe('Codat connections and requests', () => {
  it('takes the linked accounting connection, not a bank or a pending one', () => {
    const [bank] = (connectionsJson as unknown as CodatPage<CodatConnection>).results!;
    const accounting = { ...bank!, id: 'acc-1', sourceType: 'Accounting' as const, platformName: 'Xero' };
    expect(linkedAccountingConnection([bank!])).toBeNull();
    expect(linkedAccountingConnection([bank!, { ...accounting, status: 'PendingAuth' }])).toBeNull();
    expect(linkedAccountingConnection([bank!, accounting])?.id).toBe('acc-1');
  });

  it('asks for 24 months in two requests of 12, newest first', () => {
    expect(reportRequests('2024-12-15', '2026-11-20')).toEqual([
      { startMonth: '2026-11-01', periods: 12 },
      { startMonth: '2025-11-01', periods: 12 },
    ]);
    expect(reportRequests('2026-09-01', '2026-11-20')).toEqual([{ startMonth: '2026-11-01', periods: 3 }]);
  });

  it('names the company as Codat allows', () => {
    expect(codatCompanyName('Müller & Söhne GmbH (Berlin)')).toBe('Muller & Sohne GmbH Berlin');
    expect(codatCompanyName('北京')).toBe('Tranche client');
  });
});
