import {
  type AnalyticsPeriodData,
  type AnalyticsSeries,
  analyticsSeriesSchema,
  type CashKpisDto,
} from '@tranche/contracts';

const value = (number: number) => ({ kind: 'value', value: number }) as const;
const unavailable = { kind: 'unavailable', reason: 'needs a bank or accounting connection' } as const;

/** The cash KPIs before any bank or accounting connection. */
export const NO_CASH: CashKpisDto = {
  cashLiquidity: unavailable,
  monthlyInflow: unavailable,
  monthlyOutflow: unavailable,
  monthlyBurn: unavailable,
  runway: unavailable,
  debtToAsset: unavailable,
  grossMargin: unavailable,
  ltvToCac: unavailable,
};

interface MonthInput {
  start: string;
  end: string;
  startMrr: number;
  startCustomers: number;
  customers: number;
  movements: AnalyticsPeriodData['movements'];
  churnedCustomers?: number;
}

/** One period whose stocks and rates follow from its start and its movements, like the API's. */
export function periodOf(input: MonthInput): AnalyticsPeriodData {
  const { movements } = input;
  const netNewMrr =
    movements.new + movements.expansion + movements.reactivation - movements.contraction - movements.churn;
  const mrr = input.startMrr + netNewMrr;
  const rate = (part: number, whole: number) =>
    whole === 0
      ? ({ kind: 'undefined', reason: 'nothing at the start' } as const)
      : value(Math.round((part / whole) * 10000) / 100);
  return {
    start: input.start,
    end: input.end,
    startMrr: input.startMrr,
    mrr,
    arr: mrr * 12,
    qrr: mrr * 3,
    startCustomers: input.startCustomers,
    customers: input.customers,
    activeSubscriptions: input.customers + 2,
    movements,
    movementCustomers: {
      new: 1,
      expansion: 1,
      contraction: 1,
      churn: input.churnedCustomers ?? 1,
      reactivation: 0,
    },
    netNewMrr,
    mrrGrowth: rate(netNewMrr, input.startMrr),
    customerChurnRate: rate(input.churnedCustomers ?? 1, input.startCustomers),
    mrrChurnRateGross: rate(movements.churn + movements.contraction, input.startMrr),
    mrrChurnRateNet: rate(
      movements.churn + movements.contraction - movements.expansion - movements.reactivation,
      input.startMrr,
    ),
    arpa:
      input.customers === 0
        ? { kind: 'undefined', reason: 'no customers' }
        : value(Math.round(mrr / input.customers)),
    asp: value(50000),
    acv: value(600000),
    ltv: value(2400000),
    quickRatio:
      movements.churn + movements.contraction === 0
        ? { kind: 'undefined', reason: 'no losses' }
        : value(
            Math.round(
              ((movements.new + movements.expansion + movements.reactivation) /
                (movements.churn + movements.contraction)) *
                100,
            ) / 100,
          ),
    tradableSubscriptions: input.customers,
  };
}

/**
 * Three months of a growing company in EUR: 1,000.00 → 1,200.00 → 1,500.00 MRR with every
 * movement kind, checked against the contract's schema like the web checks the API's answers.
 */
export function threeMonths(overrides: Partial<AnalyticsSeries> = {}): AnalyticsSeries {
  const september = periodOf({
    start: '2026-09-01',
    end: '2026-09-30',
    startMrr: 90000,
    startCustomers: 9,
    customers: 10,
    movements: { new: 15000, expansion: 0, reactivation: 0, contraction: 0, churn: 5000 },
  });
  const october = periodOf({
    start: '2026-10-01',
    end: '2026-10-31',
    startMrr: september.mrr,
    startCustomers: 10,
    customers: 11,
    movements: { new: 20000, expansion: 5000, reactivation: 0, contraction: 2000, churn: 3000 },
  });
  const november = periodOf({
    start: '2026-11-01',
    end: '2026-11-23',
    startMrr: october.mrr,
    startCustomers: 11,
    customers: 12,
    movements: { new: 25000, expansion: 10000, reactivation: 3000, contraction: 5000, churn: 3000 },
  });
  return analyticsSeriesSchema.parse({
    currency: 'EUR',
    interval: 'month',
    start: '2026-09-01',
    end: '2026-11-23',
    periods: [september, october, november],
    cash: NO_CASH,
    ...overrides,
  });
}

/** A company without any subscription yet: every period empty. */
export function emptySeries(): AnalyticsSeries {
  const empty = periodOf({
    start: '2026-11-01',
    end: '2026-11-23',
    startMrr: 0,
    startCustomers: 0,
    customers: 0,
    movements: { new: 0, expansion: 0, reactivation: 0, contraction: 0, churn: 0 },
    churnedCustomers: 0,
  });
  return threeMonths({ periods: [empty] });
}
