import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../dates/calendar';
import { convertMinor, createRateTable, shippedEcbRates } from '../fx/index';
import { normalisedMrr } from '../subscriptions/mrr';
import {
  BAD_DEBT_PATH,
  DEMO_ACCOUNTING_MONTHS,
  type DemoPnlLine,
  demoBalanceSheet,
  demoProfitAndLoss,
  SUBSCRIPTION_REVENUE_PATH,
} from './demo-accounting';
import { type DemoBank, generateDemoBank } from './demo-bank';
import { generateDemoCompany } from './demo-company';
import type { DemoCompany } from './demo-types';

const asOf = '2026-11-20';
const company = generateDemoCompany({ seed: 'books', asOf, customers: 400, months: 24 });
const bank = generateDemoBank(company, 'books');
const pnl = demoProfitAndLoss(company, bank);
const rates = createRateTable(shippedEcbRates());

const linesOf = (month: string, lines: readonly DemoPnlLine[] = pnl) =>
  lines.filter((l) => l.month === month);
const amountOf = (lines: readonly DemoPnlLine[], prefix: string) =>
  lines.filter((l) => l.category.startsWith(prefix)).reduce((sum, l) => sum + l.amountMinor, 0);

/** MRR in euros on a day: every live subscription's net amount per month, converted on that day. */
function euroMrrOn(demo: DemoCompany, day: string): number {
  return demo.subscriptions
    .filter((s) => s.startDate <= day && (s.endDate === null || s.endDate > day) && s.status !== 'PAUSED')
    .reduce(
      (sum, s) =>
        sum +
        convertMinor(normalisedMrr(s.netAmountMinor, s.billingPeriodMonths), s.currency, 'EUR', day, rates),
      0,
    );
}

const balanceOn = (demo: DemoBank, day: string) =>
  demo.accounts.reduce((sum, account) => {
    const later = demo.transactions
      .filter((t) => t.accountId === account.id && t.bookingDate > day)
      .reduce((total, t) => total + t.amountMinor, 0);
    return sum + convertMinor(account.balanceMinor - later, account.currency, 'EUR', day, rates);
  }, 0);

describe('demoProfitAndLoss', () => {
  it('is the same for the same company and bank', () => {
    expect(demoProfitAndLoss(company, bank)).toEqual(pnl);
    const other = generateDemoCompany({ seed: 'other', asOf, customers: 400, months: 24 });
    expect(demoProfitAndLoss(other, generateDemoBank(other, 'other'))).not.toEqual(pnl);
  });

  it('covers the 24 months up to asOf, in whole minor units, sorted', () => {
    const months = [...new Set(pnl.map((line) => line.month))];
    expect(months).toHaveLength(DEMO_ACCOUNTING_MONTHS);
    expect(months[0]).toBe('2024-12-01');
    expect(months.at(-1)).toBe('2026-11-01');
    expect(pnl.every((line) => Number.isSafeInteger(line.amountMinor) && line.amountMinor !== 0)).toBe(true);
    const keys = pnl.map((line) => `${line.month}|${line.category}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...keys].sort());
  });

  it('earns about the MRR each full month, from subscriptions', () => {
    // From the seventh month on: the company starts from nothing, when a few days' sales double it.
    for (let n = 6; n < DEMO_ACCOUNTING_MONTHS - 1; n++) {
      const month = addMonths('2024-12-01', n);
      const revenue = amountOf(linesOf(month), SUBSCRIPTION_REVENUE_PATH);
      const mrr = euroMrrOn(company, addDays(addMonths(month, 1), -1));
      expect(revenue / mrr, month).toBeGreaterThan(0.85);
      expect(revenue / mrr, month).toBeLessThan(1.15);
    }
  });

  it('books the costs its bank paid under the category paths, as expenses', () => {
    const month = '2026-10-01';
    const lines = linesOf(month);
    for (const path of [
      'Expenses/Payroll/Wages',
      'Expenses/Payroll/Social security',
      'Expenses/Operating/Rent',
      'Expenses/Operating/Software',
      'Expenses/Professional services/Accounting',
      'Expenses/Financing/Interest',
      'Expenses/Taxes/Wage tax',
    ])
      expect(amountOf(lines, path), path).toBeLessThan(0);
    const advertising = pnl.filter((line) => line.category === 'Expenses/Sales and marketing/Advertising');
    expect(advertising.length).toBeGreaterThan(DEMO_ACCOUNTING_MONTHS / 2);
    expect(advertising.every((line) => line.amountMinor < 0)).toBe(true);
    // Every expense path is one the convention names; income is only revenue and other income.
    for (const line of pnl)
      expect(line.category).toMatch(
        /^(Income\/(Revenue|Other)|Expenses\/(Cost of sales|Payroll|Operating|Sales and marketing|Professional services|Financing|Taxes|Other))\/[^/]+$/,
      );
    const rent = bank.transactions.filter(
      (t) => t.bookingDate.startsWith('2026-10') && /^Miete/.test(t.description),
    );
    expect(amountOf(lines, 'Expenses/Operating/Rent')).toBe(rent.reduce((sum, t) => sum + t.amountMinor, 0));
  });

  it('leaves loans, VAT, equity and money received for invoices out of profit and loss', () => {
    const months = new Set(pnl.map((line) => line.month.slice(0, 7)));
    const inMonths = bank.transactions.filter((t) => months.has(t.bookingDate.slice(0, 7)));
    const costs =
      -amountOf(pnl, 'Expenses/') - amountOf(pnl, 'Income/Revenue/Refunds') + amountOf(pnl, BAD_DEBT_PATH);
    const excluded = /^(Tilgung|Auszahlung) Darlehen|Umsatzsteuer|Kapitalerhöhung|Umbuchung/;
    const paidOut = inMonths
      .filter((t) => t.amountMinor < 0 && !excluded.test(t.description))
      .reduce((sum, t) => sum + convertMinor(-t.amountMinor, t.currency, 'EUR', t.bookingDate, rates), 0);
    expect(Math.abs(costs - paidOut) / paidOut).toBeLessThan(0.001);
  });

  it('gives up unpaid invoices as bad debt', () => {
    const badDebt = pnl.filter((line) => line.category === BAD_DEBT_PATH);
    expect(badDebt.length).toBeGreaterThan(0);
    expect(badDebt.every((line) => line.amountMinor < 0)).toBe(true);
  });
});

describe('demoBalanceSheet', () => {
  it('holds the bank’s cash and the loan still owed, and more assets than liabilities', () => {
    const sheet = demoBalanceSheet(company, bank, asOf);
    expect(sheet.cashMinor).toBe(balanceOn(bank, asOf));
    const loan = bank.transactions.filter((t) => /^(Auszahlung|Tilgung) Darlehen/.test(t.description));
    const owed = loan.reduce((sum, t) => sum + t.amountMinor, 0);
    expect(owed).toBeGreaterThan(0);
    expect(sheet.debtMinor).toBe(owed);
    expect(sheet.receivablesMinor).toBeGreaterThan(0);
    expect(sheet.totalAssetsMinor).toBe(sheet.cashMinor + sheet.receivablesMinor);
    expect(sheet.totalLiabilitiesMinor).toBe(sheet.debtMinor);
    expect(sheet.totalAssetsMinor).toBeGreaterThanOrEqual(sheet.totalLiabilitiesMinor);
  });

  it('stands on any earlier day as the bookings up to it make it, with no debt before the loan', () => {
    const drawdown = bank.transactions.find((t) => /^Auszahlung Darlehen/.test(t.description))!;
    const before = demoBalanceSheet(company, bank, addDays(drawdown.bookingDate, -1));
    const after = demoBalanceSheet(company, bank, drawdown.bookingDate);
    expect(before.debtMinor).toBe(0);
    expect(after.debtMinor).toBe(drawdown.amountMinor);
    expect(after.cashMinor).toBe(balanceOn(bank, drawdown.bookingDate));
    expect(() => demoBalanceSheet(company, bank, addDays(asOf, 1))).toThrow(RangeError);
  });

  it('keeps assets above liabilities for other companies too', () => {
    for (const [seed, customers] of [
      ['small', 150],
      ['large', 1_500],
      ['third', 400],
      ['fourth', 400],
      ['fifth', 250],
      ['sixth', 800],
    ] as const) {
      const other = generateDemoCompany({ seed, asOf, customers, months: 24 });
      const sheet = demoBalanceSheet(other, generateDemoBank(other, seed), asOf);
      expect(sheet.totalAssetsMinor, seed).toBeGreaterThan(sheet.totalLiabilitiesMinor);
      expect(sheet.debtMinor, seed).toBeGreaterThanOrEqual(0);
    }
  });
});
