import type { IsoDate } from '../dates/calendar';
import { type AccountingGroup, accountingGroupOf } from '../kpi/accounting-lines';
import { type MinorUnits, sumMinor } from '../money/money';
import { isWithinCategory } from './categories';

/** The lines of a profit-and-loss report, in their order; two are subtotals. */
export const PNL_LINE_KEYS = [
  'revenue',
  'payroll',
  'operating_costs',
  'operating_result',
  'financing',
  'taxes',
  'net_result',
] as const;
export type PnlLineKey = (typeof PNL_LINE_KEYS)[number];
export const PNL_LINE_KINDS = ['revenue', 'cost', 'subtotal'] as const;
export type PnlLineKind = (typeof PNL_LINE_KINDS)[number];

/** The lines money is booked to (every line but the subtotals). */
export type PnlItem = 'revenue' | 'payroll' | 'operating_costs' | 'financing' | 'taxes';

const KIND: Readonly<Record<PnlLineKey, PnlLineKind>> = {
  revenue: 'revenue',
  payroll: 'cost',
  operating_costs: 'cost',
  operating_result: 'subtotal',
  financing: 'cost',
  taxes: 'cost',
  net_result: 'subtotal',
};

/**
 * Where a bank transaction's level-3 category goes in a cash-basis P&L, or null when it is no
 * income or cost: transfers between own accounts, loan drawdowns and repayments, equity (balance-
 * sheet moves), and cash withdrawals or deposits (money moved to or from the till, spent or
 * earned later). Financing in the P&L is interest only; donations and fines are operating costs.
 */
export function pnlItemOfCategory(level3: string): PnlItem | null {
  if (isWithinCategory(level3, 'financing')) {
    return isWithinCategory(level3, 'financing.interest') ? 'financing' : null;
  }
  if (isWithinCategory(level3, 'transfers') || isWithinCategory(level3, 'other.cash')) return null;
  if (isWithinCategory(level3, 'other')) return 'operating_costs';
  for (const item of ['revenue', 'payroll', 'operating_costs', 'taxes'] as const) {
    if (isWithinCategory(level3, item)) return item;
  }
  return null;
}

const ACCOUNTING_ITEM: Readonly<Record<AccountingGroup, PnlItem>> = {
  revenue: 'revenue',
  costOfRevenue: 'operating_costs',
  salesAndMarketing: 'operating_costs',
  operatingCosts: 'operating_costs',
  payroll: 'payroll',
  financing: 'financing',
  taxes: 'taxes',
};

/**
 * Where an accounting account path goes: `Income/…` revenue, `Expenses/Payroll/…` payroll,
 * `Expenses/Financing/…` financing, `Expenses/Taxes/…` taxes, any other `Expenses/…` operating
 * costs (the convention of the accounting providers, kpi/accounting-lines).
 */
export function pnlItemOfAccountingPath(path: string): PnlItem {
  return ACCOUNTING_ITEM[accountingGroupOf(path)];
}

/** Money booked to a line in a period: positive is income (money in), negative expense. */
export interface PnlEntry {
  /** The first day of the period. */
  period: IsoDate;
  item: PnlItem;
  amountMinor: MinorUnits;
}

export interface PnlLine {
  key: PnlLineKey;
  kind: PnlLineKind;
  /** Per period, in the order of the periods. */
  amountsMinor: MinorUnits[];
  totalMinor: MinorUnits;
}

const line = (key: PnlLineKey, amountsMinor: MinorUnits[]): PnlLine => ({
  key,
  kind: KIND[key],
  amountsMinor,
  totalMinor: sumMinor(amountsMinor),
});

/**
 * The P&L lines over `periods` (first days, ascending; every entry in one of them), in the order
 * of PNL_LINE_KEYS. Revenue is income net of refunds; a cost line is what was spent, positive
 * (negative when more came back). operating_result = revenue − payroll − operating_costs and
 * net_result = operating_result − financing − taxes, per period and in total.
 */
export function buildPnl(entries: readonly PnlEntry[], periods: readonly IsoDate[]): PnlLine[] {
  const column = new Map(periods.map((period, index) => [period, index]));
  const parts = new Map<PnlItem, MinorUnits[][]>();
  for (const item of ['revenue', 'payroll', 'operating_costs', 'financing', 'taxes'] as const)
    parts.set(
      item,
      periods.map(() => []),
    );
  for (const { period, item, amountMinor } of entries) {
    const index = column.get(period);
    if (index === undefined) throw new RangeError(`Period ${period} is not a column of the report`);
    parts.get(item)![index]!.push(amountMinor);
  }
  const signed = (item: PnlItem) => parts.get(item)!.map((amounts) => sumMinor(amounts));
  const spent = (item: PnlItem) => signed(item).map((amount) => -amount || 0);
  const revenue = signed('revenue');
  const payroll = spent('payroll');
  const operatingCosts = spent('operating_costs');
  const financing = spent('financing');
  const taxes = spent('taxes');
  const operatingResult = periods.map((_, i) => sumMinor([revenue[i]!, -payroll[i]!, -operatingCosts[i]!]));
  const netResult = periods.map((_, i) => sumMinor([operatingResult[i]!, -financing[i]!, -taxes[i]!]));
  return [
    line('revenue', revenue),
    line('payroll', payroll),
    line('operating_costs', operatingCosts),
    line('operating_result', operatingResult),
    line('financing', financing),
    line('taxes', taxes),
    line('net_result', netResult),
  ];
}
