import { type Currency, isCurrency } from '@tranche/domain';
import { majorAmountToMinor } from '../../amount-minor';
import type { BillingInvoice, InvoiceStatus } from '../../billing/billing-types';
import { kept, skip, type Transformed, text } from '../../transformed';
import type { BalanceSheetFigures, ProfitAndLossLine } from '../accounting-provider';
import { balanceSheetOf } from '../balance-sheet';
import { type ReportSection, reportLeaves, sectionLines } from '../category-path';
import type { ZohoInvoice, ZohoReportRow } from './zoho-client';

export const zohoCurrency = (code: string | null | undefined): Currency | null => {
  const upper = code?.trim().toUpperCase() ?? '';
  return isCurrency(upper) ? upper : null;
};

const dayOf = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

const amount = (value: number | string | null | undefined) =>
  typeof value === 'string' ? Number(value.replace(/,/g, '')) : (value ?? 0);

const leavesOf = (row: ZohoReportRow) =>
  reportLeaves(row, (node) => ({
    name: node.name,
    value: amount(node.total),
    children: node.account_transactions,
  }));

/** The rows of a report whose names match, wherever they sit (Zoho nests sections under subtotals). */
function rowsNamed(rows: readonly ZohoReportRow[], pattern: RegExp): ZohoReportRow[] {
  return rows.flatMap((row) =>
    pattern.test(row.name?.trim() ?? '') ? [row] : rowsNamed(row.account_transactions ?? [], pattern),
  );
}

/** Zoho Books' profit-and-loss sections, by the names its report gives them. */
const SECTIONS: readonly (readonly [ReportSection, RegExp])[] = [
  ['income', /^(operating )?income$/i],
  ['costOfSales', /^cost of goods sold$/i],
  ['expenses', /^operating expenses?$/i],
  ['otherIncome', /^non[- ]operating income$/i],
  ['otherExpenses', /^non[- ]operating expenses?$/i],
];

/**
 * One month's Zoho Books profit-and-loss report as lines, in the organisation's currency: each
 * account of each section under its category path (accounting-provider.ts).
 */
export function profitAndLossFromZoho(
  rows: readonly ZohoReportRow[],
  month: string,
  currency: Currency,
): Transformed<ProfitAndLossLine[]> {
  const sections = SECTIONS.map(
    ([section, pattern]) => [section, rowsNamed(rows, pattern).flatMap(leavesOf)] as const,
  );
  const lines = sectionLines(month, currency, sections, (value) => majorAmountToMinor(value, currency));
  return lines === null ? skip(`an amount of ${month.slice(0, 7)} is not a decimal`) : kept(lines);
}

/** A Zoho Books balance sheet as Tranche's figures (cash and loans found by account names). */
export function balanceSheetFromZoho(
  rows: readonly ZohoReportRow[],
  asOf: string,
  currency: Currency,
): Transformed<BalanceSheetFigures> {
  const [assets] = rowsNamed(rows, /^assets$/i);
  const [liabilities] = rowsNamed(rows, /^liabilities$/i);
  if (assets === undefined || liabilities === undefined)
    return skip('no assets or liabilities in the report');
  return balanceSheetOf({
    asOf,
    currency,
    totalAssets: amount(assets.total),
    totalLiabilities: amount(liabilities.total),
    assets: leavesOf(assets),
    liabilities: leavesOf(liabilities),
  });
}

/** Zoho Books' invoice statuses; one still awaiting approval is a draft. */
const STATUSES: Readonly<Record<string, InvoiceStatus>> = {
  draft: 'draft',
  pending_approval: 'draft',
  approved: 'open',
  sent: 'open',
  viewed: 'open',
  unpaid: 'open',
  overdue: 'open',
  partially_paid: 'open',
  paid: 'paid',
  void: 'void',
};

/** A Zoho Books invoice as Tranche's. */
export function invoiceFromZoho(invoice: ZohoInvoice & { id: string }): Transformed<BillingInvoice> {
  const status = STATUSES[invoice.status];
  if (status === undefined) return skip(`status ${invoice.status} unknown`);
  const currency = zohoCurrency(invoice.currency_code);
  if (currency === null) return skip(`currency ${invoice.currency_code ?? '(none)'} not supported`);
  const total = majorAmountToMinor(invoice.total ?? 0, currency);
  const balance = majorAmountToMinor(invoice.balance ?? 0, currency);
  if (total === null || balance === null) return skip('amount not a decimal');
  const issuedOn = dayOf(invoice.date);
  if (issuedOn === null) return skip('no invoice date');
  if (!invoice.customer_id) return skip('no customer');
  return kept({
    externalId: invoice.invoice_id,
    number: status === 'draft' ? null : text(invoice.invoice_number),
    customerExternalId: invoice.customer_id,
    customerName: text(invoice.customer_name, invoice.customer_id)!,
    subscriptionExternalId: null,
    status,
    currency,
    totalMinor: total,
    amountDueMinor:
      status === 'void' || status === 'paid' ? 0 : Math.min(Math.max(balance, 0), Math.max(total, 0)),
    issuedOn,
    dueOn: dayOf(invoice.due_date),
    paidOn: status === 'paid' ? dayOf(invoice.last_payment_date) : null,
    pdf: 'none',
  });
}
