import { subscriptionInputSchema } from '@tranche/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  ChargebeeInvoice,
  ChargebeeList,
  ChargebeePlan,
  ChargebeeTransaction,
  SubscriptionEntry,
} from './chargebee-client';
import {
  invoiceFromChargebee,
  paymentFromChargebee,
  planMonths,
  subscriptionFromChargebee,
} from './chargebee-transform';
import invoiceJson from './fixtures/invoice.json';
import plansJson from './fixtures/plans.json';
import listJson from './fixtures/subscription-list.json';
import transactionJson from './fixtures/transaction.json';

// JSON imports type enums as plain strings: each test gets its own deep copy as Chargebee's type.
const entries = () => structuredClone(listJson) as unknown as ChargebeeList<SubscriptionEntry>;
const plans = new Map(
  (plansJson as unknown as ChargebeeList<{ plan: ChargebeePlan }>).list.map(({ plan }) => [plan.id, plan]),
);
const invoice = () => structuredClone(invoiceJson) as unknown as ChargebeeInvoice;
const transaction = () => structuredClone(transactionJson) as unknown as ChargebeeTransaction;
const transform = (entry: SubscriptionEntry, currency: 'EUR' | null = 'EUR') =>
  subscriptionFromChargebee(entry, plans.get(entry.subscription.plan_id), currency);

describe('subscriptionFromChargebee', () => {
  it('prices a per-unit plan by its quantity, in the site currency, from the customer', () => {
    const [entry] = entries().list;
    const { item } = transform(entry!);
    expect(item).toEqual({
      externalId: 'HwxfyiHSUjS7H6E2X',
      startDate: '2026-05-01',
      endDate: null,
      status: 'ACTIVE',
      billingPeriodMonths: 1,
      currency: 'EUR',
      amountMinor: 14_700,
      customerName: 'Brightlane GmbH',
      customerExternalId: 'HwxfyiHSUjS7H6E2X',
      country: 'DE',
      nextPaymentDate: '2026-12-01',
      lastPaymentAmountMinor: null,
      nextPaymentAmountMinor: 14_700,
      vatPercent: null,
    });
    const { vatPercent: _, ...input } = item!;
    expect(subscriptionInputSchema.safeParse(input).success).toBe(true);
  });

  it('keeps a non-renewing yearly flat fee until its term ends, named by the person', () => {
    const [, entry] = entries().list;
    const { item } = transform(entry!);
    expect(item).toMatchObject({
      status: 'ACTIVE',
      billingPeriodMonths: 12,
      amountMinor: 118_800,
      customerName: 'Pieter de Vries',
      country: 'NL',
      endDate: '2027-01-01',
      nextPaymentDate: null,
      nextPaymentAmountMinor: null,
    });
  });

  it('marks a subscription with due invoices unpaid and a cancelled one ended', () => {
    const [entry] = entries().list;
    entry!.subscription.due_invoices_count = 2;
    expect(transform(entry!).item?.status).toBe('UNPAID');
    entry!.subscription.status = 'cancelled';
    entry!.subscription.cancelled_at = 1_790_812_800;
    expect(transform(entry!).item).toMatchObject({
      status: 'CANCELED',
      endDate: '2026-10-01',
      nextPaymentDate: null,
    });
  });

  it('skips what it cannot price or place, with the reason', () => {
    const [entry] = entries().list;
    expect(transform(entry!, null).skipped).toMatch(/currency/);
    expect(
      transform({ ...entry!, subscription: { ...entry!.subscription, status: 'future' } }).skipped,
    ).toMatch(/not running/);
    expect(
      transform({ ...entry!, subscription: { ...entry!.subscription, plan_id: 'gone' } }).skipped,
    ).toMatch(/plan gone/);
    expect(
      transform({ ...entry!, subscription: { ...entry!.subscription, plan_id: 'weekly-pass' } }).skipped,
    ).toMatch(/period 1 week/);
    expect(
      transform({ ...entry!, subscription: { ...entry!.subscription, plan_quantity: 0 } }).skipped,
    ).toMatch(/free/);
    expect(transform({ ...entry!, customer: { id: 'c', billing_address: {} } }).skipped).toMatch(/country/);
  });

  it('trades only the billing periods Tranche trades', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36 }),
        fc.constantFrom('day', 'week', 'month', 'year'),
        (period, unit) => {
          const months = planMonths({ period, period_unit: unit as ChargebeePlan['period_unit'] });
          expect(months === null || [1, 3, 6, 12].includes(months)).toBe(true);
          if (unit === 'month' && [1, 3, 6, 12].includes(period)) expect(months).toBe(period);
        },
      ),
    );
  });
});

describe('invoiceFromChargebee', () => {
  it('reads a paid invoice with its document date, total and PDF', () => {
    expect(invoiceFromChargebee(invoice()).item).toEqual({
      externalId: 'DemoInv_1042',
      number: 'DemoInv_1042',
      customerExternalId: 'HwxfyiHSUjS7H6E2X',
      customerName: 'Brightlane GmbH',
      subscriptionExternalId: 'HwxfyiHSUjS7H6E2X',
      status: 'paid',
      currency: 'EUR',
      totalMinor: 17_493,
      amountDueMinor: 0,
      issuedOn: '2026-11-01',
      dueOn: null,
      paidOn: '2026-11-01',
      pdf: 'preview',
    });
  });

  it('owes what is due on an unpaid one, nothing on a voided one, and has no PDF while pending', () => {
    const due = { ...invoice(), status: 'payment_due' as const, amount_due: 17_493, paid_on: undefined };
    expect(invoiceFromChargebee(due).item).toMatchObject({
      status: 'open',
      amountDueMinor: 17_493,
      dueOn: '2026-11-01',
    });
    expect(invoiceFromChargebee({ ...due, status: 'voided' }).item).toMatchObject({
      status: 'void',
      amountDueMinor: 0,
    });
    expect(invoiceFromChargebee({ ...due, status: 'pending' }).item).toMatchObject({
      pdf: 'none',
      number: null,
    });
    expect(invoiceFromChargebee({ ...due, currency_code: 'JPY' }).skipped).toMatch(/JPY/);
  });
});

describe('paymentFromChargebee', () => {
  it('reads a successful card payment', () => {
    expect(paymentFromChargebee(transaction()).item).toEqual({
      externalId: 'txn_HwxfyiHSUjS8z6E5',
      customerExternalId: 'HwxfyiHSUjS7H6E2X',
      subscriptionExternalId: 'HwxfyiHSUjS7H6E2X',
      currency: 'EUR',
      amountMinor: 17_493,
      status: 'succeeded',
      occurredAt: '2026-11-01T01:00:00.000Z',
      failureReason: null,
    });
  });

  it('reports failures with their code and leaves refunds and authorisations out', () => {
    expect(
      paymentFromChargebee({ ...transaction(), status: 'failure', error_code: 'card_declined' }).item,
    ).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    expect(paymentFromChargebee({ ...transaction(), status: 'in_progress' }).item?.status).toBe('pending');
    expect(paymentFromChargebee({ ...transaction(), type: 'refund' }).skipped).toMatch(/refund/);
    expect(paymentFromChargebee({ ...transaction(), type: 'authorization' }).skipped).toMatch(
      /authorization/,
    );
  });
});
