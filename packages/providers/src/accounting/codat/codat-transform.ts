import { type Currency, isCurrency } from '@tranche/domain';
import { majorAmountToMinor } from '../../amount-minor';
import type { BillingInvoice, InvoiceStatus } from '../../billing/billing-types';
import { kept, skip, type Transformed, text } from '../../transformed';
import type { BalanceSheetFigures, ProfitAndLossLine } from '../accounting-provider';
import { balanceSheetOf } from '../balance-sheet';
import { type ReportSection, reportLeaves, sectionLines } from '../category-path';
import type {
  CodatBalanceSheetReport,
  CodatConnection,
  CodatInvoice,
  CodatInvoiceStatus,
  CodatProfitAndLoss,
  CodatReportLine,
} from './codat-client';

/** An ISO code Tranche trades; Codat's are upper case. */
export const codatCurrency = (code: string | undefined): Currency | null => {
  const upper = code?.trim().toUpperCase() ?? '';
  return isCurrency(upper) ? upper : null;
};

/** A Codat date-time (with or without a zone) as its calendar day, as the books wrote it. */
export const codatDay = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

const leavesOf = (line: CodatReportLine | undefined) =>
  reportLeaves(line, (node) => ({ name: node.name, value: node.value, children: node.items }));

const SECTIONS: readonly (readonly [ReportSection, keyof CodatProfitAndLoss['reports'][number]])[] = [
  ['income', 'income'],
  ['otherIncome', 'otherIncome'],
  ['costOfSales', 'costOfSales'],
  ['expenses', 'expenses'],
  ['otherExpenses', 'otherExpenses'],
];

/**
 * Codat's monthly profit-and-loss reports as lines: each account of each section under its
 * category path (accounting-provider.ts), in the company's base currency. Refused (a reason) when
 * the currency is not one Tranche trades or an amount is not a decimal.
 */
export function profitAndLossFromCodat(answer: CodatProfitAndLoss): Transformed<ProfitAndLossLine[]> {
  const currency = codatCurrency(answer.currency);
  if (currency === null) return skip(`currency ${answer.currency} not supported`);
  const lines: ProfitAndLossLine[] = [];
  for (const report of answer.reports) {
    const day = codatDay(report.fromDate);
    if (day === null) return skip(`report without a start: ${report.fromDate}`);
    const sections = SECTIONS.map(
      ([section, key]) => [section, leavesOf(report[key] as CodatReportLine | undefined)] as const,
    );
    const month = sectionLines(`${day.slice(0, 7)}-01`, currency, sections, (value) =>
      majorAmountToMinor(value, currency),
    );
    if (month === null) return skip(`an amount of ${day.slice(0, 7)} is not a decimal`);
    lines.push(...month);
  }
  return kept(lines);
}

/**
 * A Codat balance-sheet report as Tranche's figures: the totals of assets and liabilities, the
 * bank and cash accounts among the assets, the loans among the liabilities (by their names, as
 * the company's own chart of accounts names them). The day is the report's, never after `asOf`.
 */
export function balanceSheetFromCodat(
  report: CodatBalanceSheetReport,
  currencyCode: string | undefined,
  asOf: string,
): Transformed<BalanceSheetFigures> {
  const currency = codatCurrency(currencyCode);
  if (currency === null) return skip(`currency ${currencyCode} not supported`);
  return balanceSheetOf({
    asOf,
    reportDay: report.date,
    currency,
    totalAssets: report.assets?.value,
    totalLiabilities: report.liabilities?.value,
    assets: leavesOf(report.assets),
    liabilities: leavesOf(report.liabilities),
  });
}

const INVOICE_STATUSES: Readonly<Record<CodatInvoiceStatus, InvoiceStatus | null>> = {
  Draft: 'draft',
  Submitted: 'open',
  PartiallyPaid: 'open',
  Paid: 'paid',
  Void: 'void',
  Unknown: null,
};

/** A Codat sales invoice (the company is owed the money) as Tranche's; its PDF is Codat's to give. */
export function invoiceFromCodat(invoice: CodatInvoice): Transformed<BillingInvoice> {
  if (invoice.metadata?.isDeleted) return skip('deleted in the accounting tool');
  const status = INVOICE_STATUSES[invoice.status] ?? null;
  if (status === null) return skip(`status ${invoice.status} unknown`);
  const currency = codatCurrency(invoice.currency);
  if (currency === null) return skip(`currency ${invoice.currency} not supported`);
  const total = majorAmountToMinor(invoice.totalAmount, currency);
  const due = majorAmountToMinor(invoice.amountDue, currency);
  if (total === null || due === null) return skip('amount not a decimal');
  const issuedOn = codatDay(invoice.issueDate);
  if (issuedOn === null) return skip('no issue date');
  const customer = invoice.customerRef;
  if (!customer?.id) return skip('no customer');
  return kept({
    externalId: invoice.id,
    number: status === 'draft' ? null : text(invoice.invoiceNumber),
    customerExternalId: customer.id,
    customerName: text(customer.companyName, customer.id)!,
    subscriptionExternalId: null,
    status,
    currency,
    totalMinor: total,
    amountDueMinor:
      status === 'void' || status === 'paid' ? 0 : Math.min(Math.max(due, 0), Math.max(total, 0)),
    issuedOn,
    dueOn: codatDay(invoice.dueDate),
    paidOn: status === 'paid' ? codatDay(invoice.paidOnDate) : null,
    pdf: 'preview',
  });
}

/** The company's linked accounting connection (a company has at most one); null while none is. */
export const linkedAccountingConnection = (connections: readonly CodatConnection[]) =>
  connections.find(
    (connection) =>
      connection.status === 'Linked' &&
      (connection.sourceType === undefined || connection.sourceType === 'Accounting'),
  ) ?? null;
