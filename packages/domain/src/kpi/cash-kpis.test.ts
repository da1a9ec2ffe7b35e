import { describe, expect, it } from 'vitest';
import { createRateTable } from '../fx/rate-table';
import { accountingGroupOf } from './accounting-lines';
import { type CashKpiInput, computeCashKpis, ltvWithGrossMargin } from './cash-kpis';
import { KPI_DEFINITIONS, KPI_IDS } from './kpi-definitions';

const rates = createRateTable([{ date: '2024-01-01', rates: { USD: '1.25' } }]);
const base: CashKpiInput = {
  day: '2025-04-15',
  currency: 'EUR',
  rates,
  bank: null,
  accounting: null,
  ltv: { kind: 'value', value: 445_716 },
  newCustomers: 2,
};

describe('cash KPIs', () => {
  it('need a bank or accounting connection until data exists', () => {
    const kpis = computeCashKpis(base);
    for (const id of ['cashLiquidity', 'monthlyInflow', 'monthlyOutflow', 'monthlyBurn', 'runway'] as const) {
      expect(kpis[id]).toEqual({ kind: 'unavailable', reason: 'NEEDS_BANK_CONNECTION' });
    }
    expect(kpis.debtToAsset).toEqual({ kind: 'unavailable', reason: 'NEEDS_ACCOUNTING_CONNECTION' });
    expect(kpis.grossMargin).toEqual({ kind: 'unavailable', reason: 'NEEDS_ACCOUNTING_CONNECTION' });
    expect(kpis.ltvToCac).toEqual({ kind: 'unavailable', reason: 'NEEDS_ACCOUNTING_CONNECTION' });
  });

  it('say why when an accounting connection has no figures yet', () => {
    const kpis = computeCashKpis({ ...base, accounting: { balanceSheet: null, pnl: [] } });
    expect(kpis.debtToAsset).toEqual({ kind: 'undefined', reason: 'NO_ASSETS' });
    expect(kpis.grossMargin).toEqual({ kind: 'undefined', reason: 'NO_REVENUE' });
    expect(kpis.ltvToCac).toEqual({ kind: 'undefined', reason: 'NO_SPEND' });
  });

  it('leaves LTV as it is without revenue, and scales it by the gross margin with it', () => {
    const ltv = { kind: 'value', value: 1_000 } as const;
    expect(ltvWithGrossMargin(ltv, { revenue: 0, costOfRevenue: 0 })).toEqual(ltv);
    expect(ltvWithGrossMargin(ltv, { revenue: 3, costOfRevenue: 1 })).toEqual({ kind: 'value', value: 667 });
    expect(
      ltvWithGrossMargin({ kind: 'undefined', reason: 'NO_CHURN' }, { revenue: 3, costOfRevenue: 1 }),
    ).toEqual({
      kind: 'undefined',
      reason: 'NO_CHURN',
    });
  });

  it('sorts account paths into the groups of the accounting convention', () => {
    expect(
      [
        'Income/Revenue/Subscriptions',
        'income/Other income/Interest',
        'Expenses/Cost of sales/Hosting',
        'Expenses/Sales and marketing/Ads',
        'Expenses/Payroll/Wages',
        'Expenses/Financing/Interest',
        'Expenses/Taxes/Trade tax',
        'Expenses/Operating/Rent',
        'Expenses',
      ].map(accountingGroupOf),
    ).toEqual([
      'revenue',
      'revenue',
      'costOfRevenue',
      'salesAndMarketing',
      'payroll',
      'financing',
      'taxes',
      'operatingCosts',
      'operatingCosts',
    ]);
  });

  it('follow their definitions once data exists', () => {
    /*
     * Balances: EUR 10,000.00 + USD 1,250.00 (÷ 1.25 = EUR 1,000.00) = EUR 11,000.00.
     * Last 3 full months before 15 April: Jan out 8,000 − in 5,000 = 3,000; Feb 1,000; Mar 5,000
     * → burn (3,000 + 1,000 + 5,000) ÷ 3 = 3,000.00; runway 11,000 ÷ 3,000 = 3.67 months;
     * inflow and outflow of March: 4,000.00 and 9,000.00. Debt to asset 50,000 ÷ 200,000 = 0.25.
     * Gross margin of April 2024 – March 2025: revenue EUR 10,000.00 + USD 1,250.00 (EUR 1,000.00)
     * = 11,000.00, cost of revenue 2,200.00 → 80 %; LTV 4,457.16 × 0.8 = 3,565.73 (half-up).
     * CAC over January – March = (400 + 300 + 300) ÷ 2 new customers = 500.00;
     * LTV:CAC = 3,565.73 ÷ 500.00 = 7.13. Lines outside those months count nowhere.
     */
    const kpis = computeCashKpis({
      ...base,
      bank: {
        balances: [
          { amountMinor: 1_000_000, currency: 'EUR' },
          { amountMinor: 125_000, currency: 'USD' },
        ],
        months: [
          { month: '2025-01-01', currency: 'EUR', inflowMinor: 500_000, outflowMinor: 800_000 },
          { month: '2025-02-01', currency: 'EUR', inflowMinor: 600_000, outflowMinor: 700_000 },
          { month: '2025-03-01', currency: 'EUR', inflowMinor: 400_000, outflowMinor: 900_000 },
          { month: '2025-04-01', currency: 'EUR', inflowMinor: 0, outflowMinor: 5_000_000 },
        ],
      },
      accounting: {
        balanceSheet: {
          totalLiabilities: { amountMinor: 5_000_000, currency: 'EUR' },
          totalAssets: { amountMinor: 20_000_000, currency: 'EUR' },
        },
        pnl: [
          {
            month: '2025-01-01',
            category: 'Expenses/Sales and marketing/Ads',
            currency: 'EUR',
            amountMinor: -40_000,
          },
          {
            month: '2025-02-01',
            category: 'Expenses/Sales and marketing/Events',
            currency: 'EUR',
            amountMinor: -30_000,
          },
          {
            month: '2025-03-01',
            category: 'Expenses/Sales and marketing/Ads',
            currency: 'EUR',
            amountMinor: -30_000,
          },
          {
            month: '2025-04-01',
            category: 'Expenses/Sales and marketing/Ads',
            currency: 'EUR',
            amountMinor: -999_999,
          },
          {
            month: '2025-03-01',
            category: 'Income/Revenue/Subscriptions',
            currency: 'EUR',
            amountMinor: 1_000_000,
          },
          {
            month: '2024-06-01',
            category: 'Income/Revenue/Subscriptions',
            currency: 'USD',
            amountMinor: 125_000,
          },
          {
            month: '2024-03-01',
            category: 'Income/Revenue/Subscriptions',
            currency: 'EUR',
            amountMinor: 5_000_000,
          },
          {
            month: '2025-03-01',
            category: 'Expenses/Cost of sales/Hosting',
            currency: 'EUR',
            amountMinor: -220_000,
          },
          {
            month: '2025-03-01',
            category: 'Expenses/Operating/Rent',
            currency: 'EUR',
            amountMinor: -500_000,
          },
        ],
      },
    });
    expect(kpis).toEqual({
      cashLiquidity: { kind: 'value', value: 1_100_000 },
      monthlyInflow: { kind: 'value', value: 400_000 },
      monthlyOutflow: { kind: 'value', value: 900_000 },
      monthlyBurn: { kind: 'value', value: 300_000 },
      runway: { kind: 'value', value: 3.67 },
      debtToAsset: { kind: 'value', value: 0.25 },
      grossMargin: { kind: 'value', value: 80 },
      ltvToCac: { kind: 'value', value: 7.13 },
    });
  });

  it('has unlimited runway without burn', () => {
    const kpis = computeCashKpis({
      ...base,
      bank: {
        balances: [],
        months: [{ month: '2025-03-01', currency: 'EUR', inflowMinor: 10, outflowMinor: 5 }],
      },
    });
    expect(kpis.monthlyBurn).toEqual({ kind: 'value', value: 0 });
    expect(kpis.runway).toEqual({ kind: 'unlimited' });
  });
});

describe('KPI definitions', () => {
  it('define every KPI in English and German with the units of spec §9', () => {
    for (const id of KPI_IDS) {
      expect(KPI_DEFINITIONS[id].en.length, id).toBeGreaterThan(10);
      expect(KPI_DEFINITIONS[id].de.length, id).toBeGreaterThan(10);
      expect(KPI_DEFINITIONS[id].de, id).not.toBe(KPI_DEFINITIONS[id].en);
    }
    for (const id of ['customerChurnRate', 'mrrChurnRateGross', 'mrrChurnRateNet', 'mrrGrowth'] as const) {
      expect(KPI_DEFINITIONS[id].unit).toBe('percent');
    }
    expect(KPI_DEFINITIONS.runway.unit).toBe('months');
  });
});
