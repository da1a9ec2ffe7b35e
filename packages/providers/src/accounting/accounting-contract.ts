import { addMonths, CURRENCIES, isIsoDate } from '@tranche/domain';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { BILLING_SHAPES } from '../billing/billing-contract';
import type { Page } from '../page';
import type { AccountingProvider } from './accounting-provider';

/** A category path of the convention (accounting-provider.ts). */
export const CATEGORY_PATH =
  /^(Income\/(Revenue|Other)|Expenses\/(Cost of sales|Payroll|Operating|Sales and marketing|Professional services|Financing|Taxes|Other))\/[^/]+$/;

/** Each record an accounting provider gives, exactly in Tranche's shape (no field more or less). */
export const ACCOUNTING_SHAPES = {
  line: z.strictObject({
    month: z.string().regex(/^\d{4}-\d{2}-01$/),
    category: z.string().regex(CATEGORY_PATH),
    currency: z.enum(CURRENCIES),
    amountMinor: z.int().refine((amount) => amount !== 0, 'a line of 0'),
  }),
  balanceSheet: z.strictObject({
    asOf: z.string().refine(isIsoDate),
    currency: z.enum(CURRENCIES),
    totalAssetsMinor: z.int(),
    totalLiabilitiesMinor: z.int(),
    cashMinor: z.int(),
    debtMinor: z.int().min(0),
  }),
  invoice: BILLING_SHAPES.invoices.extend({ pdf: z.enum(['preview', 'none']) }),
} as const;

/** Enough pages to see paging work without reading a whole generated company. */
const MAX_PAGES = 5;

async function firstPages<T>(list: (cursor: string | null) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result: Page<T> = await list(cursor);
    items.push(...result.items);
    if (result.next === null) break;
    expect(result.next, 'a page continues with a new cursor').not.toBe(cursor);
    cursor = result.next;
  }
  return items;
}

/**
 * What every accounting provider (and the unified one, which reads like it) promises the sync:
 * monthly lines within the months asked for, one per month, path and currency; a balance sheet
 * of whole amounts; invoices in Tranche's shape, ids unique across pages, paging that ends; and,
 * from a provider that serves invoice PDFs (`invoicePdf`), a real PDF of an invoice offering one.
 */
export function accountingContract(open: () => Omit<AccountingProvider, 'kind'>, asOf: string) {
  const from = addMonths(`${asOf.slice(0, 7)}-01`, -23);

  it('reports profit and loss by month and category path, within the months asked for', async () => {
    const lines = await open().profitAndLoss(from, asOf);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(ACCOUNTING_SHAPES.line.safeParse(line).error).toBeUndefined();
      expect(line.month >= from && line.month <= asOf, line.month).toBe(true);
    }
    const keys = lines.map((line) => `${line.month}|${line.category}|${line.currency}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives a balance sheet of whole amounts on or before the day asked for', async () => {
    const sheet = await open().balanceSheet(asOf);
    expect(ACCOUNTING_SHAPES.balanceSheet.safeParse(sheet).error).toBeUndefined();
    expect(sheet.asOf <= asOf).toBe(true);
  });

  it('lists sales invoices, each once, offering a PDF only when the provider serves them', async () => {
    const provider = open();
    const invoices = await firstPages((cursor) => provider.invoices(cursor));
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(ACCOUNTING_SHAPES.invoice.safeParse(invoice).error).toBeUndefined();
      expect(invoice.amountDueMinor).toBeLessThanOrEqual(Math.max(invoice.totalMinor, 0));
      if (provider.invoicePdf === undefined) expect(invoice.pdf).toBe('none');
    }
    const ids = invoices.map((invoice) => invoice.externalId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves the PDF of an invoice that offers one, when the provider serves PDFs', async () => {
    const provider = open();
    if (provider.invoicePdf === undefined) return;
    const [invoice] = (await provider.invoices(null)).items.filter(
      (candidate) => candidate.pdf === 'preview',
    );
    expect(invoice, 'an invoice with a PDF').toBeDefined();
    const bytes = await provider.invoicePdf(invoice!.externalId);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
}
