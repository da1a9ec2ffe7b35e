import { addMonths, type IsoDate } from '@tranche/domain';
import type { BillingInvoice } from '@tranche/providers';
import type {
  AccountingProvider,
  BalanceSheetFigures,
  ProfitAndLossLine,
} from '@tranche/providers/accounting/accounting-provider';
import { monthOf } from './accounting.repo';

/** Months of profit and loss a sync reads, the current one included. */
export const PNL_MONTHS = 24;

/** What a sync of an accounting connection read: the months it covers and their books. */
export interface AccountingRead {
  /** The first month read (yyyy-mm-01) and today: the stored lines of these months are replaced. */
  from: IsoDate;
  to: IsoDate;
  lines: ProfitAndLossLine[];
  balanceSheet: BalanceSheetFigures;
  invoices: BillingInvoice[];
}

type Books = Pick<AccountingProvider, 'profitAndLoss' | 'balanceSheet' | 'invoices'>;

interface AccountingReader {
  /** Told how many report lines were read. */
  reports(read: number): Promise<void>;
  /** Reads every page of invoices (with the sync's retries, rate limit and progress). */
  invoices(fetchPage: Books['invoices']): Promise<BillingInvoice[]>;
}

/**
 * One line per month, category and currency: a tool that splits an account's amount over several
 * lines is summed (the same currency), months outside the range read are left out.
 */
function linesOf(lines: readonly ProfitAndLossLine[], from: IsoDate, to: IsoDate): ProfitAndLossLine[] {
  const byKey = new Map<string, ProfitAndLossLine>();
  for (const line of lines) {
    const month = monthOf(line.month);
    if (month < from || month > to) continue;
    const key = `${month}\u0000${line.category}\u0000${line.currency}`;
    const seen = byKey.get(key);
    byKey.set(key, { ...line, month, amountMinor: (seen?.amountMinor ?? 0) + line.amountMinor });
  }
  return [...byKey.values()];
}

/**
 * Reads a connection's books: profit and loss of the last 24 months up to today, the balance sheet
 * as of today and every invoice. Accounting invoices have no PDF Tranche can fetch (its providers
 * offer none), so they are listed without one.
 */
export async function readAccounting(
  provider: Books,
  today: IsoDate,
  read: AccountingReader,
): Promise<AccountingRead> {
  const from = addMonths(monthOf(today), -(PNL_MONTHS - 1));
  const lines = linesOf(await provider.profitAndLoss(from, today), from, today);
  const balanceSheet = await provider.balanceSheet(today);
  await read.reports(lines.length + 1);
  const invoices = await read.invoices((cursor) => provider.invoices(cursor));
  return {
    from,
    to: today,
    lines,
    balanceSheet,
    invoices,
  };
}
