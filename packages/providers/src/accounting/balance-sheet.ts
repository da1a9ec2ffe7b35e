import type { Currency, IsoDate } from '@tranche/domain';
import { majorAmountToMinor } from '../amount-minor';
import { kept, skip, type Transformed } from '../transformed';
import type { BalanceSheetFigures } from './accounting-provider';
import { CASH_NAMES, DEBT_NAMES, type ReportLeaf, sumMatching } from './category-path';

/** A provider's balance sheet as its report gives it: totals and accounts in major units. */
export interface BalanceSheetReport {
  /** The day asked for. */
  asOf: IsoDate;
  /** The report's own day, when it names one: the figures are dated by it, never after `asOf`. */
  reportDay?: string | null;
  currency: Currency;
  totalAssets: number | string | null | undefined;
  totalLiabilities: number | string | null | undefined;
  /** The asset accounts, each with its sections' names (category-path.ts `reportLeaves`). */
  assets: readonly ReportLeaf[];
  /** The liability accounts: those named as loans (DEBT_NAMES) are the debt. */
  liabilities: readonly ReportLeaf[];
  /**
   * The cash and bank accounts where the report sets them apart (Xero's Bank section); without
   * them, the assets named as cash (CASH_NAMES) are the cash.
   */
  cash?: readonly ReportLeaf[];
}

/**
 * A balance sheet as Tranche's figures, the one assembly every accounting provider shares: the
 * totals, the cash, and the interest-bearing debt found by account names (never below 0).
 * Refused (a reason) when an amount is not a plain decimal.
 */
export function balanceSheetOf(report: BalanceSheetReport): Transformed<BalanceSheetFigures> {
  const { currency } = report;
  const minor = (value: number | string | null | undefined) => majorAmountToMinor(value ?? 0, currency);
  const inMinor = (leaves: readonly ReportLeaf[]) =>
    leaves.map((leaf) => ({ names: leaf.names, value: minor(leaf.value) ?? Number.NaN }));
  const totalAssetsMinor = minor(report.totalAssets);
  const totalLiabilitiesMinor = minor(report.totalLiabilities);
  const cashMinor =
    report.cash === undefined
      ? sumMatching(inMinor(report.assets), CASH_NAMES)
      : inMinor(report.cash).reduce((sum, leaf) => sum + leaf.value, 0);
  const debtMinor = sumMatching(inMinor(report.liabilities), DEBT_NAMES);
  if (
    totalAssetsMinor === null ||
    totalLiabilitiesMinor === null ||
    !Number.isSafeInteger(cashMinor) ||
    !Number.isSafeInteger(debtMinor)
  )
    return skip('an amount of the balance sheet is not a decimal');
  const day =
    report.reportDay && /^\d{4}-\d{2}-\d{2}/.test(report.reportDay) ? report.reportDay.slice(0, 10) : null;
  return kept({
    asOf: day === null || day > report.asOf ? report.asOf : day,
    currency,
    totalAssetsMinor,
    totalLiabilitiesMinor,
    cashMinor,
    debtMinor: Math.max(0, debtMinor),
  });
}
