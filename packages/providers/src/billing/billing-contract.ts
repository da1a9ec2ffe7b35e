import { CURRENCIES, isIsoDate, subscriptionInputFields, subscriptionInputSchema } from '@tranche/domain';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Page } from '../page';
import type { BillingProvider } from './billing-provider';
import { INVOICE_STATUSES } from './billing-types';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Each record a billing provider lists, exactly in Tranche's shape (no field more or less). */
export const BILLING_SHAPES = {
  subscriptions: subscriptionInputFields.extend({ vatPercent: z.string().nullable() }),
  invoices: z.strictObject({
    externalId: z.string().min(1),
    number: z.string().nullable(),
    customerExternalId: z.string().min(1),
    customerName: z.string().min(1),
    subscriptionExternalId: z.string().nullable(),
    status: z.enum(INVOICE_STATUSES),
    currency: z.enum(CURRENCIES),
    totalMinor: z.int(),
    amountDueMinor: z.int(),
    issuedOn: isoDay,
    dueOn: isoDay.nullable(),
    paidOn: isoDay.nullable(),
    pdf: z.enum(['preview', 'download', 'none']),
  }),
  payments: z.strictObject({
    externalId: z.string().min(1),
    customerExternalId: z.string().nullable(),
    subscriptionExternalId: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    amountMinor: z.int(),
    status: z.enum(['succeeded', 'failed', 'pending', 'refunded']),
    occurredAt: z.iso.datetime(),
    failureReason: z.string().nullable(),
  }),
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
 * What every billing provider promises the sync, the sandbox and the real ones alike: records in
 * Tranche's shape, ids unique across pages, paging that ends, amounts in whole minor units.
 */
export function billingContract(open: () => BillingProvider, options: { pdf: boolean }) {
  it('lists subscriptions Tranche can store, each once', async () => {
    const subscriptions = await firstPages((cursor) => open().subscriptions(cursor));
    for (const subscription of subscriptions) {
      const { vatPercent, ...input } = subscription;
      expect(subscriptionInputSchema.safeParse(input).error).toBeUndefined();
      if (vatPercent !== null) expect(vatPercent).toMatch(/^\d+(\.\d+)?$/);
    }
    const ids = subscriptions.map((subscription) => subscription.externalId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists invoices with a known status, whole amounts and dates', async () => {
    const invoices = await firstPages((cursor) => open().invoices(cursor, null));
    for (const invoice of invoices) {
      expect(INVOICE_STATUSES).toContain(invoice.status);
      expect(Number.isSafeInteger(invoice.totalMinor)).toBe(true);
      expect(Number.isSafeInteger(invoice.amountDueMinor)).toBe(true);
      expect(invoice.amountDueMinor).toBeLessThanOrEqual(Math.max(invoice.totalMinor, 0));
      expect(isIsoDate(invoice.issuedOn)).toBe(true);
      expect(['preview', 'download', 'none']).toContain(invoice.pdf);
    }
    const ids = invoices.map((invoice) => invoice.externalId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists payments with whole amounts and a time', async () => {
    const payments = await firstPages((cursor) => open().payments(cursor, null));
    for (const payment of payments) {
      expect(Number.isSafeInteger(payment.amountMinor) && payment.amountMinor >= 0).toBe(true);
      expect(['succeeded', 'failed', 'pending', 'refunded']).toContain(payment.status);
      expect(Number.isNaN(Date.parse(payment.occurredAt))).toBe(false);
    }
  });

  if (options.pdf) {
    it("serves an invoice's PDF", async () => {
      const provider = open();
      const [invoice] = (await provider.invoices(null, null)).items.filter(
        (candidate) => candidate.pdf !== 'none',
      );
      expect(invoice, 'an invoice with a PDF').toBeDefined();
      const bytes = await provider.invoicePdf(invoice!.externalId);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    });
  }
}
