import { addDays, addMonths, type IsoDate } from '../dates/calendar';
import { convertMinor } from '../fx/convert';
import type { RateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import type { MinorUnits, Money } from '../money/money';
import { mulDiv } from '../money/rounding';
import { type AccountingGroup, type AccountingPnlLine, accountingGroupOf } from './accounting-lines';
import type { DayRange } from './analytics-periods';
import {
  type KpiOutcome,
  percentKpi,
  quotientKpi,
  ratioKpi,
  unavailableKpi,
  undefinedKpi,
} from './kpi-outcome';
import { fullMonthsBefore } from './lifetime-value';

/** What a bank connection gives: current balances and per-month transaction totals. */
export interface BankData {
  balances: readonly Money[];
  /** Credits and debits of one calendar month (`month` is its first day), both ≥ 0. */
  months: readonly {
    month: IsoDate;
    currency: Currency;
    inflowMinor: MinorUnits;
    outflowMinor: MinorUnits;
  }[];
}

/** What an accounting connection gives: the latest balance sheet and the profit and loss. */
export interface AccountingData {
  balanceSheet: { totalLiabilities: Money; totalAssets: Money } | null;
  /** The months before the day asked for: at least the last {@link GROSS_MARGIN_MONTHS} full ones. */
  pnl: readonly AccountingPnlLine[];
}

export interface CashKpiInput {
  day: IsoDate;
  currency: Currency;
  rates: RateTable;
  /** null until a bank account is connected. */
  bank: BankData | null;
  /** null until accounting data is connected. */
  accounting: AccountingData | null;
  /** The subscription side's LTV, and the new customers of the {@link cacMonths}. */
  ltv: KpiOutcome;
  newCustomers: number;
}

export interface CashKpis {
  cashLiquidity: KpiOutcome;
  monthlyInflow: KpiOutcome;
  monthlyOutflow: KpiOutcome;
  monthlyBurn: KpiOutcome;
  runway: KpiOutcome;
  debtToAsset: KpiOutcome;
  grossMargin: KpiOutcome;
  ltvToCac: KpiOutcome;
}

/** Months of net outflow the burn is averaged over (saas-metrics.md). */
const BURN_MONTHS = 3;
/** CAC is the sales and marketing spend of the same last 3 full months ÷ their new customers. */
const CAC_MONTHS = 3;
/** The gross margin is that of the last 12 full months (a year evens out seasonal costs). */
export const GROSS_MARGIN_MONTHS = 12;

/** The full months CAC is measured over: the 3 before `day` (its own month when `day` ends it). */
export const cacMonths = (day: IsoDate): DayRange[] => fullMonthsBefore(day, CAC_MONTHS);

/** Revenue and its cost over the last 12 full months, in the target currency. */
export interface GrossProfit {
  revenue: MinorUnits;
  costOfRevenue: MinorUnits;
}

/**
 * Σ of the lines of the given groups in the given months, each converted at its month's last day;
 * expenses come out positive.
 */
function sumOfGroups(
  pnl: readonly AccountingPnlLine[],
  groups: readonly AccountingGroup[],
  months: readonly DayRange[],
  convert: (amount: MinorUnits, from: Currency, on: IsoDate) => MinorUnits,
): MinorUnits {
  const lastDayOf = new Map(months.map((month) => [month.start, month.end]));
  let sum = 0;
  for (const line of pnl) {
    const lastDay = lastDayOf.get(line.month);
    if (lastDay === undefined || !groups.includes(accountingGroupOf(line.category))) continue;
    sum += convert(line.amountMinor, line.currency, lastDay);
  }
  return sum;
}

/** Revenue and cost of revenue of the last 12 full months before `day`. */
export function grossProfitOf(
  pnl: readonly AccountingPnlLine[],
  day: IsoDate,
  convert: (amount: MinorUnits, from: Currency, on: IsoDate) => MinorUnits,
): GrossProfit {
  const months = fullMonthsBefore(day, GROSS_MARGIN_MONTHS);
  return {
    revenue: sumOfGroups(pnl, ['revenue'], months, convert),
    costOfRevenue: -sumOfGroups(pnl, ['costOfRevenue'], months, convert),
  };
}

/**
 * LTV with the gross-margin factor of saas-metrics.md: LTV × (revenue − cost of revenue) ÷
 * revenue, exact until one half-up rounding. Without revenue LTV stays as it is.
 */
export function ltvWithGrossMargin(ltv: KpiOutcome, profit: GrossProfit | null): KpiOutcome {
  if (ltv.kind !== 'value' || profit === null || profit.revenue <= 0) return ltv;
  return { kind: 'value', value: mulDiv(ltv.value, profit.revenue - profit.costOfRevenue, profit.revenue) };
}

function bankKpis(
  bank: BankData,
  input: CashKpiInput,
): Omit<CashKpis, 'debtToAsset' | 'grossMargin' | 'ltvToCac'> {
  const { day, currency, rates } = input;
  const convert = (amount: MinorUnits, from: Currency, on: IsoDate) =>
    convertMinor(amount, from, currency, on, rates);
  const liquidity = bank.balances.reduce(
    (sum, balance) => sum + convert(balance.amountMinor, balance.currency, day),
    0,
  );
  const flowsOf = (monthStart: IsoDate) => {
    const lastDay = addDays(addMonths(monthStart, 1), -1);
    return bank.months
      .filter((month) => month.month === monthStart)
      .reduce(
        (sum, month) => ({
          inflow: sum.inflow + convert(month.inflowMinor, month.currency, lastDay),
          outflow: sum.outflow + convert(month.outflowMinor, month.currency, lastDay),
        }),
        { inflow: 0, outflow: 0 },
      );
  };
  const months = fullMonthsBefore(day, BURN_MONTHS).map((month) => flowsOf(month.start));
  const latest = months.at(-1) ?? { inflow: 0, outflow: 0 };
  const netOutflow = months.reduce((sum, month) => sum + month.outflow - month.inflow, 0);
  const burn =
    netOutflow > 0 ? quotientKpi(netOutflow, BURN_MONTHS, 'NO_SPEND') : { kind: 'value' as const, value: 0 };
  const burnValue = burn.kind === 'value' ? burn.value : 0;
  return {
    cashLiquidity: { kind: 'value', value: liquidity },
    monthlyInflow: { kind: 'value', value: latest.inflow },
    monthlyOutflow: { kind: 'value', value: latest.outflow },
    monthlyBurn: burn,
    runway: burnValue === 0 ? { kind: 'unlimited' } : ratioKpi(liquidity, burnValue, 'NO_SPEND'),
  };
}

/**
 * The cash KPIs (saas-metrics.md). Each answers 'unavailable' with the connection it needs until
 * that data exists: bank for liquidity, flows, burn and runway; accounting for debt to asset and
 * LTV:CAC. Amounts convert into the target currency at the rate of their day (balances: `day`;
 * a month's flows: its last day).
 */
export function computeCashKpis(input: CashKpiInput): CashKpis {
  const needsBank = unavailableKpi('NEEDS_BANK_CONNECTION');
  const needsAccounting = unavailableKpi('NEEDS_ACCOUNTING_CONNECTION');
  const bank = input.bank
    ? bankKpis(input.bank, input)
    : {
        cashLiquidity: needsBank,
        monthlyInflow: needsBank,
        monthlyOutflow: needsBank,
        monthlyBurn: needsBank,
        runway: needsBank,
      };
  const { accounting } = input;
  if (accounting === null)
    return { ...bank, debtToAsset: needsAccounting, grossMargin: needsAccounting, ltvToCac: needsAccounting };
  const convert = (amount: MinorUnits, from: Currency, on: IsoDate) =>
    convertMinor(amount, from, input.currency, on, input.rates);
  const toTarget = (money: Money) => convert(money.amountMinor, money.currency, input.day);
  const sheet = accounting.balanceSheet;
  const profit = grossProfitOf(accounting.pnl, input.day, convert);
  const ltv = ltvWithGrossMargin(input.ltv, profit);
  const spend = -sumOfGroups(accounting.pnl, ['salesAndMarketing'], cacMonths(input.day), convert);
  let ltvToCac: KpiOutcome;
  // LTV ÷ (spend ÷ new customers) = LTV × new customers ÷ spend
  if (ltv.kind !== 'value') ltvToCac = ltv;
  else if (input.newCustomers === 0) ltvToCac = undefinedKpi('NO_NEW_CUSTOMERS');
  else ltvToCac = ratioKpi(BigInt(ltv.value) * BigInt(input.newCustomers), spend, 'NO_SPEND');
  return {
    ...bank,
    debtToAsset:
      sheet === null
        ? undefinedKpi('NO_ASSETS')
        : ratioKpi(toTarget(sheet.totalLiabilities), toTarget(sheet.totalAssets), 'NO_ASSETS'),
    grossMargin: percentKpi(profit.revenue - profit.costOfRevenue, profit.revenue, 'NO_REVENUE'),
    ltvToCac,
  };
}
