import type {
  AnalyticsCurrent,
  AnalyticsPeriodData,
  AnalyticsSeries,
  AnalyticsTradable,
  CashKpisDto,
} from '@tranche/contracts';
import type { Forecasting } from '@tranche/contracts/forecasting';
import { KPI_DEFINITIONS } from '@tranche/domain';

/** Examples for the OpenAPI document: a month of a company with about 185,000 EUR MRR. */
const period: AnalyticsPeriodData = {
  start: '2026-10-01',
  end: '2026-10-31',
  startMrr: 18_212_450,
  mrr: 18_500_000,
  arr: 222_000_000,
  qrr: 55_500_000,
  startCustomers: 1_204,
  customers: 1_219,
  activeSubscriptions: 1_388,
  movements: { new: 512_300, expansion: 201_750, contraction: 48_200, churn: 398_600, reactivation: 20_300 },
  movementCustomers: { new: 41, expansion: 17, contraction: 5, churn: 27, reactivation: 1 },
  netNewMrr: 287_550,
  mrrGrowth: { kind: 'value', value: 1.58 },
  customerChurnRate: { kind: 'value', value: 2.24 },
  mrrChurnRateGross: { kind: 'value', value: 2.45 },
  mrrChurnRateNet: { kind: 'value', value: 1.23 },
  arpa: { kind: 'value', value: 15_176 },
  asp: { kind: 'value', value: 12_495 },
  acv: { kind: 'value', value: 159_942 },
  ltv: { kind: 'value', value: 662_707 },
  quickRatio: { kind: 'value', value: 1.64 },
  tradableSubscriptions: 1_102,
};

const cash: CashKpisDto = {
  cashLiquidity: { kind: 'value', value: 48_213_562 },
  monthlyInflow: { kind: 'value', value: 17_904_310 },
  monthlyOutflow: { kind: 'value', value: 19_655_877 },
  monthlyBurn: { kind: 'value', value: 1_402_118 },
  runway: { kind: 'value', value: 34.39 },
  debtToAsset: { kind: 'value', value: 0.41 },
  grossMargin: { kind: 'value', value: 78.5 },
  ltvToCac: { kind: 'value', value: 3.24 },
};

export const analyticsExample: { data: AnalyticsSeries } = {
  data: {
    currency: 'EUR',
    interval: 'month',
    start: '2026-10-01',
    end: '2026-10-31',
    periods: [period],
    cash,
  },
};

export const currentExample: { data: AnalyticsCurrent } = {
  data: {
    currency: 'EUR',
    now: { ...period, start: '2026-11-23', end: '2026-11-23' },
    at: [{ ...period, start: '2026-06-30', end: '2026-06-30' }],
    cash,
  },
};

export const tradableExample: { data: AnalyticsTradable } = {
  data: {
    currency: 'EUR',
    tradeLengthMonths: 12,
    points: [{ date: '2026-11-23', tradableSubscriptions: 1_102, tradableMrr: 14_870_500 }],
  },
};

export const forecastingExample: { data: Forecasting } = {
  data: {
    currency: 'EUR',
    interval: 'month',
    horizon: 3,
    start: '2024-11-26',
    end: '2026-11-26',
    minimumMonths: 6,
    series: [
      {
        metric: 'mrr',
        unit: 'money',
        status: 'ready',
        method: 'Combination of ETS(M,Ad,N), Theta and damped trend',
        models: ['ETS(M,Ad,N)', 'Theta', 'ETS(A,Ad,N)'],
        seasonal: false,
        backtest: { horizon: 3, smape: 2.41, mase: 0.62, origins: 3 },
        history: [{ period: '2026-10-01', value: 27_310_450 }],
        forecast: [
          {
            period: '2026-11-01',
            value: 27_702_100,
            lo80: 27_190_300,
            hi80: 28_213_900,
            lo95: 26_919_400,
            hi95: 28_484_800,
          },
        ],
        runsOut: null,
      },
    ],
    contracted: [{ period: '2026-11-01', value: 25_940_000 }],
  },
};

export const definitionsExample = { data: [{ id: 'mrr', ...KPI_DEFINITIONS.mrr }] };
