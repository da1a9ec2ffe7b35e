import { type Currency, isCurrency } from '@tranche/domain';
import type { BalanceSheetFigures, ProfitAndLossLine } from '../../accounting/accounting-provider';
import { balanceSheetOf } from '../../accounting/balance-sheet';
import { type ReportSection, reportLeaves, sectionLines } from '../../accounting/category-path';
import { majorAmountToMinor } from '../../amount-minor';
import type { BillingInvoice, InvoiceStatus } from '../../billing/billing-types';
import { kept, skip, type Transformed, text } from '../../transformed';
import type {
  ApideckBalanceNode,
  ApideckBalanceSheetReport,
  ApideckConnection,
  ApideckInvoice,
  ApideckInvoiceStatus,
  ApideckPnlNode,
  ApideckProfitAndLoss,
} from './apideck-client';

const currencyOf = (code: string | null | undefined): Currency | null => {
  const upper = code?.trim().toUpperCase() ?? '';
  return isCurrency(upper) ? upper : null;
};
const dayOf = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

const pnlLeaves = (node: ApideckPnlNode | undefined) =>
  reportLeaves(node, (n) => ({ name: n.title, value: n.total, children: n.records }));
const balanceLeaves = (node: ApideckBalanceNode | undefined) =>
  reportLeaves(node, (n) => ({ name: n.name, value: n.value, children: n.items }));

const SECTIONS: readonly (readonly [ReportSection, keyof ApideckProfitAndLoss])[] = [
  ['income', 'income'],
  ['otherIncome', 'other_income'],
  ['costOfSales', 'cost_of_goods_sold'],
  ['expenses', 'expenses'],
  ['otherExpenses', 'other_expenses'],
];

/**
 * One month's Apideck profit and loss as lines: each account of each section under its category
 * path (accounting-provider.ts). `month` is the month asked for (yyyy-mm-01): Apideck answers one
 * period per request. `fallbackCurrency` stands in when the report names none.
 */
export function profitAndLossFromApideck(
  report: ApideckProfitAndLoss,
  month: string,
  fallbackCurrency: Currency | null,
): Transformed<ProfitAndLossLine[]> {
  const currency = currencyOf(report.currency) ?? (report.currency ? null : fallbackCurrency);
  if (currency === null) return skip(`currency ${report.currency ?? '(none)'} not supported`);
  const sections = SECTIONS.map(
    ([section, key]) => [section, pnlLeaves(report[key] as ApideckPnlNode)] as const,
  );
  const lines = sectionLines(month, currency, sections, (value) => majorAmountToMinor(value, currency));
  return lines === null ? skip(`an amount of ${month.slice(0, 7)} is not a decimal`) : kept(lines);
}

/** An Apideck balance-sheet report as Tranche's figures (cash and loans found by account names). */
export function balanceSheetFromApideck(
  report: ApideckBalanceSheetReport,
  asOf: string,
  fallbackCurrency: Currency | null,
): Transformed<BalanceSheetFigures> {
  const currency = currencyOf(report.currency) ?? (report.currency ? null : fallbackCurrency);
  if (currency === null) return skip(`currency ${report.currency ?? '(none)'} not supported`);
  return balanceSheetOf({
    asOf,
    reportDay: report.end_date,
    currency,
    totalAssets: report.assets.value,
    totalLiabilities: report.liabilities.value,
    assets: balanceLeaves(report.assets),
    liabilities: balanceLeaves(report.liabilities),
  });
}

const STATUSES: Readonly<Record<ApideckInvoiceStatus, InvoiceStatus | null>> = {
  draft: 'draft',
  submitted: 'open',
  authorised: 'open',
  posted: 'open',
  unpaid: 'open',
  partially_paid: 'open',
  paid: 'paid',
  void: 'void',
  credit: null,
  deleted: null,
};

/** An Apideck sales invoice as Tranche's; credit notes, supplier bills and deleted ones are left out. */
export function invoiceFromApideck(invoice: ApideckInvoice): Transformed<BillingInvoice> {
  if (invoice.type === 'supplier' || invoice.type === 'credit')
    return skip(`type ${invoice.type}: not a sales invoice`);
  const status = invoice.status ? STATUSES[invoice.status] : 'open';
  if (status === null || status === undefined) return skip(`status ${invoice.status}: not an invoice`);
  const currency = currencyOf(invoice.currency);
  if (currency === null) return skip(`currency ${invoice.currency ?? '(none)'} not supported`);
  const total = majorAmountToMinor(invoice.total ?? 0, currency);
  const balance = majorAmountToMinor(invoice.balance ?? 0, currency);
  if (total === null || balance === null) return skip('amount not a decimal');
  const issuedOn = dayOf(invoice.invoice_date);
  if (issuedOn === null) return skip('no invoice date');
  const customer = invoice.customer;
  if (!customer?.id) return skip('no customer');
  return kept({
    externalId: invoice.id,
    number: status === 'draft' ? null : text(invoice.number),
    customerExternalId: customer.id,
    customerName: text(customer.display_name, customer.company_name, customer.name, customer.id)!,
    subscriptionExternalId: null,
    status,
    currency,
    totalMinor: total,
    amountDueMinor:
      status === 'void' || status === 'paid' ? 0 : Math.min(Math.max(balance, 0), Math.max(total, 0)),
    issuedOn,
    dueOn: dayOf(invoice.due_date),
    // Apideck's invoice carries no payment date.
    paidOn: null,
    pdf: 'none',
  });
}

/** The consumer's accounting connection that reads data (Apideck's states "callable" and "authorized"). */
export const authorisedConnection = (connections: readonly ApideckConnection[]) =>
  connections.find(
    (connection) =>
      connection.unified_api === 'accounting' &&
      connection.enabled !== false &&
      (connection.state === 'callable' || connection.state === 'authorized'),
  ) ?? null;
