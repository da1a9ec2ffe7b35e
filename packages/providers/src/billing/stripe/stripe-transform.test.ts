import { subscriptionInputSchema } from '@tranche/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../transformed';
import chargeJson from './fixtures/charge.json';
import invoiceJson from './fixtures/invoice.json';
import subscriptionJson from './fixtures/subscription.json';
import listJson from './fixtures/subscription-list.json';
import type { StripeCharge, StripeInvoice, StripeList, StripeSubscription } from './stripe-client';
import {
  currencyOf,
  invoiceFromStripe,
  paymentFromStripe,
  periodMonths,
  subscriptionFromStripe,
} from './stripe-transform';

// JSON imports type enums as plain strings: each test gets its own deep copy as the Stripe type.
const subscription = () => structuredClone(subscriptionJson) as unknown as StripeSubscription;
const invoice = () => structuredClone(invoiceJson) as unknown as StripeInvoice;
const charge = () => structuredClone(chargeJson) as unknown as StripeCharge;
const list = () => structuredClone(listJson) as unknown as StripeList<StripeSubscription>;

const kept = (value: StripeSubscription) => {
  const result = subscriptionFromStripe(value);
  if (result.skipped !== null) throw new Error(`skipped: ${result.skipped}`);
  return result.item;
};
const skipped = (value: StripeSubscription) => subscriptionFromStripe(value).skipped;
const at = (iso: string) => Date.parse(iso) / 1000;

describe('subscriptionFromStripe', () => {
  it('reads a German monthly subscription with 19 % VAT added to the net price', () => {
    const item = kept(subscription());
    expect(item).toEqual({
      externalId: 'sub_1NnmX4GPxmnHQRkJrhGrFloA',
      startDate: '2024-03-01',
      endDate: null,
      status: 'ACTIVE',
      billingPeriodMonths: 1,
      currency: 'EUR',
      amountMinor: 11_662,
      customerName: 'Kanzlei Hoffmann & Partner mbB',
      customerExternalId: 'cus_Oaxlz8kB0PJWGa',
      country: 'DE',
      nextPaymentDate: '2026-12-01',
      lastPaymentAmountMinor: 9_800,
      nextPaymentAmountMinor: 9_800,
      vatPercent: '19',
    });
    const { vatPercent: _, ...input } = item;
    expect(subscriptionInputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['active', 'ACTIVE', '2026-12-01'],
    ['trialing', 'ACTIVE', '2026-12-01'],
    ['past_due', 'UNPAID', '2026-12-01'],
    ['unpaid', 'UNPAID', null],
    ['paused', 'PAUSED', null],
  ] as const)('maps Stripe %s to %s', (stripeStatus, status, nextPaymentDate) => {
    const item = kept({ ...subscription(), status: stripeStatus });
    expect(item.status).toBe(status);
    expect(item.nextPaymentDate).toBe(nextPaymentDate);
  });

  it('reads a trial as not yet paid, with the list price net of VAT next', () => {
    const latest_invoice = { ...invoice(), total: 0, subtotal: 0, total_excluding_tax: 0, tax: 0 };
    expect(kept({ ...subscription(), status: 'trialing', latest_invoice })).toMatchObject({
      lastPaymentAmountMinor: null,
      nextPaymentAmountMinor: 9_800,
    });
  });

  it('maps a canceled subscription to CANCELED, ended on ended_at, with no next payment', () => {
    const ended = at('2026-06-15T12:00:00Z');
    const item = kept({ ...subscription(), status: 'canceled', ended_at: ended, canceled_at: ended });
    expect(item).toMatchObject({ status: 'CANCELED', endDate: '2026-06-15', nextPaymentDate: null });
  });

  it.each(['incomplete', 'incomplete_expired'] as const)('skips %s: it never earned revenue', (status) => {
    expect(skipped({ ...subscription(), status })).toMatch(/never started/);
  });

  it('counts paused collection as PAUSED', () => {
    const item = kept({ ...subscription(), pause_collection: { resumes_at: null } });
    expect(item).toMatchObject({ status: 'PAUSED', nextPaymentDate: null });
  });

  it('ends a subscription cancelled at period end with the period', () => {
    const item = kept({ ...subscription(), cancel_at_period_end: true });
    expect(item).toMatchObject({ status: 'ACTIVE', endDate: '2026-12-01', nextPaymentDate: null });
    expect(item.nextPaymentAmountMinor).toBeNull();
  });

  it.each([
    ['month', 1, 1],
    ['month', 3, 3],
    ['month', 6, 6],
    ['month', 12, 12],
    ['year', 1, 12],
    ['month', 2, null],
    ['year', 2, null],
    ['week', 1, null],
    ['day', 30, null],
  ] as const)('reads an interval of %s × %i as %s months', (interval, count, months) => {
    expect(periodMonths(interval, count)).toBe(months);
    const value = subscription();
    value.items.data[0]!.price.recurring = { interval, interval_count: count, usage_type: 'licensed' };
    const result = subscriptionFromStripe(value);
    if (months === null) expect(result.skipped).toMatch(/interval .* not supported/);
    else expect(result.item?.billingPeriodMonths).toBe(months);
  });

  it('skips the usage-based subscription of a list page and keeps the licensed one', () => {
    const [licensed, metered] = list().data;
    expect(subscriptionFromStripe(licensed!).item).not.toBeNull();
    expect(skipped(metered!)).toMatch(/metered/);
  });

  it('skips tiered prices, one-off prices and free subscriptions', () => {
    const tiered = subscription();
    Object.assign(tiered.items.data[0]!.price, { billing_scheme: 'tiered', unit_amount: null });
    expect(skipped(tiered)).toMatch(/tiered/);
    const oneOff = subscription();
    oneOff.items.data[0]!.price.recurring = null;
    expect(skipped(oneOff)).toMatch(/one-off/);
    const free = subscription();
    free.items.data[0]!.price.unit_amount = 0;
    expect(skipped(free)).toMatch(/free/);
    const negative = subscription();
    negative.items.data[0]!.quantity = -2;
    expect(skipped(negative)).toMatch(/quantity -2/);
  });

  it('skips currencies Tranche does not trade, including zero-decimal ones', () => {
    expect(skipped({ ...subscription(), currency: 'chf' })).toMatch(/currency chf/);
    expect(skipped({ ...subscription(), currency: 'jpy' })).toMatch(/currency jpy/);
    expect(currencyOf('jpy')).toBeNull();
    expect(currencyOf('gbp')).toBe('GBP');
  });

  it('takes the country from the invoice when the customer is not expanded, else skips', () => {
    const byInvoice = kept({ ...subscription(), customer: 'cus_Oaxlz8kB0PJWGa' });
    expect(byInvoice).toMatchObject({ country: 'DE', customerExternalId: 'cus_Oaxlz8kB0PJWGa' });
    expect(byInvoice.customerName).toBe('Kanzlei Hoffmann & Partner mbB');
    const unknown = { ...subscription(), customer: 'cus_Oaxlz8kB0PJWGa', latest_invoice: 'in_1' };
    expect(skipped(unknown)).toMatch(/country/);
    const deleted = { id: 'cus_gone', object: 'customer', deleted: true } as const;
    expect(skipped({ ...subscription(), customer: deleted, latest_invoice: null })).toMatch(/country/);
  });

  it('keeps a tax-inclusive price as it is', () => {
    const value = subscription();
    value.items.data[0]!.price.tax_behavior = 'inclusive';
    expect(kept(value)).toMatchObject({ amountMinor: 9_800, vatPercent: '19' });
  });

  it('applies the latest invoice tax ratio when Stripe Tax decides the rate', () => {
    const value = { ...subscription(), default_tax_rates: [], automatic_tax: { enabled: true } };
    expect(kept(value)).toMatchObject({ amountMinor: 11_662, vatPercent: null });
    expect(kept({ ...value, latest_invoice: 'in_1' })).toMatchObject({
      amountMinor: 9_800,
      lastPaymentAmountMinor: null,
      nextPaymentAmountMinor: null,
    });
  });

  it('reads an open latest invoice as the next payment, not the last', () => {
    const value = subscription();
    const latest = invoice();
    value.latest_invoice = { ...latest, status: 'open', amount_remaining: latest.total };
    expect(kept(value)).toMatchObject({ lastPaymentAmountMinor: null, nextPaymentAmountMinor: 9_800 });
  });

  it('reads days in UTC', () => {
    expect(dayOf(at('2026-11-30T23:59:59Z'))).toBe('2026-11-30');
    expect(dayOf(at('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });

  it('sums items of any price, quantity and interval to a positive integer, or skips', () => {
    const intervals = fc.constantFrom(
      ...(['day', 'week', 'month', 'year'] as const).flatMap((interval) =>
        [1, 2, 3, 4, 6, 12].map((count) => ({ interval, count })),
      ),
    );
    const items = fc.array(
      fc.record({
        unitAmount: fc.integer({ min: 1, max: 10_000_000 }),
        quantity: fc.integer({ min: 1, max: 500 }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(items, intervals, (lines, { interval, count }) => {
        const value = { ...subscription(), default_tax_rates: [], latest_invoice: null };
        const template = value.items.data[0]!;
        value.items.data = lines.map((line, index) => ({
          ...structuredClone(template),
          id: `si_${index}`,
          quantity: line.quantity,
          price: {
            ...structuredClone(template.price),
            unit_amount: line.unitAmount,
            recurring: { interval, interval_count: count, usage_type: 'licensed' },
          },
        }));
        const result = subscriptionFromStripe(value);
        if (result.skipped !== null) {
          expect(periodMonths(interval, count)).toBeNull();
          return;
        }
        const sum = lines.reduce((total, line) => total + line.unitAmount * line.quantity, 0);
        expect(Number.isInteger(result.item.amountMinor) && result.item.amountMinor > 0).toBe(true);
        expect(result.item.amountMinor).toBe(sum);
        expect([1, 3, 6, 12]).toContain(result.item.billingPeriodMonths);
      }),
    );
  });
});

describe('invoiceFromStripe', () => {
  it('reads a paid invoice with a PDF to preview', () => {
    expect(invoiceFromStripe(invoice()).item).toEqual({
      externalId: 'in_1NnmX4GPxmnHQRkJyyhHiHYa',
      number: 'KH2024-0033',
      customerExternalId: 'cus_Oaxlz8kB0PJWGa',
      customerName: 'Kanzlei Hoffmann & Partner mbB',
      subscriptionExternalId: 'sub_1NnmX4GPxmnHQRkJrhGrFloA',
      status: 'paid',
      currency: 'EUR',
      totalMinor: 11_662,
      amountDueMinor: 0,
      issuedOn: '2026-11-01',
      dueOn: '2026-11-01',
      paidOn: '2026-11-01',
      pdf: 'preview',
    });
  });

  it('reads a draft: no number, no PDF, not yet due', () => {
    const draft = {
      ...invoice(),
      status: 'draft',
      number: null,
      invoice_pdf: null,
      effective_at: null,
    } as const;
    const result = invoiceFromStripe({
      ...draft,
      amount_remaining: 11_662,
      status_transitions: { finalized_at: null, paid_at: null },
    });
    expect(result.item).toMatchObject({
      number: null,
      pdf: 'none',
      dueOn: null,
      paidOn: null,
      amountDueMinor: 11_662,
    });
  });

  it('reads a sent invoice with its due date, and a voided one as owing nothing', () => {
    const sent = {
      ...invoice(),
      collection_method: 'send_invoice',
      due_date: at('2026-11-15T00:00:00Z'),
    } as const;
    expect(invoiceFromStripe({ ...sent, status: 'open', amount_remaining: 11_662 }).item).toMatchObject({
      status: 'open',
      dueOn: '2026-11-15',
      amountDueMinor: 11_662,
    });
    expect(
      invoiceFromStripe({ ...sent, status: 'void', amount_remaining: 11_662 }).item?.amountDueMinor,
    ).toBe(0);
    // A debt carried in from the customer balance is not this invoice's.
    const carried = invoiceFromStripe({ ...sent, status: 'open', amount_remaining: 15_000 });
    expect(carried.item?.amountDueMinor).toBe(11_662);
  });

  it('skips an invoice in a currency Tranche does not trade', () => {
    expect(invoiceFromStripe({ ...invoice(), currency: 'sek' }).skipped).toMatch(/currency sek/);
  });
});

describe('paymentFromStripe', () => {
  it('reads a succeeded card charge tied to its subscription through the invoice', () => {
    expect(paymentFromStripe(charge()).item).toEqual({
      externalId: 'ch_3OCxq3GPxmnHQRkJ1qM4pD8S',
      customerExternalId: 'cus_Oaxlz8kB0PJWGa',
      subscriptionExternalId: 'sub_1NnmX4GPxmnHQRkJrhGrFloA',
      currency: 'EUR',
      amountMinor: 11_662,
      status: 'succeeded',
      occurredAt: '2026-11-01T01:02:00.000Z',
      failureReason: null,
    });
  });

  it.each([
    [{ status: 'failed', failure_code: 'card_declined' }, 'failed', 'card_declined'],
    [{ status: 'pending' }, 'pending', null],
    [{ captured: false }, 'pending', null],
    [{ refunded: true }, 'refunded', null],
  ] as const)('reads %o as %s', (change, status, failureReason) => {
    expect(paymentFromStripe({ ...charge(), ...change }).item).toMatchObject({ status, failureReason });
  });

  it('has no subscription when the invoice is not expanded, and skips other currencies', () => {
    expect(paymentFromStripe({ ...charge(), invoice: 'in_1' }).item?.subscriptionExternalId).toBeNull();
    expect(paymentFromStripe({ ...charge(), currency: 'jpy' }).skipped).toMatch(/currency jpy/);
    expect(paymentFromStripe({ ...charge(), amount: -100 }).skipped).toMatch(/amount -100/);
  });
});
