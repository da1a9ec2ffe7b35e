import {
  DEMO_ACCOUNTING_CURRENCY,
  type DemoBank,
  type DemoCompany,
  demoBalanceSheet,
  demoProfitAndLoss,
  generateDemoBank,
  generateDemoCompany,
} from '@tranche/domain';
import { sandboxBilling } from '../../billing/sandbox/sandbox-billing';
import type { ProviderByKind } from '../../provider-entry';
import type { AccountingProvider, ProfitAndLossLine } from '../accounting-provider';

/** The same company as the billing and bank sandboxes': their books describe one business. */
const SANDBOX_CUSTOMERS = 400;
const SANDBOX_MONTHS = 24;

/** The books of the sandbox company: its bank (same seed) and its billing tool's invoices. */
export type SandboxBooks = Omit<AccountingProvider, 'kind'>;

/**
 * The demo company's books (domain demo-accounting) for a seed and day: profit and loss from its
 * subscriptions and its bank's payments, a balance sheet holding its bank balance and loan, and
 * its customers' invoices as its billing sandbox issues them (the same seed gives the same
 * invoices). Balance sheets for days before `asOf` are the books as they stood then.
 * `pdfs`: the invoices offer their PDFs, drawn as the billing sandbox draws them (an accounting
 * tool that renders its invoices, as Xero does); without, they offer none (as Apideck).
 */
export function sandboxBooks(seed: string, asOf: string, options: { pdfs?: boolean } = {}): SandboxBooks {
  let data: { company: DemoCompany; bank: DemoBank; lines: ProfitAndLossLine[] } | undefined;
  const books = () => {
    if (data === undefined) {
      const company = generateDemoCompany({
        seed,
        asOf,
        customers: SANDBOX_CUSTOMERS,
        months: SANDBOX_MONTHS,
      });
      const bank = generateDemoBank(company, seed);
      const lines = demoProfitAndLoss(company, bank).map((line) => ({
        ...line,
        currency: DEMO_ACCOUNTING_CURRENCY,
      }));
      data = { company, bank, lines };
    }
    return data;
  };
  const billing = sandboxBilling(seed, asOf);
  return {
    async profitAndLoss(from, to) {
      const first = `${from.slice(0, 7)}-01`;
      return books().lines.filter((line) => line.month >= first && line.month <= to);
    },
    async balanceSheet(day) {
      const { company, bank } = books();
      const sheet = demoBalanceSheet(company, bank, day < asOf ? day : asOf);
      return {
        asOf: sheet.asOf,
        currency: DEMO_ACCOUNTING_CURRENCY,
        totalAssetsMinor: sheet.totalAssetsMinor,
        totalLiabilitiesMinor: sheet.totalLiabilitiesMinor,
        cashMinor: sheet.cashMinor,
        debtMinor: sheet.debtMinor,
      };
    },
    async invoices(cursor) {
      const page = await billing.invoices(cursor, null);
      const pdf = options.pdfs ? ('preview' as const) : ('none' as const);
      return { items: page.items.map((invoice) => ({ ...invoice, pdf })), next: page.next };
    },
    ...(options.pdfs
      ? { invoicePdf: (invoiceExternalId: string) => billing.invoicePdf(invoiceExternalId) }
      : {}),
  };
}

/**
 * The accounting sandbox: the sandbox company's books, the same for the same integration and day,
 * with its invoices' PDFs (real ones, so previewing works offline as with Xero or Codat).
 */
export function sandboxAccounting(seed: string, asOf: string): ProviderByKind['accounting'] {
  return { kind: 'accounting', ...sandboxBooks(seed, asOf, { pdfs: true }) };
}
