import type { Db } from '@tranche/db';
import {
  type AccountingData,
  addDays,
  addMonths,
  type CashKpis,
  type Currency,
  cacMonths,
  computeCashKpis,
  convertMinor,
  GROSS_MARGIN_MONTHS,
  grossProfitOf,
  type IsoDate,
  isCurrency,
  type KpiOutcome,
  type KpiPeriod,
  ltvWithGrossMargin,
} from '@tranche/domain';
import { latestBalanceSheet, pnlLinesOf } from '../accounting/accounting.repo';
import { loadRateTable } from '../currency-exchange/exchange-rates.service';
import { kpiPeriodsFromDatabase } from './analytics.service';
import { bankDataAt } from './cash-data.repo';

const currencyOf = (value: string): Currency => {
  if (!isCurrency(value)) throw new RangeError(`Not a supported currency: ${value}`);
  return value;
};

/** The books of the company's accounting connection around `day`; null without one. */
async function accountingDataAt(db: Db, accountId: string, day: IsoDate): Promise<AccountingData | null> {
  const from = addMonths(`${day.slice(0, 7)}-01`, -GROSS_MARGIN_MONTHS - 1);
  const [sheet, lines] = await Promise.all([
    latestBalanceSheet(db, accountId),
    pnlLinesOf(db, accountId, from, day),
  ]);
  if (sheet === null && lines.length === 0) return null;
  return {
    balanceSheet:
      sheet === null
        ? null
        : {
            totalAssets: { amountMinor: sheet.totalAssetsMinor, currency: currencyOf(sheet.currency) },
            totalLiabilities: {
              amountMinor: sheet.totalLiabilitiesMinor,
              currency: currencyOf(sheet.currency),
            },
          },
    pnl: lines.map((line) => ({ ...line, currency: currencyOf(line.currency) })),
  };
}

/**
 * The cash KPIs of a period ending on `day` from the company's bank and accounting connections
 * (each 'needs a … connection' until one brings data). `last` is the subscription KPIs' period
 * ending on `day`, for LTV.
 */
export async function cashKpisFromDatabase(
  db: Db,
  request: { accountId: string; currency: Currency },
  day: IsoDate,
  last: KpiPeriod | undefined,
): Promise<CashKpis> {
  const months = cacMonths(day);
  const first = months[0]!.start;
  const [bank, accounting, rates] = await Promise.all([
    bankDataAt(db, request.accountId, day, first),
    accountingDataAt(db, request.accountId, day),
    loadRateTable(db),
  ]);
  // New customers of the months CAC is measured over; asked only when there is spend to divide.
  let newCustomers = 0;
  if (accounting !== null) {
    const [cacPeriod] = await kpiPeriodsFromDatabase(db, request, [
      { start: first, end: addDays(addMonths(first, months.length), -1) },
    ]);
    newCustomers = cacPeriod?.movementCustomers.new ?? 0;
  }
  const ltv: KpiOutcome = last?.ltv ?? { kind: 'undefined', reason: 'NO_CUSTOMERS' };
  return computeCashKpis({ day, currency: request.currency, rates, bank, accounting, ltv, newCustomers });
}

/**
 * Periods whose LTV carries the gross-margin factor (saas-metrics.md) once the company's books give
 * one: each period's own, from the 12 full months before its last day. Unchanged without books.
 */
export async function withGrossMargins(
  db: Db,
  request: { accountId: string; currency: Currency },
  periods: readonly KpiPeriod[],
): Promise<KpiPeriod[]> {
  const ends = periods.map((period) => period.end).sort();
  if (ends.length === 0) return [...periods];
  const from = addMonths(`${ends[0]!.slice(0, 7)}-01`, -GROSS_MARGIN_MONTHS - 1);
  const lines = await pnlLinesOf(db, request.accountId, from, ends.at(-1)!);
  if (lines.length === 0) return [...periods];
  const rates = await loadRateTable(db);
  const pnl = lines.map((line) => ({ ...line, currency: currencyOf(line.currency) }));
  const convert = (amount: number, from: Currency, on: IsoDate) =>
    convertMinor(amount, from, request.currency, on, rates);
  return periods.map((period) => ({
    ...period,
    ltv: ltvWithGrossMargin(period.ltv, grossProfitOf(pnl, period.end, convert)),
  }));
}
