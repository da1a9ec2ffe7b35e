import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVEL3_IDS } from '../categorise/taxonomy';
import type { SubscriptionChange, SubscriptionHistory } from '../kpi/subscription-history';
import { billingsBetween } from './billing-schedule';
import { categoryAtLevel, isOwnAccountTransfer, isWithinCategory } from './categories';
import { categoryTotals } from './category-totals';
import { buildPaymentGrid, paymentCellStatus } from './payment-grid';
import { monthOf, periodEnd, periodStartOf, periodStarts } from './periods';
import { buildPivot } from './pivot';
import { buildPnl, PNL_LINE_KEYS, pnlItemOfAccountingPath, pnlItemOfCategory } from './pnl';

const MONTHS = ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01'];
const amount = fc.integer({ min: -50_000_000_00, max: 50_000_000_00 });
const positive = fc.integer({ min: 0, max: 5_000_000_00 });
const level3 = fc.constantFrom(...LEVEL3_IDS);
const month = fc.constantFrom(...MONTHS);
const level = fc.constantFrom(1 as const, 2 as const, 3 as const);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('periods', () => {
  it('finds the first day of a month, quarter and year, and the periods a range touches', () => {
    expect(periodStartOf('2025-08-17', 'month')).toBe('2025-08-01');
    expect(periodStartOf('2025-08-17', 'quarter')).toBe('2025-07-01');
    expect(periodStartOf('2025-12-31', 'quarter')).toBe('2025-10-01');
    expect(periodStartOf('2025-08-17', 'year')).toBe('2025-01-01');
    expect(monthOf('2024-02-29')).toBe('2024-02-01');
    expect(periodStarts('2024-11-15', '2025-02-03', 'month')).toEqual([
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
    ]);
    expect(periodStarts('2024-02-10', '2025-01-01', 'quarter')).toEqual([
      '2024-01-01',
      '2024-04-01',
      '2024-07-01',
      '2024-10-01',
      '2025-01-01',
    ]);
    expect(periodStarts('2023-06-01', '2025-01-01', 'year')).toEqual([
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
    ]);
    expect(periodEnd('2024-02-01', 'month')).toBe('2024-02-29');
    expect(periodEnd('2024-10-01', 'quarter')).toBe('2024-12-31');
    expect(() => periodStarts('2025-02-01', '2025-01-01', 'month')).toThrow(RangeError);
  });
});

describe('categories', () => {
  it('cuts a level-3 id to a level and matches whole segments only', () => {
    expect(categoryAtLevel('payroll.wages.salaries', 1)).toBe('payroll');
    expect(categoryAtLevel('payroll.wages.salaries', 2)).toBe('payroll.wages');
    expect(categoryAtLevel('payroll.wages.salaries', 3)).toBe('payroll.wages.salaries');
    expect(isWithinCategory('financing.interest.interest_paid', 'financing.interest')).toBe(true);
    expect(isWithinCategory('financing.interest_x', 'financing.interest')).toBe(false);
    expect(isOwnAccountTransfer('transfers.own_accounts.savings')).toBe(true);
    expect(isOwnAccountTransfer('revenue.refunds.refunds_received')).toBe(false);
  });

  it('adds flows per category of a level, largest |net| first', () => {
    const totals = categoryTotals(
      [
        { category: 'payroll.wages.salaries', inflowMinor: 0, outflowMinor: 500_00, count: 2 },
        {
          category: 'payroll.social_security.contributions',
          inflowMinor: 10_00,
          outflowMinor: 100_00,
          count: 3,
        },
        {
          category: 'revenue.subscriptions.customer_transfers',
          inflowMinor: 300_00,
          outflowMinor: 0,
          count: 4,
        },
      ],
      1,
    );
    expect(totals).toEqual([
      { categoryId: 'payroll', inflowMinor: 10_00, outflowMinor: 600_00, netMinor: -590_00, count: 5 },
      { categoryId: 'revenue', inflowMinor: 300_00, outflowMinor: 0, netMinor: 300_00, count: 4 },
    ]);
  });

  it('keeps every cent and every transaction whatever the level', () => {
    const flow = fc.record({
      category: level3,
      inflowMinor: positive,
      outflowMinor: positive,
      count: fc.nat(50),
    });
    fc.assert(
      fc.property(fc.array(flow, { maxLength: 60 }), level, (flows, at) => {
        const totals = categoryTotals(flows, at);
        expect(sum(totals.map((t) => t.netMinor))).toBe(
          sum(flows.map((f) => f.inflowMinor)) - sum(flows.map((f) => f.outflowMinor)),
        );
        expect(sum(totals.map((t) => t.count))).toBe(sum(flows.map((f) => f.count)));
        for (const t of totals) expect(t.netMinor).toBe(t.inflowMinor - t.outflowMinor);
        for (let i = 1; i < totals.length; i++)
          expect(Math.abs(totals[i - 1]!.netMinor)).toBeGreaterThanOrEqual(Math.abs(totals[i]!.netMinor));
      }),
    );
  });
});

describe('buildPivot', () => {
  it('puts each category’s net into its month, rows by |total|', () => {
    const pivot = buildPivot(
      [
        { month: '2025-01-01', category: 'revenue.subscriptions.customer_transfers', amountMinor: 1_000_00 },
        { month: '2025-02-01', category: 'revenue.payouts.online_payments', amountMinor: 250_00 },
        { month: '2025-02-01', category: 'payroll.wages.salaries', amountMinor: -2_000_00 },
      ],
      ['2025-01-01', '2025-02-01', '2025-03-01'],
      1,
    );
    expect(pivot).toEqual({
      months: ['2025-01-01', '2025-02-01', '2025-03-01'],
      rows: [
        { categoryId: 'payroll', amountsMinor: [0, -2_000_00, 0], totalMinor: -2_000_00 },
        { categoryId: 'revenue', amountsMinor: [1_000_00, 250_00, 0], totalMinor: 1_250_00 },
      ],
      totalsMinor: [1_000_00, -1_750_00, 0],
    });
    expect(() =>
      buildPivot([{ month: '2024-12-01', category: 'payroll.wages.salaries', amountMinor: 1 }], MONTHS, 1),
    ).toThrow(RangeError);
  });

  it('sums rows to the month totals and months to the row totals, to the cent', () => {
    const entry = fc.record({ month, category: level3, amountMinor: amount });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), level, (entries, at) => {
        const pivot = buildPivot(entries, MONTHS, at);
        MONTHS.forEach((_, i) => {
          expect(pivot.totalsMinor[i]).toBe(sum(pivot.rows.map((row) => row.amountsMinor[i]!)));
        });
        for (const row of pivot.rows) expect(row.totalMinor).toBe(sum(row.amountsMinor));
        expect(sum(pivot.totalsMinor)).toBe(sum(entries.map((e) => e.amountMinor)));
        expect(new Set(pivot.rows.map((row) => row.categoryId)).size).toBe(pivot.rows.length);
      }),
    );
  });
});

describe('profit and loss', () => {
  it('maps bank categories to lines: interest only for financing, transfers and loans left out', () => {
    expect(pnlItemOfCategory('revenue.refunds.customer_refunds')).toBe('revenue');
    expect(pnlItemOfCategory('payroll.social_security.contributions')).toBe('payroll');
    expect(pnlItemOfCategory('operating_costs.software.cloud_hosting')).toBe('operating_costs');
    expect(pnlItemOfCategory('other.donations_fines.fines')).toBe('operating_costs');
    expect(pnlItemOfCategory('financing.interest.interest_paid')).toBe('financing');
    expect(pnlItemOfCategory('financing.loan_drawdown.bank_loans')).toBeNull();
    expect(pnlItemOfCategory('financing.loan_repayment.bank_loans')).toBeNull();
    expect(pnlItemOfCategory('financing.equity.capital_increase')).toBeNull();
    expect(pnlItemOfCategory('transfers.own_accounts.savings')).toBeNull();
    expect(pnlItemOfCategory('other.cash.withdrawals')).toBeNull();
    expect(pnlItemOfCategory('taxes.vat.payments')).toBe('taxes');
    for (const id of LEVEL3_IDS) expect(() => pnlItemOfCategory(id)).not.toThrow();
  });

  it('maps accounting paths to lines by their convention', () => {
    expect(pnlItemOfAccountingPath('Income/Revenue/Subscriptions')).toBe('revenue');
    expect(pnlItemOfAccountingPath('Expenses/Payroll/Wages')).toBe('payroll');
    expect(pnlItemOfAccountingPath('Expenses/Financing/Interest')).toBe('financing');
    expect(pnlItemOfAccountingPath('Expenses/Taxes/Trade tax')).toBe('taxes');
    expect(pnlItemOfAccountingPath('Expenses/Operating/Rent')).toBe('operating_costs');
    expect(pnlItemOfAccountingPath('Expenses/Cost of sales/Hosting')).toBe('operating_costs');
  });

  it('shows costs as spent amounts and subtracts them in the subtotals', () => {
    const lines = buildPnl(
      [
        { period: '2025-01-01', item: 'revenue', amountMinor: 10_000_00 },
        { period: '2025-01-01', item: 'revenue', amountMinor: -500_00 },
        { period: '2025-01-01', item: 'payroll', amountMinor: -4_000_00 },
        { period: '2025-01-01', item: 'operating_costs', amountMinor: -1_500_00 },
        { period: '2025-02-01', item: 'operating_costs', amountMinor: 200_00 },
        { period: '2025-02-01', item: 'financing', amountMinor: -80_00 },
        { period: '2025-02-01', item: 'taxes', amountMinor: -1_000_00 },
      ],
      ['2025-01-01', '2025-02-01'],
    );
    expect(lines.map((line) => line.key)).toEqual([...PNL_LINE_KEYS]);
    const byKey = Object.fromEntries(lines.map((line) => [line.key, line]));
    expect(byKey.revenue).toEqual({
      key: 'revenue',
      kind: 'revenue',
      amountsMinor: [9_500_00, 0],
      totalMinor: 9_500_00,
    });
    expect(byKey.payroll!.amountsMinor).toEqual([4_000_00, 0]);
    expect(byKey.operating_costs!.amountsMinor).toEqual([1_500_00, -200_00]);
    expect(byKey.operating_result).toMatchObject({ kind: 'subtotal', amountsMinor: [4_000_00, 200_00] });
    expect(byKey.financing!.amountsMinor).toEqual([0, 80_00]);
    expect(byKey.net_result).toMatchObject({ amountsMinor: [4_000_00, -880_00], totalMinor: 3_120_00 });
    expect(Object.is(byKey.payroll!.amountsMinor[1], -0)).toBe(false);
  });

  it('makes subtotals the sum of their lines in every period and in total, to the cent', () => {
    const item = fc.constantFrom('revenue', 'payroll', 'operating_costs', 'financing', 'taxes' as const);
    const entry = fc.record({ period: month, item, amountMinor: amount });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), (entries) => {
        const lines = Object.fromEntries(buildPnl(entries, MONTHS).map((line) => [line.key, line]));
        const [r, p, o, or, f, t, nr] = PNL_LINE_KEYS.map((key) => lines[key]!);
        MONTHS.forEach((_, i) => {
          expect(or!.amountsMinor[i]).toBe(r!.amountsMinor[i]! - p!.amountsMinor[i]! - o!.amountsMinor[i]!);
          expect(nr!.amountsMinor[i]).toBe(or!.amountsMinor[i]! - f!.amountsMinor[i]! - t!.amountsMinor[i]!);
        });
        for (const line of [r, p, o, or, f, t, nr]) expect(line!.totalMinor).toBe(sum(line!.amountsMinor));
        expect(nr!.totalMinor).toBe(
          r!.totalMinor - p!.totalMinor - o!.totalMinor - f!.totalMinor - t!.totalMinor,
        );
        // The net result is every amount booked, signed as it came.
        expect(nr!.totalMinor).toBe(sum(entries.map((e) => e.amountMinor)));
      }),
    );
  });
});

const terms = (
  effectiveDate: string,
  amountMinor: number,
  fields: Partial<SubscriptionChange> = {},
): SubscriptionChange => ({
  effectiveDate,
  amountMinor,
  billingPeriodMonths: 1,
  status: 'AVAILABLE',
  tradingStatus: 'AVAILABLE',
  ...fields,
});

describe('billingsBetween', () => {
  const monthly: SubscriptionHistory = {
    id: 's1',
    customerId: 'c1',
    currency: 'EUR',
    startDate: '2025-01-31',
    endDate: null,
    changes: [
      terms('2025-01-31', 100_00),
      terms('2025-03-15', 150_00),
      terms('2025-05-01', 150_00, { status: 'PAUSED' }),
      terms('2025-06-10', 150_00),
    ],
  };

  it('bills every period from the start date by the terms in force, not while paused', () => {
    expect(billingsBetween(monthly, '2025-01-01', '2025-07-31').map((b) => [b.date, b.amountMinor])).toEqual([
      ['2025-01-31', 100_00],
      ['2025-02-28', 100_00],
      ['2025-03-31', 150_00],
      ['2025-04-30', 150_00],
      ['2025-06-30', 150_00],
      ['2025-07-31', 150_00],
    ]);
    expect(billingsBetween(monthly, '2025-03-01', '2025-03-31')).toEqual([
      { subscriptionId: 's1', customerId: 'c1', date: '2025-03-31', currency: 'EUR', amountMinor: 150_00 },
    ]);
  });

  it('follows a change of billing period and stops at the end date', () => {
    const quarterly: SubscriptionHistory = {
      id: 's2',
      customerId: 'c2',
      currency: 'USD',
      startDate: '2024-11-05',
      endDate: '2025-11-05',
      changes: [
        terms('2024-11-05', 300_00, { billingPeriodMonths: 3 }),
        terms('2025-04-01', 1_200_00, { billingPeriodMonths: 12 }),
      ],
    };
    expect(
      billingsBetween(quarterly, '2024-01-01', '2027-01-01').map((b) => [b.date, b.amountMinor]),
    ).toEqual([
      ['2024-11-05', 300_00],
      ['2025-02-05', 300_00],
      ['2025-05-05', 1_200_00],
    ]);
    const canceled: SubscriptionHistory = {
      ...monthly,
      changes: [terms('2025-01-31', 100_00), terms('2025-03-01', 100_00, { status: 'CANCELED' })],
    };
    expect(billingsBetween(canceled, '2025-01-01', '2025-12-31').map((b) => b.date)).toEqual([
      '2025-01-31',
      '2025-02-28',
    ]);
  });
});

describe('payment grid', () => {
  it('tells paid, partial, unpaid, upcoming and none apart', () => {
    const cell = (
      expectedMinor: number,
      receivedMinor: number,
      overdueMinor = expectedMinor,
      current = false,
    ) => paymentCellStatus({ expectedMinor, receivedMinor, overdueMinor, current });
    expect(cell(0, 0)).toBe('none');
    expect(cell(0, 50_00)).toBe('none');
    expect(cell(100_00, 100_00)).toBe('paid');
    expect(cell(100_00, 120_00)).toBe('paid');
    expect(cell(100_00, 40_00)).toBe('partial');
    expect(cell(100_00, 0)).toBe('unpaid');
    expect(cell(100_00, 0, 0, true)).toBe('upcoming');
    expect(cell(150_00, 100_00, 100_00, true)).toBe('upcoming');
    expect(cell(150_00, 40_00, 100_00, true)).toBe('partial');
    expect(cell(100_00, 0, 100_00, true)).toBe('unpaid');
  });

  it('puts billings and payments into customer rows by month, sorted by expected total', () => {
    const grid = buildPaymentGrid({
      months: ['2025-05-01', '2025-06-01'],
      today: '2025-06-10',
      billings: [
        { customerId: 'a', date: '2025-05-03', amountMinor: 100_00 },
        { customerId: 'a', date: '2025-06-03', amountMinor: 100_00 },
        { customerId: 'b', date: '2025-05-20', amountMinor: 500_00 },
        { customerId: 'b', date: '2025-06-20', amountMinor: 500_00 },
        { customerId: 'a', date: '2025-04-03', amountMinor: 100_00 },
      ],
      payments: [
        { customerId: 'a', date: '2025-05-04', amountMinor: 100_00 },
        { customerId: 'b', date: '2025-05-21', amountMinor: 200_00 },
        { customerId: 'c', date: '2025-06-01', amountMinor: 30_00 },
      ],
      customerNames: new Map([
        ['a', 'Acme'],
        ['b', 'Beta'],
      ]),
    });
    expect(
      grid.customers.map((c) => [c.customerExternalId, c.customerName, c.expectedMinor, c.receivedMinor]),
    ).toEqual([
      ['b', 'Beta', 1_000_00, 200_00],
      ['a', 'Acme', 200_00, 100_00],
      ['c', 'c', 0, 30_00],
    ]);
    expect(grid.customers[0]!.cells.map((c) => c.status)).toEqual(['partial', 'upcoming']);
    expect(grid.customers[1]!.cells.map((c) => c.status)).toEqual(['paid', 'unpaid']);
    expect(grid.customers[2]!.cells.map((c) => c.status)).toEqual(['none', 'none']);
    expect(grid.totals).toEqual({ expectedMinor: [600_00, 600_00], receivedMinor: [300_00, 30_00] });
  });

  it('sums the cells to each customer’s and each month’s totals, to the cent', () => {
    const customer = fc.constantFrom('a', 'b', 'c', 'd');
    const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));
    const dated = fc.record({
      customerId: customer,
      date: fc.tuple(month, day).map(([m, d]) => `${m.slice(0, 8)}${d}`),
      amountMinor: positive,
    });
    fc.assert(
      fc.property(
        fc.array(dated, { maxLength: 40 }),
        fc.array(dated, { maxLength: 40 }),
        (billings, payments) => {
          const grid = buildPaymentGrid({
            months: MONTHS,
            today: '2025-06-15',
            billings,
            payments,
            customerNames: new Map(),
          });
          for (const c of grid.customers) {
            expect(c.expectedMinor).toBe(sum(c.cells.map((cell) => cell.expectedMinor)));
            expect(c.receivedMinor).toBe(sum(c.cells.map((cell) => cell.receivedMinor)));
          }
          MONTHS.forEach((_, i) => {
            expect(grid.totals.expectedMinor[i]).toBe(
              sum(grid.customers.map((c) => c.cells[i]!.expectedMinor)),
            );
            expect(grid.totals.receivedMinor[i]).toBe(
              sum(grid.customers.map((c) => c.cells[i]!.receivedMinor)),
            );
          });
          expect(sum(grid.totals.expectedMinor)).toBe(sum(billings.map((b) => b.amountMinor)));
          expect(sum(grid.totals.receivedMinor)).toBe(sum(payments.map((p) => p.amountMinor)));
          for (let i = 1; i < grid.customers.length; i++)
            expect(grid.customers[i - 1]!.expectedMinor).toBeGreaterThanOrEqual(
              grid.customers[i]!.expectedMinor,
            );
        },
      ),
    );
  });
});
