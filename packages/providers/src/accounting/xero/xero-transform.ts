import { type Currency, type IsoDate, isCurrency, isIsoDate, isoDateOf } from '@tranche/domain';
import { majorAmountToMinor } from '../../amount-minor';
import type { BillingInvoice, InvoiceStatus } from '../../billing/billing-types';
import { kept, skip, type Transformed, text } from '../../transformed';
import type { BalanceSheetFigures, ProfitAndLossLine } from '../accounting-provider';
import { balanceSheetOf } from '../balance-sheet';
import { type ReportLeaf, type ReportSection, sectionLines } from '../category-path';
import type { XeroInvoice, XeroReport, XeroReportRow } from './xero-client';

/** An ISO code Tranche trades; Xero's are upper case. */
export const xeroCurrency = (code: string | null | undefined): Currency | null => {
  const upper = code?.trim().toUpperCase() ?? '';
  return isCurrency(upper) ? upper : null;
};

/** A Microsoft JSON date: milliseconds since 1970 (UTC), and the zone Xero wrote it in. */
const MS_DATE = /^\/Date\((-?\d+)(?:([+-])(\d{2})(\d{2}))?\)\/$/;

/**
 * A Xero date as its calendar day: ISO text ("2026-10-03", "2026-10-03T00:00:00") as written, or
 * a Microsoft JSON date ("/Date(1791072000000+0000)/") on the day of its zone. Null otherwise.
 */
export function xeroDay(value: string | null | undefined): IsoDate | null {
  const trimmed = value?.trim() ?? '';
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(trimmed)?.[0];
  if (iso !== undefined) return isIsoDate(iso) ? iso : null;
  const ms = MS_DATE.exec(trimmed);
  if (ms === null) return null;
  const offsetMinutes = ms[2] ? (ms[2] === '-' ? -1 : 1) * (Number(ms[3]) * 60 + Number(ms[4])) : 0;
  const instant = new Date(Number(ms[1]) + offsetMinutes * 60_000);
  return Number.isNaN(instant.getTime()) ? null : isoDateOf(instant);
}

/** A report amount ("41250.00", "-350.00"; an empty cell is 0); NaN when it is no plain decimal. */
const reportAmount = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return 0;
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

const cellText = (row: XeroReportRow, index: number) => row.Cells?.[index]?.Value?.trim() ?? '';

/**
 * The accounts of a report section: its rows of type Row (never its SummaryRow, the section's
 * total), named by the section's title and the account's name, valued by the first period's
 * column. A 0 is no account; an amount that is no decimal stays, as NaN, for the caller to refuse.
 */
function sectionLeaves(section: XeroReportRow): ReportLeaf[] {
  const title = section.Title?.trim() ?? '';
  return (section.Rows ?? [])
    .filter((row) => row.RowType === 'Row')
    .map((row) => ({
      names: [title, cellText(row, 0) || 'Unnamed account'],
      value: reportAmount(row.Cells?.[1]?.Value),
    }))
    .filter((leaf) => leaf.value !== 0);
}

const sectionsOf = (report: XeroReport | undefined) =>
  (report?.Rows ?? []).filter((row) => row.RowType === 'Section');

/**
 * Xero's profit-and-loss sections by their titles, in the standard layout of its editions
 * ("Income", "Trading Income", "Revenue", "Turnover"; "Less Cost of Sales"; "Less Operating
 * Expenses"; "Other Income"; "Less Other Expenses"). The untitled sections hold Gross and Net
 * Profit, which are no accounts.
 */
const SECTIONS: readonly (readonly [ReportSection, RegExp])[] = [
  ['income', /^(trading |operating )?(income|revenue|turnover|sales)$/i],
  ['costOfSales', /^(less )?(cost of (sales|goods sold)|direct costs)$/i],
  ['otherIncome', /^(plus )?(other|non-operating) income$/i],
  ['expenses', /^(less )?(operating )?(expenses|overheads)$/i],
  ['otherExpenses', /^(less )?(other|non-operating) expenses$/i],
];

/**
 * One month's Xero profit and loss (a report of one period) as lines in the organisation's base
 * currency: each account of each known section under its category path (accounting-provider.ts).
 * Refused (a reason) when an amount is not a decimal.
 */
export function profitAndLossFromXero(
  report: XeroReport | undefined,
  month: string,
  currency: Currency,
): Transformed<ProfitAndLossLine[]> {
  const sections = sectionsOf(report).flatMap((section) => {
    const known = SECTIONS.find(([, pattern]) => pattern.test(section.Title?.trim() ?? ''));
    return known === undefined ? [] : [[known[0], sectionLeaves(section)] as const];
  });
  const lines = sectionLines(month, currency, sections, (value) => majorAmountToMinor(value, currency));
  return lines === null ? skip(`an amount of ${month.slice(0, 7)} is not a decimal`) : kept(lines);
}

/**
 * A Xero balance sheet as Tranche's figures. Xero's report is flat: an "Assets" section heads
 * the asset sections ("Bank", "Current Assets", "Fixed Assets", …) up to the "Total Assets" row,
 * "Liabilities" heads the liability sections up to "Total Liabilities"; "Net Assets" and
 * "Equity" follow. The cash is the Bank section (Xero's bank accounts), the debt the liabilities
 * named as loans (category-path.ts DEBT_NAMES).
 */
export function balanceSheetFromXero(
  report: XeroReport | undefined,
  asOf: IsoDate,
  currency: Currency,
): Transformed<BalanceSheetFigures> {
  let side: 'none' | 'assets' | 'liabilities' | 'equity' = 'none';
  let totalAssets: number | null = null;
  let totalLiabilities: number | null = null;
  const assets: ReportLeaf[] = [];
  const liabilities: ReportLeaf[] = [];
  const cash: ReportLeaf[] = [];
  for (const section of sectionsOf(report)) {
    const title = section.Title?.trim() ?? '';
    if (/^assets$/i.test(title)) side = 'assets';
    else if (/^liabilities$/i.test(title)) side = 'liabilities';
    else if (/^equity$/i.test(title)) side = 'equity';
    for (const row of section.Rows ?? []) {
      const name = cellText(row, 0);
      if (/^total assets$/i.test(name)) totalAssets = reportAmount(row.Cells?.[1]?.Value);
      else if (/^total liabilities$/i.test(name)) totalLiabilities = reportAmount(row.Cells?.[1]?.Value);
      else if (/^net assets$/i.test(name)) side = 'equity';
    }
    if (side === 'assets') {
      const leaves = sectionLeaves(section);
      assets.push(...leaves);
      if (/^bank$/i.test(title)) cash.push(...leaves);
    } else if (side === 'liabilities') liabilities.push(...sectionLeaves(section));
  }
  if (totalAssets === null || totalLiabilities === null)
    return skip('no total assets or total liabilities in the report');
  return balanceSheetOf({ asOf, currency, totalAssets, totalLiabilities, assets, liabilities, cash });
}

/**
 * Xero's invoice statuses. SUBMITTED is "awaiting approval" inside the organisation, not yet
 * sent to the customer: a draft, as Zoho's pending approval. DELETED ones are left out; Xero has
 * no written-off status (a write-off is a credit note), so none is 'uncollectible'.
 */
const STATUSES: Readonly<Record<string, InvoiceStatus>> = {
  DRAFT: 'draft',
  SUBMITTED: 'draft',
  AUTHORISED: 'open',
  PAID: 'paid',
  VOIDED: 'void',
};

/** A Xero sales invoice (ACCREC) as Tranche's; Xero renders each one as a PDF. */
export function invoiceFromXero(invoice: XeroInvoice): Transformed<BillingInvoice> {
  if (!invoice.InvoiceID) return skip('no invoice id');
  if (invoice.Type !== 'ACCREC') return skip(`type ${invoice.Type ?? '(none)'}: not a sales invoice`);
  if (invoice.Status === 'DELETED') return skip('deleted in Xero');
  const status = STATUSES[invoice.Status ?? ''];
  if (status === undefined) return skip(`status ${invoice.Status ?? '(none)'} unknown`);
  const currency = xeroCurrency(invoice.CurrencyCode);
  if (currency === null) return skip(`currency ${invoice.CurrencyCode ?? '(none)'} not supported`);
  const total = majorAmountToMinor(invoice.Total ?? 0, currency);
  const due = majorAmountToMinor(invoice.AmountDue ?? 0, currency);
  if (total === null || due === null) return skip('amount not a decimal');
  const issuedOn = xeroDay(invoice.DateString) ?? xeroDay(invoice.Date);
  if (issuedOn === null) return skip('no invoice date');
  const customerId = invoice.Contact?.ContactID;
  if (!customerId) return skip('no customer');
  return kept({
    externalId: invoice.InvoiceID,
    number: status === 'draft' ? null : text(invoice.InvoiceNumber),
    customerExternalId: customerId,
    customerName: text(invoice.Contact?.Name, customerId)!,
    subscriptionExternalId: null,
    status,
    currency,
    totalMinor: total,
    amountDueMinor:
      status === 'void' || status === 'paid' ? 0 : Math.min(Math.max(due, 0), Math.max(total, 0)),
    issuedOn,
    dueOn: xeroDay(invoice.DueDateString) ?? xeroDay(invoice.DueDate),
    paidOn: status === 'paid' ? xeroDay(invoice.FullyPaidOnDate) : null,
    pdf: 'preview',
  });
}
