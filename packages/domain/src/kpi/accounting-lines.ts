import type { IsoDate } from '../dates/calendar';
import type { Currency } from '../money/currency';
import type { MinorUnits } from '../money/money';

/**
 * A month of a profit-and-loss account from a connected accounting tool. `category` is the
 * account's path, coarse to fine, with '/' between levels; positive amounts are income, negative
 * expenses. Every accounting provider writes its accounts under these roots:
 *
 * - `Income/…` — revenue (`Income/Revenue/Subscriptions`, `Income/Other income/Interest`)
 * - `Expenses/Cost of sales/…` — what earning the revenue costs (hosting, payment fees, support)
 * - `Expenses/Sales and marketing/…` — the spend CAC is made of
 * - `Expenses/Payroll/…`, `Expenses/Financing/…` (interest), `Expenses/Taxes/…`
 * - any other `Expenses/…` — operating costs
 */
export interface AccountingPnlLine {
  /** The first day of the month. */
  month: IsoDate;
  category: string;
  currency: Currency;
  amountMinor: MinorUnits;
}

export type AccountingGroup =
  | 'revenue'
  | 'costOfRevenue'
  | 'salesAndMarketing'
  | 'payroll'
  | 'financing'
  | 'taxes'
  | 'operatingCosts';

const EXPENSE_GROUPS: Readonly<Record<string, AccountingGroup>> = {
  'cost of sales': 'costOfRevenue',
  'sales and marketing': 'salesAndMarketing',
  payroll: 'payroll',
  financing: 'financing',
  taxes: 'taxes',
};

/** The group an account path belongs to by the convention of {@link AccountingPnlLine}. */
export function accountingGroupOf(category: string): AccountingGroup {
  const [root = '', second = ''] = category.split('/').map((part) => part.trim().toLowerCase());
  if (root === 'income') return 'revenue';
  return EXPENSE_GROUPS[second] ?? 'operatingCosts';
}
