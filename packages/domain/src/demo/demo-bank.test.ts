import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../dates/calendar';
import { type DemoBank, type DemoBankTransaction, generateDemoBank } from './demo-bank';
import { generateDemoCompany } from './demo-company';

const asOf = '2026-11-20';
const company = generateDemoCompany({ seed: 'bank', asOf, customers: 400, months: 24 });
const bank = generateDemoBank(company, 'bank');
const [eur, usd] = bank.accounts;

const of = (accountId: string) => bank.transactions.filter((t) => t.accountId === accountId);
const total = (transactions: readonly DemoBankTransaction[]) =>
  transactions.reduce((sum, t) => sum + t.amountMinor, 0);
const matching = (pattern: RegExp) => bank.transactions.filter((t) => pattern.test(t.description));

/** Money in and out of the EUR account per month, yyyy-mm. */
function monthly(demo: DemoBank): Map<string, { in: number; out: number }> {
  const months = new Map<string, { in: number; out: number }>();
  for (const t of demo.transactions.filter((candidate) => candidate.accountId === demo.accounts[0]!.id)) {
    const month = months.get(t.bookingDate.slice(0, 7)) ?? { in: 0, out: 0 };
    if (t.amountMinor > 0) month.in += t.amountMinor;
    else month.out -= t.amountMinor;
    months.set(t.bookingDate.slice(0, 7), month);
  }
  return months;
}

describe('generateDemoBank', () => {
  it('is the same for the same company and seed, and another for another seed', () => {
    expect(generateDemoBank(company, 'bank')).toEqual(bank);
    expect(generateDemoBank(company, 'other').accounts[0]!.iban).not.toBe(eur!.iban);
  });

  it('holds a EUR current account with a valid German IBAN and a smaller USD account', () => {
    expect(bank.accounts.map((account) => account.currency)).toEqual(['EUR', 'USD']);
    for (const account of bank.accounts) {
      expect(account.iban).toMatch(/^DE\d{20}$/);
      expect(isValidIBAN(account.iban)).toBe(true);
    }
    expect(new Set(bank.accounts.map((account) => account.id)).size).toBe(2);
    expect(usd!.balanceMinor).toBeLessThan(eur!.balanceMinor / 4);
  });

  it('books two years up to asOf, every month, in whole minor units with unique ids', () => {
    const first = addDays(addMonths(asOf, -24), 1);
    expect(bank.transactions.every((t) => t.bookingDate >= first && t.bookingDate <= asOf)).toBe(true);
    expect(new Set(bank.transactions.map((t) => t.bookingDate.slice(0, 7))).size).toBe(25);
    expect(bank.transactions.every((t) => Number.isSafeInteger(t.amountMinor) && t.amountMinor !== 0)).toBe(
      true,
    );
    expect(new Set(bank.transactions.map((t) => t.id)).size).toBe(bank.transactions.length);
    const days = bank.transactions.map((t) => t.bookingDate);
    expect(days).toEqual([...days].sort());
  });

  it('has balances the bookings explain, never below zero', () => {
    for (const account of bank.accounts) {
      let balance = account.balanceMinor - total(of(account.id));
      expect(balance).toBeGreaterThanOrEqual(0);
      for (const t of of(account.id)) {
        balance += t.amountMinor;
        expect(balance, `${account.currency} on ${t.bookingDate}`).toBeGreaterThanOrEqual(0);
      }
      expect(balance).toBe(account.balanceMinor);
    }
  });

  it("receives the customers' payments: transfers one by one, card payments in Stripe payouts", () => {
    const names = new Map(company.customers.map((customer) => [customer.name, customer.externalId]));
    const transfers = bank.transactions.filter((t) => t.amountMinor > 0 && names.has(t.counterparty));
    expect(transfers.length).toBeGreaterThan(50);
    for (const transfer of transfers) {
      const paid = company.payments.filter(
        (p) =>
          p.customerExternalId === names.get(transfer.counterparty) &&
          p.status === 'PAID' &&
          p.amountMinor === transfer.amountMinor &&
          p.settledOn! >= addDays(transfer.bookingDate, -4) &&
          p.settledOn! <= transfer.bookingDate,
      );
      expect(paid.length, transfer.description).toBeGreaterThan(0);
    }
    const payouts = bank.transactions.filter((t) => t.counterparty === 'STRIPE PAYMENTS UK LTD');
    expect(payouts.length).toBeGreaterThan(200);
    expect(payouts.every((t) => /^Stripe payout po_1\w{23} \d+ charges$/.test(t.description))).toBe(true);
    expect(matching(/^Erstattung RE-/).every((t) => t.amountMinor < 0 && names.has(t.counterparty))).toBe(
      true,
    );
  });

  it('pays what a German SaaS company pays, in German and English', () => {
    for (const pattern of [
      /^SEPA-Sammelüberweisung Gehalt \d\d\/\d{4} \d+ Posten$/,
      /^Beitragsnachweis/,
      /^Lohnsteuer-Anmeldung/,
      /^Miete \d\d\/\d{4} Büro/,
      /^AWS invoice/,
      /^Google Workspace/,
      /^Rechnung R00\d+ Cloud Server$/,
      /Jira/,
      /^Slack Pro/,
      /^Kartenzahlung VISA Debit/,
      /Umsatzsteuer/,
      /^Auszahlung Darlehen/,
      /^Tilgung Darlehen/,
      /^Zinsen Darlehen/,
      /^Kontoführungsentgelt/,
      /^Umbuchung USD-Konto/,
      /^Kapitalerhöhung/,
    ])
      expect(matching(pattern).length, String(pattern)).toBeGreaterThan(0);
    const salaries = matching(/Gehalt/);
    expect(salaries.every((t) => t.amountMinor < 0 && t.accountId === eur!.id)).toBe(true);
    expect(matching(/^AWS invoice/).every((t) => t.accountId === usd!.id)).toBe(true);
  });

  it('grows its costs with its revenue and keeps 12 to 30 months of runway', () => {
    const months = [...monthly(bank)].sort(([a], [b]) => (a < b ? -1 : 1));
    const lastSix = months.slice(-7, -1).map(([, month]) => month);
    const burn = lastSix.reduce((sum, month) => sum + month.out - month.in, 0) / 6;
    const out = lastSix.reduce((sum, month) => sum + month.out, 0) / 6;
    expect(burn).toBeGreaterThan(0);
    expect(burn / out).toBeLessThan(0.5);
    expect(eur!.balanceMinor / burn).toBeGreaterThanOrEqual(12);
    expect(eur!.balanceMinor / burn).toBeLessThanOrEqual(30);
    const salaries = matching(/Gehalt/);
    expect(-total(salaries.slice(-6))).toBeGreaterThan(-total(salaries.slice(0, 6)) * 1.5);
  });

  it('keeps the runway for other companies too', () => {
    for (const [seed, customers] of [
      ['small', 150],
      ['large', 1_500],
    ] as const) {
      const other = generateDemoCompany({ seed, asOf, customers, months: 24 });
      const demo = generateDemoBank(other, seed);
      const lastSix = [...monthly(demo)].sort(([a], [b]) => (a < b ? -1 : 1)).slice(-7, -1);
      const burn = lastSix.reduce((sum, [, month]) => sum + month.out - month.in, 0) / 6;
      const runway = demo.accounts[0]!.balanceMinor / burn;
      expect(runway, seed).toBeGreaterThanOrEqual(12);
      expect(runway, seed).toBeLessThanOrEqual(30);
    }
  });
});
