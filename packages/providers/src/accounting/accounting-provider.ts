import type { Currency, IsoDate } from '@tranche/domain';
import type { BillingInvoice } from '../billing/billing-types';
import type { Page } from '../page';

/** One line of a profit-and-loss report for one month. */
export interface ProfitAndLossLine {
  month: IsoDate;
  /** The account's category path, coarse to fine ("Expenses/Operating/Rent"). */
  category: string;
  currency: Currency;
  /** Positive: income; negative: expense. */
  amountMinor: number;
}

export interface BalanceSheetFigures {
  asOf: IsoDate;
  currency: Currency;
  totalAssetsMinor: number;
  totalLiabilitiesMinor: number;
  cashMinor: number;
  debtMinor: number;
}

/** An accounting-data aggregator (Codat) or an accounting tool (Zoho): books, not billing. */
export interface AccountingProvider {
  readonly kind: 'accounting';
  profitAndLoss(from: IsoDate, to: IsoDate): Promise<ProfitAndLossLine[]>;
  balanceSheet(asOf: IsoDate): Promise<BalanceSheetFigures>;
  invoices(cursor: string | null): Promise<Page<BillingInvoice>>;
}
