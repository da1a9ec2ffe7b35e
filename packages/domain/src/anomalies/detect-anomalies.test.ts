import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../dates/calendar';
import type { AnomalyInput, BankRow, InvoiceRow, RevenueMonth } from './anomaly-types';
import { detectAnomalies } from './detect-anomalies';

const today = '2026-11-20';
const base: AnomalyInput = { currency: 'EUR', today, dateFrom: '2026-05-01', dateTo: today };
const months = (n: number) => Array.from({ length: n }, (_, i) => addMonths('2024-11-01', i));

/** A year of monthly bills to a few payees, card spend, and what a test adds. */
function bank(extra: BankRow[] = [], skip = new Set<string>()): BankRow[] {
  const rows: BankRow[] = [];
  for (const [i, month] of months(25).entries()) {
    const pay = (day: number, amount: number, counterparty: string) => {
      const id = `${counterparty}-${month}`;
      if (!skip.has(id))
        rows.push({ id, day: addDays(month, day), amountMinor: -amount, currency: 'EUR', counterparty });
    };
    pay(0, 5_500_00, 'Hausverwaltung Krüger GmbH');
    pay(7, 120_00 + (i % 3) * 5_00, 'Hetzner Online GmbH');
    pay(4, 99_00 + (i % 4) * 8_25, 'Slack Technologies Limited');
    for (let c = 0; c < 4; c++) pay(10 + c, 40_00 + ((i * 7 + c * 13) % 50) * 1_00, `Card ${c}`);
  }
  return [...rows, ...extra];
}

describe('detectAnomalies: bank', () => {
  it('flags a duplicate, an unusual amount, a large new payee and a missing rent, and nothing in the plain data', () => {
    expect(detectAnomalies({ ...base, bank: bank() })).toEqual([]);
    const extra: BankRow[] = [
      {
        id: 'dup',
        day: '2026-09-09',
        amountMinor: -125_00,
        currency: 'EUR',
        counterparty: 'Hetzner Online GmbH',
      },
      {
        id: 'big',
        day: '2026-08-06',
        amountMinor: -1_450_00,
        currency: 'EUR',
        counterparty: 'Slack Technologies Limited',
      },
      {
        id: 'new',
        day: '2026-10-12',
        amountMinor: -18_000_00,
        currency: 'EUR',
        counterparty: 'Brightwater Ltd',
      },
    ];
    const found = detectAnomalies({
      ...base,
      bank: bank(extra, new Set(['Hausverwaltung Krüger GmbH-2026-09-01'])),
    });
    const byKind = Object.fromEntries(found.map((a) => [a.kind, a]));
    expect(Object.keys(byKind).sort()).toEqual([
      'duplicate',
      'missing_payment',
      'new_payee',
      'unusual_amount',
    ]);
    expect(byKind.duplicate!.rows.transactionIds!.sort()).toEqual(
      ['Hetzner Online GmbH-2026-09-01', 'dup'].sort(),
    );
    expect(byKind.duplicate!.reason).toEqual({ code: 'DUPLICATE_PAYMENT', daysApart: 1, count: 2 });
    expect(byKind.unusual_amount!.rows.transactionIds).toEqual(['big']);
    expect(byKind.unusual_amount!.reason.code).toBe('UNUSUAL_AMOUNT');
    expect(byKind.new_payee!.subject).toBe('Brightwater Ltd');
    expect(byKind.missing_payment!.day).toBe('2026-09-01');
    expect(byKind.missing_payment!.reason).toMatchObject({
      code: 'MISSING_REGULAR_PAYMENT',
      expectedMinor: -5_500_00,
    });
    // Newest first, ids stable across runs.
    expect(found.map((a) => a.day)).toEqual([...found.map((a) => a.day)].sort().reverse());
    expect(
      detectAnomalies({ ...base, bank: bank(extra, new Set(['Hausverwaltung Krüger GmbH-2026-09-01'])) }),
    ).toEqual(found);
  });

  it('reports only the asked range', () => {
    const extra: BankRow[] = [
      {
        id: 'dup',
        day: '2026-03-09',
        amountMinor: -125_00,
        currency: 'EUR',
        counterparty: 'Hetzner Online GmbH',
      },
    ];
    expect(detectAnomalies({ ...base, bank: bank(extra) })).toEqual([]);
  });
});

describe('detectAnomalies: revenue and payments', () => {
  it('flags a churn month out of pattern with its expected amount', () => {
    const revenue: RevenueMonth[] = months(24).map((month, i) => ({
      month,
      startMrr: 1_000_000 + i * 20_000,
      movements: {
        new: 40_000 + (i % 3) * 2_000,
        expansion: 10_000 + (i % 2) * 1_000,
        contraction: 3_000 + (i % 4) * 200,
        churn: (month === '2026-08-01' ? 0.08 : 0.02 + (i % 5) * 0.001) * (1_000_000 + i * 20_000),
        reactivation: 500,
      },
    }));
    const found = detectAnomalies({ ...base, revenue });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'unusual_movement',
      area: 'revenue',
      month: '2026-08-01',
      severity: 'high',
    });
    expect(found[0]!.reason).toMatchObject({
      code: 'MOVEMENT_OUT_OF_PATTERN',
      movement: 'churn',
      direction: 'high',
    });
  });

  it('flags a spike of failed payments and a large customer paying late, not a small one', () => {
    const paymentMonths = months(24).map((month) => ({
      month,
      attempts: 200,
      failed: month === '2026-09-01' ? 40 : 8 + (month.charCodeAt(6) % 3),
    }));
    const invoice = (
      id: string,
      customer: string,
      total: number,
      issuedOn: string,
      paidOn: string | null,
    ): InvoiceRow => ({
      id,
      customerId: customer,
      customerName: customer.toUpperCase(),
      status: paidOn ? 'paid' : 'open',
      currency: 'EUR',
      totalMinor: total,
      reportTotalMinor: total,
      issuedOn,
      dueOn: issuedOn,
      paidOn,
    });
    const invoices = months(24).flatMap((month) =>
      Array.from({ length: 30 }, (_, c) => invoice(`${c}-${month}`, `c${c}`, (c + 1) * 1_000, month, month)),
    );
    invoices.push(invoice('late', 'c29', 30_000, '2026-09-05', '2026-10-20'));
    invoices.push(invoice('small-late', 'c0', 1_000, '2026-09-05', '2026-10-20'));
    const found = detectAnomalies({ ...base, paymentMonths, invoices });
    expect(found.map((a) => [a.kind, a.rows.month ?? a.rows.customerId])).toEqual([
      ['late_payment', 'c29'],
      ['failed_payments', '2026-09-01'],
    ]);
    expect(found[0]!.reason).toMatchObject({ code: 'PAID_LATE', daysLate: 45 });
  });
});
