import { addDays, addMonths, type IsoDate } from '../dates/calendar';
import { convertMinor } from '../fx/convert';
import type { RateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import type { MinorUnits, Money } from '../money/money';
import { type KpiOutcome, quotientKpi, ratioKpi, unavailableKpi, undefinedKpi } from './kpi-outcome';
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

/** What an accounting connection gives: the latest balance sheet and sales and marketing spend. */
export interface AccountingData {
  balanceSheet: { totalLiabilities: Money; totalAssets: Money } | null;
  /** Sales and marketing spend in the period the LTV:CAC is asked for. */
  salesAndMarketingSpend: Money | null;
}

export interface CashKpiInput {
  day: IsoDate;
  currency: Currency;
  rates: RateTable;
  /** null until a bank account is connected. */
  bank: BankData | null;
  /** null until accounting data is connected. */
  accounting: AccountingData | null;
  /** The subscription side's LTV and new customers of the same period. */
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
  ltvToCac: KpiOutcome;
}

/** Months of net outflow the burn is averaged over (saas-metrics.md). */
const BURN_MONTHS = 3;

function bankKpis(bank: BankData, input: CashKpiInput): Omit<CashKpis, 'debtToAsset' | 'ltvToCac'> {
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
  const sheet = input.accounting?.balanceSheet ?? null;
  const spend = input.accounting?.salesAndMarketingSpend ?? null;
  const toTarget = (money: Money) =>
    convertMinor(money.amountMinor, money.currency, input.currency, input.day, input.rates);
  let ltvToCac: KpiOutcome = needsAccounting;
  if (spend !== null) {
    // LTV ÷ (spend ÷ new customers) = LTV × new customers ÷ spend
    if (input.ltv.kind !== 'value') ltvToCac = input.ltv;
    else if (input.newCustomers === 0) ltvToCac = undefinedKpi('NO_NEW_CUSTOMERS');
    else ltvToCac = ratioKpi(input.ltv.value * input.newCustomers, toTarget(spend), 'NO_SPEND');
  }
  return {
    ...bank,
    debtToAsset:
      sheet === null
        ? needsAccounting
        : ratioKpi(toTarget(sheet.totalLiabilities), toTarget(sheet.totalAssets), 'NO_ASSETS'),
    ltvToCac,
  };
}
