import { describe, expect, it } from 'vitest';
import { createRateTable } from '../fx/rate-table';
import { type CashKpiInput, computeCashKpis } from './cash-kpis';
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
    expect(kpis.ltvToCac).toEqual({ kind: 'unavailable', reason: 'NEEDS_ACCOUNTING_CONNECTION' });
  });

  it('follow their definitions once data exists', () => {
    /*
     * Balances: EUR 10,000.00 + USD 1,250.00 (÷ 1.25 = EUR 1,000.00) = EUR 11,000.00.
     * Last 3 full months before 15 April: Jan out 8,000 − in 5,000 = 3,000; Feb 1,000; Mar 5,000
     * → burn (3,000 + 1,000 + 5,000) ÷ 3 = 3,000.00; runway 11,000 ÷ 3,000 = 3.67 months;
     * inflow and outflow of March: 4,000.00 and 9,000.00. Debt to asset 50,000 ÷ 200,000 = 0.25.
     * CAC = 1,000.00 ÷ 2 = 500.00; LTV:CAC = 4,457.16 ÷ 500.00 = 8.91.
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
        salesAndMarketingSpend: { amountMinor: 100_000, currency: 'EUR' },
      },
    });
    expect(kpis).toEqual({
      cashLiquidity: { kind: 'value', value: 1_100_000 },
      monthlyInflow: { kind: 'value', value: 400_000 },
      monthlyOutflow: { kind: 'value', value: 900_000 },
      monthlyBurn: { kind: 'value', value: 300_000 },
      runway: { kind: 'value', value: 3.67 },
      debtToAsset: { kind: 'value', value: 0.25 },
      ltvToCac: { kind: 'value', value: 8.91 },
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
