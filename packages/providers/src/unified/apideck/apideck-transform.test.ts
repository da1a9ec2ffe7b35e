import { describe, expect, it } from 'vitest';
import { ACCOUNTING_SHAPES } from '../../accounting/accounting-contract';
import { monthPeriods } from '../../accounting/report-months';
import type {
  ApideckBalanceSheetReport,
  ApideckConnection,
  ApideckInvoice,
  ApideckProfitAndLoss,
} from './apideck-client';
import {
  authorisedConnection,
  balanceSheetFromApideck,
  invoiceFromApideck,
  profitAndLossFromApideck,
} from './apideck-transform';
import balanceSheetJson from './fixtures/balance-sheet.json';
import invoicesJson from './fixtures/invoices.json';
import profitAndLossJson from './fixtures/profit-and-loss.json';

const report = () => structuredClone(profitAndLossJson.data) as unknown as ApideckProfitAndLoss;
const sheet = () => structuredClone(balanceSheetJson.data.reports[0]) as unknown as ApideckBalanceSheetReport;
const invoice = () => structuredClone(invoicesJson.data[0]) as unknown as ApideckInvoice;

describe('profitAndLossFromApideck', () => {
  it('turns each account of the month into a line under its category path, expenses negative', () => {
    const { item: lines } = profitAndLossFromApideck(report(), '2017-01-01', null);
    expect(Object.fromEntries(lines!.map((line) => [line.category, line.amountMinor]))).toEqual({
      'Income/Revenue/Sales of products': 2_000_000,
      'Income/Revenue/Sales of External Services': 1_000_000,
      'Income/Revenue/Sales of Internal Services': 3_000_000,
      'Expenses/Cost of sales/COGS Sales': -1_200_000,
      'Expenses/Operating/Maintenance': -100_000,
      'Expenses/Operating/Rent': -1_000_000,
      'Expenses/Operating/Electricity': -200_000,
      'Expenses/Operating/Telephone': -100_000,
      'Income/Other/Interest Income': 200_000,
      'Income/Other/Foreign Exchange Gain': 100_000,
      'Expenses/Other/Unrealized Gain-Loss': -100_000,
    });
    for (const line of lines!) expect(ACCOUNTING_SHAPES.line.safeParse(line).error).toBeUndefined();
  });

  it('takes the books’ currency when the report names none, and refuses one Tranche does not trade', () => {
    expect(
      profitAndLossFromApideck({ ...report(), currency: null }, '2017-01-01', 'EUR').item?.[0]?.currency,
    ).toBe('EUR');
    expect(profitAndLossFromApideck({ ...report(), currency: 'JPY' }, '2017-01-01', 'EUR').skipped).toMatch(
      /JPY/,
    );
  });

  it('asks for one month at a time, the last up to the day', () => {
    expect(monthPeriods('2026-09-15', '2026-11-20')).toEqual([
      { start: '2026-09-01', end: '2026-09-30' },
      { start: '2026-10-01', end: '2026-10-31' },
      { start: '2026-11-01', end: '2026-11-20' },
    ]);
  });
});

describe('balanceSheetFromApideck', () => {
  it('takes the totals, cash and the debts by their account names', () => {
    expect(balanceSheetFromApideck(sheet(), '2017-02-15', null).item).toEqual({
      asOf: '2017-01-31',
      currency: 'USD',
      totalAssetsMinor: 5_000_000,
      totalLiabilitiesMinor: 3_000_000,
      cashMinor: 1_000_000,
      debtMinor: 2_000_000,
    });
  });
});

describe('invoiceFromApideck', () => {
  it('reads a sales invoice in Tranche’s shape, a draft without a number', () => {
    const { item } = invoiceFromApideck(invoice());
    expect(item).toEqual({
      externalId: '12345',
      number: null,
      customerExternalId: '12345',
      customerName: 'Windsurf Shop',
      subscriptionExternalId: null,
      status: 'draft',
      currency: 'USD',
      totalMinor: 2_750_000,
      amountDueMinor: 2_750_000,
      issuedOn: '2020-09-30',
      dueOn: '2020-09-30',
      paidOn: null,
      pdf: 'none',
    });
    expect(ACCOUNTING_SHAPES.invoice.safeParse(item).error).toBeUndefined();
    expect(invoiceFromApideck({ ...invoice(), status: 'paid', balance: 0 }).item).toMatchObject({
      status: 'paid',
      number: 'OIT00546',
      amountDueMinor: 0,
    });
  });

  it('leaves out supplier bills, credit notes and deleted invoices', () => {
    expect(invoiceFromApideck({ ...invoice(), type: 'supplier' }).skipped).toMatch(/supplier/);
    expect(invoiceFromApideck({ ...invoice(), status: 'credit' }).skipped).toMatch(/credit/);
    expect(invoiceFromApideck({ ...invoice(), status: 'deleted' }).skipped).toMatch(/deleted/);
  });
});

describe('authorisedConnection', () => {
  it('takes an enabled accounting connection that Apideck can call', () => {
    const base: ApideckConnection = {
      id: 'accounting+xero',
      service_id: 'xero',
      unified_api: 'accounting',
      enabled: true,
    };
    expect(authorisedConnection([{ ...base, state: 'added' }])).toBeNull();
    expect(authorisedConnection([{ ...base, state: 'callable', enabled: false }])).toBeNull();
    expect(authorisedConnection([{ ...base, state: 'callable', unified_api: 'crm' }])).toBeNull();
    expect(
      authorisedConnection([
        { ...base, state: 'invalid' },
        { ...base, id: 'x', state: 'authorized' },
      ])?.id,
    ).toBe('x');
  });
});
