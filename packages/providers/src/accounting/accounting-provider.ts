import type { Currency, IsoDate } from '@tranche/domain';
import type { BillingInvoice } from '../billing/billing-types';
import type { Page } from '../page';

/**
 * One line of a profit-and-loss report for one month: the sum of the accounts under one category
 * path in one currency (a provider never sends two lines with the same month, path and currency).
 *
 * Category paths, coarse to fine, segments joined by "/" (a segment never holds one):
 * - `Income/Revenue/<account>`: operating revenue ("Income/Revenue/Subscriptions",
 *   "Income/Revenue/Refunds" (negative)); `Income/Other/<account>`: other income (interest
 *   received, grants).
 * - `Expenses/<group>/<account>`, the group one of:
 *   `Cost of sales`, `Payroll` ("Expenses/Payroll/Wages"), `Operating` ("Expenses/Operating/Rent",
 *   "…/Software", "…/Travel"), `Sales and marketing` ("Expenses/Sales and marketing/Advertising":
 *   everything under this group is the sales and marketing spend of LTV:CAC), `Professional
 *   services`, `Financing` ("Expenses/Financing/Interest", bank fees), `Taxes` (income and wage
 *   taxes, never VAT), `Other`.
 * Real providers' reports keep their own account names as the last segment; the group comes from
 * the report's section and the account's name (category-path.ts). The sandbox uses the demo
 * books' paths (domain demo-accounting.ts).
 */
export interface ProfitAndLossLine {
  /** The month's first day. */
  month: IsoDate;
  /** The category path (above). */
  category: string;
  currency: Currency;
  /** Positive: income; negative: expense. */
  amountMinor: number;
}

/**
 * A balance sheet's totals at the end of a day, in the books' currency. `debtMinor` is the
 * interest-bearing debt (loans, credit facilities) among the liabilities; `cashMinor` the cash and
 * bank balances among the assets. The debt-to-asset KPI reads totalLiabilities ÷ totalAssets.
 */
export interface BalanceSheetFigures {
  asOf: IsoDate;
  currency: Currency;
  totalAssetsMinor: number;
  totalLiabilitiesMinor: number;
  cashMinor: number;
  debtMinor: number;
}

/**
 * An accounting-data aggregator (Codat) or an accounting tool (Zoho, Xero): books, not billing.
 * Only some can give an invoice's PDF (Xero, Codat); those have `invoicePdf`, and their invoices
 * say `pdf: 'preview'`. The others' invoices say 'none' (never 'download').
 */
export interface AccountingProvider {
  readonly kind: 'accounting';
  /** The monthly lines of the months from `from`'s to `to`'s (both included). */
  profitAndLoss(from: IsoDate, to: IsoDate): Promise<ProfitAndLossLine[]>;
  /** The balance sheet at the end of `asOf` (the latest the provider has on or before it). */
  balanceSheet(asOf: IsoDate): Promise<BalanceSheetFigures>;
  /** The company's sales invoices to its customers, paged; `pdf` 'preview' or 'none' (above). */
  invoices(cursor: string | null): Promise<Page<BillingInvoice>>;
  /**
   * An invoice's PDF as the accounting tool renders it; only for invoices whose `pdf` is
   * 'preview'. A ProviderError when the tool has none or answers something that is not a PDF.
   */
  invoicePdf?(invoiceExternalId: string): Promise<Uint8Array>;
}

/** Whether bytes are a PDF file (they start with "%PDF-"), as a provider's answer must be. */
export const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
