import { type Categorisation, categorise, type Level2Id, type Level3Id } from '../categorise/index';
import { addMonths, type IsoDate } from '../dates/calendar';
import { convertMinor, createRateTable, type RateTable, shippedEcbRates } from '../fx/index';
import { allocate, type Currency, type MinorUnits } from '../money/index';
import type { DemoBank, DemoBankTransaction } from './demo-bank';
import type { DemoCompany, DemoPayment } from './demo-types';

/** Months of profit and loss the demo books hold, the month of `asOf` (to date) the last. */
export const DEMO_ACCOUNTING_MONTHS = 24;

/** The demo company keeps its books in euros. */
export const DEMO_ACCOUNTING_CURRENCY: Currency = 'EUR';

/** One profit-and-loss amount of a month (its first day) and category path; negative: expense. */
export interface DemoPnlLine {
  month: IsoDate;
  category: string;
  amountMinor: MinorUnits;
}

/** The demo company's balance sheet at the end of a day, in euros. */
export interface DemoBalanceSheet {
  asOf: IsoDate;
  cashMinor: MinorUnits;
  /** Invoices issued and neither paid nor written off by the day, VAT included. */
  receivablesMinor: MinorUnits;
  totalAssetsMinor: MinorUnits;
  /** The bank loan still owed. */
  debtMinor: MinorUnits;
  totalLiabilitiesMinor: MinorUnits;
}

/** Where subscription revenue goes; invoices (not bank receipts) decide it. */
export const SUBSCRIPTION_REVENUE_PATH = 'Income/Revenue/Subscriptions';
/** Invoices given up after every collection attempt failed. */
export const BAD_DEBT_PATH = 'Expenses/Operating/Bad debt';

/**
 * Bank categories (domain categorise) as profit-and-loss paths; null: not profit or loss (money
 * received for invoices, loans, equity, VAT, own transfers, cash). Level-3 entries override their
 * level 2.
 */
const PATHS: Partial<Record<Level2Id | Level3Id, string | null>> = {
  'revenue.subscriptions': null,
  'revenue.payouts': null,
  'revenue.refunds': 'Income/Revenue/Refunds',
  'revenue.refunds.refunds_received': 'Income/Other/Refunds received',
  'revenue.other_income.grants': 'Income/Other/Grants',
  'revenue.other_income.miscellaneous': 'Income/Other/Miscellaneous',
  'payroll.wages': 'Expenses/Payroll/Wages',
  'payroll.social_security': 'Expenses/Payroll/Social security',
  'payroll.benefits': 'Expenses/Payroll/Benefits',
  'operating_costs.facilities': 'Expenses/Operating/Office',
  'operating_costs.facilities.rent': 'Expenses/Operating/Rent',
  'operating_costs.software': 'Expenses/Operating/Software',
  // What serving the customers costs: the product's hosting and the fees on their payments.
  'operating_costs.software.cloud_hosting': 'Expenses/Cost of sales/Hosting',
  'operating_costs.bank_fees.payment_fees': 'Expenses/Cost of sales/Payment fees',
  'operating_costs.marketing.online_ads': 'Expenses/Sales and marketing/Advertising',
  'operating_costs.marketing.events': 'Expenses/Sales and marketing/Events',
  'operating_costs.marketing.agencies': 'Expenses/Sales and marketing/Agencies',
  'operating_costs.professional_services.legal': 'Expenses/Professional services/Legal',
  'operating_costs.professional_services.accounting': 'Expenses/Professional services/Accounting',
  'operating_costs.professional_services.contractors': 'Expenses/Professional services/Contractors',
  'operating_costs.professional_services.recruiting': 'Expenses/Professional services/Recruiting',
  'operating_costs.travel': 'Expenses/Operating/Travel',
  'operating_costs.card_spend': 'Expenses/Operating/Card spend',
  'operating_costs.bank_fees': 'Expenses/Financing/Bank fees',
  'operating_costs.insurance': 'Expenses/Operating/Insurance',
  'operating_costs.other': 'Expenses/Operating/Other',
  'financing.loan_drawdown': null,
  'financing.loan_repayment': null,
  'financing.interest.interest_paid': 'Expenses/Financing/Interest',
  'financing.interest.financing_fees': 'Expenses/Financing/Fees',
  'financing.interest.interest_received': 'Income/Other/Interest',
  'financing.equity': null,
  'taxes.vat': null,
  'taxes.payroll_taxes': 'Expenses/Taxes/Wage tax',
  'taxes.income_taxes': 'Expenses/Taxes/Income taxes',
  'taxes.other_taxes': 'Expenses/Taxes/Other taxes',
  'transfers.own_accounts': null,
  'other.cash': null,
  'other.donations_fines': 'Expenses/Other/Donations and fines',
};

const pathOf = ({ level2, level3 }: Categorisation): string | null => {
  if (level3 in PATHS) return PATHS[level3]!;
  if (level2 in PATHS) return PATHS[level2]!;
  throw new Error(`No profit-and-loss path for ${level3}`);
};

let rates: RateTable | null = null;
const toEuro = (amountMinor: number, from: Currency, day: IsoDate): MinorUnits => {
  rates ??= createRateTable(shippedEcbRates());
  return convertMinor(amountMinor, from, DEMO_ACCOUNTING_CURRENCY, day, rates);
};

const monthOf = (day: IsoDate): IsoDate => `${day.slice(0, 7)}-01`;

/** One billing period invoiced: what it earns per month, and when it was settled. */
interface BilledPeriod {
  issuedOn: IsoDate;
  grossEuro: MinorUnits;
  /** The net amount, in euros, per month of the period from its first. */
  earnedEuro: MinorUnits[];
  paidOn: IsoDate | null;
  /** The day the last attempt failed with none left; null while paid or still collecting. */
  writtenOffOn: IsoDate | null;
}

/** Every billing period begun by `asOf`, one invoice each, priced in euros on its first day. */
function billedPeriods(company: DemoCompany): BilledPeriod[] {
  const months = new Map(company.subscriptions.map((s) => [s.externalId, s.billingPeriodMonths]));
  const periods = new Map<string, DemoPayment[]>();
  for (const payment of company.payments) {
    if (payment.periodStart > company.asOf) continue;
    const key = `${payment.subscriptionExternalId}|${payment.periodStart}`;
    periods.set(key, [...(periods.get(key) ?? []), payment]);
  }
  return [...periods.values()].map((attempts) => {
    const first = attempts[0]!;
    const paid = attempts.find((attempt) => attempt.status === 'PAID');
    const collecting = attempts.some((attempt) => attempt.status === 'SCHEDULED');
    const net = toEuro(first.netAmountMinor, first.currency, first.periodStart);
    const length = months.get(first.subscriptionExternalId) ?? 1;
    return {
      issuedOn: first.periodStart,
      grossEuro: toEuro(first.amountMinor, first.currency, first.periodStart),
      earnedEuro: allocate(
        net,
        Array.from({ length }, () => 1),
      ),
      paidOn: paid?.settledOn ?? null,
      writtenOffOn: paid || collecting ? null : (attempts.at(-1)!.settledOn ?? null),
    };
  });
}

const categoryOf = (transaction: DemoBankTransaction) =>
  categorise({
    amountMinor: transaction.amountMinor,
    currency: transaction.currency,
    description: transaction.description,
    creditorName: transaction.amountMinor < 0 ? transaction.counterparty : null,
    debtorName: transaction.amountMinor > 0 ? transaction.counterparty : null,
    bookingDate: transaction.bookingDate,
  });

/** Each bank's transactions with their categories, worked out once (the profit and loss and every balance sheet read them). */
const categorisedBanks = new WeakMap<
  DemoBank,
  { transaction: DemoBankTransaction; category: Categorisation }[]
>();
function categorised(bank: DemoBank) {
  let list = categorisedBanks.get(bank);
  if (list === undefined) {
    list = bank.transactions.map((transaction) => ({ transaction, category: categoryOf(transaction) }));
    categorisedBanks.set(bank, list);
  }
  return list;
}

/**
 * The demo company's profit and loss for the 24 months up to `asOf`'s month, in euros: revenue
 * from its subscriptions' invoices, each period's net amount spread over its months (so a month's
 * revenue is about the MRR), invoices given up as bad debt; costs as its bank paid them (the
 * books of a small company that records costs when paid), each by its bank category: payroll,
 * rent, software, advertising, professional services, travel, insurance, bank fees, loan
 * interest, wage tax. Lines are sorted by month, then category.
 */
export function demoProfitAndLoss(company: DemoCompany, bank: DemoBank): DemoPnlLine[] {
  const last = monthOf(company.asOf);
  const first = addMonths(last, 1 - DEMO_ACCOUNTING_MONTHS);
  const totals = new Map<string, number>();
  const add = (month: IsoDate, category: string, amount: number) => {
    if (month < first || month > last || amount === 0) return;
    const key = `${month}|${category}`;
    totals.set(key, (totals.get(key) ?? 0) + amount);
  };
  for (const period of billedPeriods(company)) {
    period.earnedEuro.forEach((amount, n) => {
      add(addMonths(monthOf(period.issuedOn), n), SUBSCRIPTION_REVENUE_PATH, amount);
    });
    if (period.writtenOffOn !== null)
      add(
        monthOf(period.writtenOffOn),
        BAD_DEBT_PATH,
        -period.earnedEuro.reduce((sum, part) => sum + part, 0),
      );
  }
  for (const { transaction, category } of categorised(bank)) {
    const path = pathOf(category);
    if (path === null) continue;
    const day = transaction.bookingDate;
    add(monthOf(day), path, toEuro(transaction.amountMinor, transaction.currency, day));
  }
  return [...totals]
    .map(([key, amountMinor]) => {
      const [month, category] = key.split('|') as [IsoDate, string];
      return { month, category, amountMinor };
    })
    .filter((line) => line.amountMinor !== 0)
    .sort((a, b) => (a.month === b.month ? (a.category < b.category ? -1 : 1) : a.month < b.month ? -1 : 1));
}

const isLoan = ({ level2 }: Categorisation) =>
  level2 === 'financing.loan_drawdown' || level2 === 'financing.loan_repayment';

/**
 * The demo company's balance sheet at the end of `day` (at most its `asOf`), in euros. Assets:
 * the bank's balances on the day and the invoices still to be collected. Liabilities: the bank
 * loan drawn less repaid. Equity is the rest. A simplification of the demo: revenue billed in
 * advance (yearly plans) is spread over its months in the profit and loss but not carried as a
 * liability, so the generated company, funded for 15 to 26 months of runway, is never shown
 * over-indebted.
 */
export function demoBalanceSheet(company: DemoCompany, bank: DemoBank, day: IsoDate): DemoBalanceSheet {
  if (day > company.asOf) throw new RangeError(`The demo books end on ${company.asOf}, not ${day}`);
  let cashMinor = 0;
  for (const account of bank.accounts) {
    const later = bank.transactions
      .filter((t) => t.accountId === account.id && t.bookingDate > day)
      .reduce((sum, t) => sum + t.amountMinor, 0);
    cashMinor += toEuro(account.balanceMinor - later, account.currency, day);
  }
  const debtMinor = categorised(bank)
    .filter(({ transaction, category }) => transaction.bookingDate <= day && isLoan(category))
    .reduce((sum, { transaction: t }) => sum + toEuro(t.amountMinor, t.currency, t.bookingDate), 0);
  let receivablesMinor = 0;
  for (const period of billedPeriods(company)) {
    const settled = [period.paidOn, period.writtenOffOn].some((on) => on !== null && on <= day);
    if (period.issuedOn <= day && !settled) receivablesMinor += period.grossEuro;
  }
  return {
    asOf: day,
    cashMinor,
    receivablesMinor,
    totalAssetsMinor: cashMinor + receivablesMinor,
    debtMinor,
    totalLiabilitiesMinor: debtMinor,
  };
}
