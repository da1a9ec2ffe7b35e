import { describe, expect, it } from 'vitest';
import { winAnsiText } from '../../documents/simple-pdf';
import { billingContract } from '../billing-contract';
import { invoicePdfBytes } from './invoice-pdf';
import { sandboxBilling } from './sandbox-billing';

describe('billing sandbox', () => {
  billingContract(() => sandboxBilling('integration-1', '2026-11-20'), { pdf: true });

  it('generates the same data for the same integration and day, other data for another', async () => {
    const first = await sandboxBilling('integration-1', '2026-11-20').subscriptions(null);
    const again = await sandboxBilling('integration-1', '2026-11-20').subscriptions(null);
    const other = await sandboxBilling('integration-2', '2026-11-20').subscriptions(null);
    expect(again).toEqual(first);
    expect(other.items.map((s) => s.customerName)).not.toEqual(first.items.map((s) => s.customerName));
  });

  it('lists only the invoices and payments made since a given time when asked', async () => {
    const sandbox = sandboxBilling('integration-1', '2026-11-20');
    const since = '2026-11-01T00:00:00.000Z';
    const invoices = (await sandbox.invoices(null, since)).items;
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) expect(invoice.issuedOn >= '2026-11-01').toBe(true);
    const payments = (await sandbox.payments(null, since)).items;
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) expect(payment.occurredAt >= since).toBe(true);
  });

  it('bills every period begun once: paid invoices owe nothing, open and uncollectible ones their total', async () => {
    const sandbox = sandboxBilling('integration-1', '2026-11-20');
    const invoices = [];
    for (let cursor: string | null = null; ; ) {
      const page = await sandbox.invoices(cursor, null);
      invoices.push(...page.items);
      if (page.next === null) break;
      cursor = page.next;
    }
    const statuses = new Set(invoices.map((invoice) => invoice.status));
    expect(statuses).toContain('paid');
    expect(statuses).toContain('uncollectible');
    for (const invoice of invoices) {
      expect(['paid', 'open', 'uncollectible']).toContain(invoice.status);
      // A period still ahead of the day has no invoice yet.
      expect(invoice.issuedOn <= '2026-11-20').toBe(true);
      expect(invoice.amountDueMinor).toBe(invoice.status === 'paid' ? 0 : invoice.totalMinor);
      if (invoice.status === 'paid') expect(invoice.paidOn! >= invoice.issuedOn).toBe(true);
    }
  });
});

describe('sandbox invoice PDFs', () => {
  it('draw customer names of every country', async () => {
    expect(winAnsiText('Złota Łąka sp. z o.o.')).toBe('Zlota Laka sp. z o.o.');
    expect(winAnsiText('Řízení s.r.o. – Müller € 北京')).toBe('Rízení s.r.o. – Müller € ??');
    const bytes = await invoicePdfBytes({
      externalId: 'in_1',
      number: 'INV-1',
      customerExternalId: 'cus_1',
      customerName: 'Przedsiębiorstwo Łódź Škoda ěščř',
      subscriptionExternalId: null,
      status: 'paid',
      currency: 'PLN',
      totalMinor: 12_300,
      amountDueMinor: 0,
      issuedOn: '2026-11-01',
      dueOn: null,
      paidOn: '2026-11-02',
      pdf: 'preview',
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
