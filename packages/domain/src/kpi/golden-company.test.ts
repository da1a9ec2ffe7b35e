import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates/calendar';
import { createRateTable } from '../fx/rate-table';
import type { Currency } from '../money/currency';
import type {
  BillingPeriodMonths,
  SubscriptionStatus,
  TradingStatus,
} from '../subscriptions/subscription-enums';
import type { KpiOutcome } from './kpi-outcome';
import { computeKpiSeries } from './kpi-series';
import type { SubscriptionChange, SubscriptionHistory } from './subscription-history';

/*
 * The golden company: 21 subscriptions of 15 customers in EUR, USD and GBP, reported in EUR by
 * month from January 2025 to February 2026. Every expected number below was worked out by hand
 * from the tables in this comment, not by the engine.
 *
 * Rates (hand-made, EUR base): USD 1.25 and GBP 0.8 from 2024-01-01; USD 1.6 from 2025-07-01.
 *   USD 100.00 = EUR 80.00 (at 1.25) = EUR 62.50 (at 1.6); GBP 80.00 = EUR 100.00.
 *
 * Subscriptions (amount per billing period; MRR in EUR cents = amount ÷ rate ÷ months, half-up once):
 *   A1 A EUR  100.00 /1m  from 2024-10-01, 150.00 from 2025-04-01           10000 → 15000
 *   A2 A EUR  300.00 /3m  from 2025-06-15                                    10000
 *   B1 B USD  100.00 /1m  from 2024-11-01, PLEDGED (never tradable)          8000, 6250 from July
 *   B2 B USD   50.00 /1m  from 2025-10-01                                    3125
 *   C1 C GBP   80.00 /1m  CANCELED CSV row 2024-12-01 … 2025-03-01           10000 until Feb
 *   C2 C GBP   80.00 /1m  from 2025-09-10 (C comes back)                     10000
 *   D1 D EUR 1200.00 /12m from 2025-01-15, SOLD from 2025-06-01              10000
 *   D2 D EUR   50.00 /1m  from 2025-01-20                                    5000
 *   E1 E EUR  200.00 /1m  from 2024-12-01, PAUSED 2025-05-01, ACTIVE 2025-08-01   20000 / 0 / 20000
 *   F1 F USD 1000.00 /12m from 2025-02-01   100000÷1.25÷12 = 6666.67 → 6667; ÷1.6÷12 = 5208.33 → 5208
 *   G1 G EUR  120.00 /1m  2025-03-01 … 2025-10-01, UNPAID from 2025-05-01, CANCELED (requested)
 *                         2025-09-15: counts until its end date                12000 Mar–Sep
 *   H1 H EUR   90.00 /1m  2025-02-10 … 2025-02-25 (joins and leaves inside February: no movement)
 *   I1 I EUR  600.00 /6m  from 2025-04-01, 480.00 from 2025-10-01            10000 → 8000
 *   J1 J GBP  240.00 /3m  from 2025-05-01   24000 ÷ 0.8 ÷ 3                  10000
 *   K1 K EUR   75.00 /1m  ENDED row 2025-06-01 … 2025-12-01                  7500 Jun–Nov
 *   L1 L EUR   60.00 /1m  from 2025-08-01; L2 L EUR 40.00 /1m from 2025-11-01   6000, 10000 from Nov
 *   M1 M USD  200.00 /1m  from 2025-09-01, USD 160.00 from 2026-01-01        12500 → 10000
 *   N1 N EUR  100.00 /3m  from 2025-11-05   10000 ÷ 3 = 3333.33 → 3333
 *   O1 O EUR  110.00 /1m  CANCELED row 2025-12-01 … 2026-02-01               11000 Dec–Jan
 *   P1 P EUR  300.00 /1m  from 2026-01-10, ACTIVE, SOLD                      30000
 * End dates are exclusive: a subscription ending 2025-03-01 last counts on 2025-02-28.
 *
 * Customer MRR at each month end (EUR cents):
 *        Dec24  Jan25  Feb    Mar    Apr    May    Jun    Jul    Aug    Sep    Oct    Nov    Dec    Jan26  Feb26
 *   A    10000  10000  10000  10000  15000  15000  25000  25000  25000  25000  25000  25000  25000  25000  25000
 *   B     8000   8000   8000   8000   8000   8000   8000   6250   6250   6250   9375   9375   9375   9375   9375
 *   C    10000  10000  10000      0      0      0      0      0      0  10000  10000  10000  10000  10000  10000
 *   D        0  15000  15000  15000  15000  15000  15000  15000  15000  15000  15000  15000  15000  15000  15000
 *   E    20000  20000  20000  20000  20000      0      0      0  20000  20000  20000  20000  20000  20000  20000
 *   F        0      0   6667   6667   6667   6667   6667   5208   5208   5208   5208   5208   5208   5208   5208
 *   G        0      0      0  12000  12000  12000  12000  12000  12000  12000      0      0      0      0      0
 *   I        0      0      0      0  10000  10000  10000  10000  10000  10000   8000   8000   8000   8000   8000
 *   J        0      0      0      0      0  10000  10000  10000  10000  10000  10000  10000  10000  10000  10000
 *   K        0      0      0      0      0      0   7500   7500   7500   7500   7500   7500      0      0      0
 *   L        0      0      0      0      0      0      0      0   6000   6000   6000  10000  10000  10000  10000
 *   M        0      0      0      0      0      0      0      0      0  12500  12500  12500  12500  10000  10000
 *   N        0      0      0      0      0      0      0      0      0      0      0   3333   3333   3333   3333
 *   O        0      0      0      0      0      0      0      0      0      0      0      0  11000  11000      0
 *   P        0      0      0      0      0      0      0      0      0      0      0      0      0  30000  30000
 *   MRR  48000  63000  69667  71667  86667  76667  94167  90958 116958 139458 128583 135916 139416 166916 155916
 *   cust     4      5      6      6      7      7      8      8     10     12     11     12     12     13     12
 *   subs     4      6      7      7      8      8     10     10     12     14     14     16     16     17     16
 *   trad     2      4      5      5      6      6      6      6      8     10     11     13     13     13     13
 * (subs: subscriptions with MRR; trad: live, ACTIVE/AVAILABLE, trading AVAILABLE, no end within 12 months —
 *  A1 E1 | +D1 D2 | +F1 | | +I1 | −E1 +J1 | +A2 −D1 | | +E1 L1 | +C2 M1 | +B2 | +L2 N1 | | | )
 *
 * Movements per month (customer: start → end):
 *   Jan25 new D 15000                               Feb new F 6667 (H in and out: nothing)
 *   Mar   churn C 10000, new G 12000                Apr expansion A 5000, new I 10000
 *   May   churn E 20000 (paused), new J 10000       Jun expansion A 10000, new K 7500
 *   Jul   contraction B 1750 + F 1459 = 3209 (the USD rate moved from 1.25 to 1.6)
 *   Aug   reactivation E 20000, new L 6000          Sep reactivation C 10000, new M 12500
 *   Oct   expansion B 3125, churn G 12000, contraction I 2000
 *   Nov   expansion L 4000, new N 3333              Dec churn K 7500, new O 11000
 *   Jan26 contraction M 2500, new P 30000           Feb26 churn O 11000
 * Check: every month MRR(start) + new + expansion + reactivation − contraction − churn = MRR(end).
 *
 * Derived (two decimals for % and ratios, money in cents, all half-up once):
 *   growth = (end − start) ÷ start × 100           e.g. Mar (71667 − 69667) ÷ 69667 = 2.87 %
 *   customer churn = churned ÷ start customers      e.g. Mar 1 ÷ 6 = 16.67 %; May 1 ÷ 7 = 14.29 %
 *   gross MRR churn = (churn + contraction) ÷ start e.g. Oct (12000 + 2000) ÷ 139458 = 10.04 %
 *   net MRR churn = (churn + contraction − expansion − reactivation) ÷ start
 *                                                   e.g. Aug (0 − 20000) ÷ 90958 = −21.99 %
 *   ARPA = MRR ÷ customers                          e.g. Feb 69667 ÷ 6 = 11611.17 → 11611
 *   ASP = new MRR ÷ new customers                   (undefined in Jul, Oct, Feb26: nobody new)
 *   ACV = MRR × 12 ÷ subs                           e.g. Feb 836004 ÷ 7 = 119429.14 → 119429
 *   quick ratio = (new + exp + react) ÷ (churn + contraction)   e.g. Oct 3125 ÷ 14000 = 0.22
 *   LTV = MRR · k ÷ (customers · Σ churnᵢ/startᵢ) over the 6 months ending with the month
 *     (months without customers at their start are left out; Nov24 0/1, Dec24 0/2):
 *     Jan, Feb: no churn yet → undefined
 *     Mar: Nov–Mar, k 5, Σ 1/6 (C)             71667·5 ÷ (6·1/6)      = 358335
 *     Apr: Nov–Apr, k 6, Σ 1/6                 86667·6 ÷ (7·1/6)      = 445716
 *     May–Aug: Σ 1/6 + 1/7 = 13/42 (C, E)     May 76667·6·42 ÷ (7·13) = 212308.6 → 212309
 *     Sep: Apr–Sep, Σ 1/7 (E)                  139458·6·7 ÷ 12       = 488103
 *     Oct: May–Oct, Σ 1/7 + 1/12 = 19/84       Nov: Jun–Nov, Σ 1/12 (G)
 *     Dec, Jan26: Σ 1/12 + 1/12 = 1/6 (G, K)   Feb26: Sep–Feb, Σ 1/12 + 1/12 + 1/13 = 19/78
 */

const rates = createRateTable(
  [{ date: '2024-01-01', rates: { USD: '1.25', GBP: '0.8' } }],
  [{ date: '2025-07-01', rates: { USD: '1.6' } }],
);

type Terms = [
  from: IsoDate,
  amountMinor: number,
  months: BillingPeriodMonths,
  status?: SubscriptionStatus,
  trading?: TradingStatus,
];

/** A subscription; each later terms entry keeps the earlier values it does not name. */
function sub(
  id: string,
  currency: Currency,
  startDate: IsoDate,
  endDate: IsoDate | null,
  ...terms: Terms[]
): SubscriptionHistory {
  const changes: SubscriptionChange[] = [];
  for (const [effectiveDate, amountMinor, billingPeriodMonths, status, trading] of terms) {
    const previous = changes.at(-1);
    changes.push({
      effectiveDate,
      amountMinor,
      billingPeriodMonths,
      status: status ?? previous?.status ?? 'AVAILABLE',
      tradingStatus: trading ?? previous?.tradingStatus ?? 'AVAILABLE',
    });
  }
  return { id, customerId: id.slice(0, 1), currency, startDate, endDate, changes };
}

const GOLDEN: SubscriptionHistory[] = [
  sub('A1', 'EUR', '2024-10-01', null, ['2024-10-01', 10_000, 1], ['2025-04-01', 15_000, 1]),
  sub('A2', 'EUR', '2025-06-15', null, ['2025-06-15', 30_000, 3, 'ACTIVE']),
  sub('B1', 'USD', '2024-11-01', null, ['2024-11-01', 10_000, 1, 'AVAILABLE', 'PLEDGED']),
  sub('B2', 'USD', '2025-10-01', null, ['2025-10-01', 5_000, 1]),
  sub('C1', 'GBP', '2024-12-01', '2025-03-01', ['2024-12-01', 8_000, 1, 'CANCELED']),
  sub('C2', 'GBP', '2025-09-10', null, ['2025-09-10', 8_000, 1]),
  sub(
    'D1',
    'EUR',
    '2025-01-15',
    null,
    ['2025-01-15', 120_000, 12],
    ['2025-06-01', 120_000, 12, 'AVAILABLE', 'SOLD'],
  ),
  sub('D2', 'EUR', '2025-01-20', null, ['2025-01-20', 5_000, 1]),
  sub(
    'E1',
    'EUR',
    '2024-12-01',
    null,
    ['2024-12-01', 20_000, 1, 'ACTIVE'],
    ['2025-05-01', 20_000, 1, 'PAUSED'],
    ['2025-08-01', 20_000, 1, 'ACTIVE'],
  ),
  sub('F1', 'USD', '2025-02-01', null, ['2025-02-01', 100_000, 12]),
  sub(
    'G1',
    'EUR',
    '2025-03-01',
    '2025-10-01',
    ['2025-03-01', 12_000, 1],
    ['2025-05-01', 12_000, 1, 'UNPAID'],
    ['2025-09-15', 12_000, 1, 'CANCELED'],
  ),
  sub('H1', 'EUR', '2025-02-10', '2025-02-25', ['2025-02-10', 9_000, 1]),
  sub('I1', 'EUR', '2025-04-01', null, ['2025-04-01', 60_000, 6], ['2025-10-01', 48_000, 6]),
  sub('J1', 'GBP', '2025-05-01', null, ['2025-05-01', 24_000, 3]),
  sub('K1', 'EUR', '2025-06-01', '2025-12-01', ['2025-06-01', 7_500, 1, 'ENDED']),
  sub('L1', 'EUR', '2025-08-01', null, ['2025-08-01', 6_000, 1]),
  sub('L2', 'EUR', '2025-11-01', null, ['2025-11-01', 4_000, 1]),
  sub('M1', 'USD', '2025-09-01', null, ['2025-09-01', 20_000, 1], ['2026-01-01', 16_000, 1]),
  sub('N1', 'EUR', '2025-11-05', null, ['2025-11-05', 10_000, 3]),
  sub('O1', 'EUR', '2025-12-01', '2026-02-01', ['2025-12-01', 11_000, 1, 'CANCELED']),
  sub('P1', 'EUR', '2026-01-10', null, ['2026-01-10', 30_000, 1, 'ACTIVE', 'SOLD']),
];

type Row = [
  month: string,
  startMrr: number,
  mrr: number,
  startCustomers: number,
  customers: number,
  subscriptions: number,
  tradable: number,
  movements: [newMrr: number, expansion: number, contraction: number, churn: number, reactivation: number],
  growth: number,
  customerChurn: number,
  grossMrrChurn: number,
  netMrrChurn: number,
  arpa: number,
  asp: number | null,
  acv: number,
  ltv: number | null,
  quickRatio: number | null,
];

// biome-ignore format: one month per line, as in the hand computation above
const EXPECTED: Row[] = [
  ['2025-01', 48000, 63000, 4, 5, 6, 4, [15000, 0, 0, 0, 0], 31.25, 0, 0, 0, 12600, 15000, 126000, null, null],
  ['2025-02', 63000, 69667, 5, 6, 7, 5, [6667, 0, 0, 0, 0], 10.58, 0, 0, 0, 11611, 6667, 119429, null, null],
  ['2025-03', 69667, 71667, 6, 6, 7, 5, [12000, 0, 0, 10000, 0], 2.87, 16.67, 14.35, 14.35, 11945, 12000, 122858, 358335, 1.2],
  ['2025-04', 71667, 86667, 6, 7, 8, 6, [10000, 5000, 0, 0, 0], 20.93, 0, 0, -6.98, 12381, 10000, 130001, 445716, null],
  ['2025-05', 86667, 76667, 7, 7, 8, 6, [10000, 0, 0, 20000, 0], -11.54, 14.29, 23.08, 23.08, 10952, 10000, 115001, 212309, 0.5],
  ['2025-06', 76667, 94167, 7, 8, 10, 6, [7500, 10000, 0, 0, 0], 22.83, 0, 0, -13.04, 11771, 7500, 113000, 228174, null],
  ['2025-07', 94167, 90958, 8, 8, 10, 6, [0, 0, 3209, 0, 0], -3.41, 0, 3.41, 3.41, 11370, null, 109150, 220398, 0],
  ['2025-08', 90958, 116958, 8, 10, 12, 8, [6000, 0, 0, 0, 20000], 28.58, 0, 0, -21.99, 11696, 6000, 116958, 226719, null],
  ['2025-09', 116958, 139458, 10, 12, 14, 10, [12500, 0, 0, 0, 10000], 19.24, 0, 0, -8.55, 11622, 12500, 119535, 488103, null],
  ['2025-10', 139458, 128583, 12, 11, 14, 11, [0, 3125, 2000, 12000, 0], -7.8, 8.33, 10.04, 7.8, 11689, null, 110214, 310076, 0.22],
  ['2025-11', 128583, 135916, 11, 12, 16, 13, [3333, 4000, 0, 0, 0], 5.7, 0, 0, -3.11, 11326, 3333, 101937, 815496, null],
  ['2025-12', 135916, 139416, 12, 12, 16, 13, [11000, 0, 0, 7500, 0], 2.58, 8.33, 5.52, 5.52, 11618, 11000, 104562, 418248, 1.47],
  ['2026-01', 139416, 166916, 12, 13, 17, 13, [30000, 0, 2500, 0, 0], 19.73, 0, 1.79, 1.79, 12840, 30000, 117823, 462229, 12],
  ['2026-02', 166916, 155916, 13, 12, 16, 13, [0, 0, 0, 11000, 0], -6.59, 7.69, 6.59, 6.59, 12993, null, 116937, 320038, 0],
];

const value = (outcome: KpiOutcome) => (outcome.kind === 'value' ? outcome.value : null);

describe('golden company, monthly in EUR', () => {
  const { periods } = computeKpiSeries({
    subscriptions: GOLDEN,
    currency: 'EUR',
    range: { start: '2025-01-01', end: '2026-02-28' },
    granularity: 'month',
    rates,
  });

  it('has one period per calendar month', () => {
    expect(periods.map((period) => period.start.slice(0, 7))).toEqual(EXPECTED.map(([month]) => month));
    expect(periods[1]).toMatchObject({ start: '2025-02-01', end: '2025-02-28' });
  });

  it.each(EXPECTED)('%s matches the hand computation', (month, ...expected) => {
    const period = periods.find((candidate) => candidate.start.startsWith(month));
    if (!period) throw new Error(`no period for ${month}`);
    const [startMrr, mrr, startCustomers, customers, subscriptions, tradable, movements] = expected;
    const [growth, customerChurn, grossChurn, netChurn, arpa, asp, acv, ltv, quickRatio] = expected.slice(7);
    const [newMrr, expansion, contraction, churn, reactivation] = movements;
    expect({
      startMrr: period.startMrr,
      mrr: period.mrr,
      arr: period.arr,
      qrr: period.qrr,
      startCustomers: period.startCustomers,
      customers: period.customers,
      subscriptions: period.activeSubscriptions,
      tradable: period.tradableSubscriptions,
      movements: period.movements,
      netNewMrr: period.netNewMrr,
      growth: value(period.mrrGrowth),
      customerChurn: value(period.customerChurnRate),
      grossChurn: value(period.mrrChurnRateGross),
      netChurn: value(period.mrrChurnRateNet),
      arpa: value(period.arpa),
      asp: value(period.asp),
      acv: value(period.acv),
      ltv: value(period.ltv),
      quickRatio: value(period.quickRatio),
    }).toEqual({
      startMrr,
      mrr,
      arr: (mrr as number) * 12,
      qrr: (mrr as number) * 3,
      startCustomers,
      customers,
      subscriptions,
      tradable,
      movements: { new: newMrr, expansion, contraction, churn, reactivation },
      netNewMrr: (mrr as number) - (startMrr as number),
      growth,
      customerChurn,
      grossChurn,
      netChurn,
      arpa,
      asp,
      acv,
      ltv,
      quickRatio,
    });
  });

  it('says why a KPI has no value', () => {
    const [january] = periods;
    expect(january?.ltv).toEqual({ kind: 'undefined', reason: 'NO_CHURN' });
    expect(january?.quickRatio).toEqual({ kind: 'undefined', reason: 'NO_LOSSES' });
    expect(periods[6]?.asp).toEqual({ kind: 'undefined', reason: 'NO_NEW_CUSTOMERS' });
  });

  it('counts who moved', () => {
    // October: B expanded, I contracted, G churned. August: E came back, L is new.
    expect(periods[9]?.movementCustomers).toEqual({
      new: 0,
      expansion: 1,
      contraction: 1,
      churn: 1,
      reactivation: 0,
    });
    expect(periods[7]?.movementCustomers).toEqual({
      new: 1,
      expansion: 0,
      contraction: 0,
      churn: 0,
      reactivation: 1,
    });
  });
});

describe('golden company, by quarter', () => {
  /*
   * Quarter boundaries from the table above:
   *   Q1 2025  Dec24 → Mar: churn C 10000; new D 15000 + F 6667 + G 12000 = 33667          48000 → 71667
   *   Q2       Mar → Jun:   expansion A 15000; churn E 20000; new I + J + K = 27500         71667 → 94167
   *   Q3       Jun → Sep:   contraction B 1750 + F 1459; reactivation C + E = 30000;
   *                         new L 6000 + M 12500 = 18500                                    94167 → 139458
   *   Q4       Sep → Dec:   expansion B 3125 + L 4000; contraction I 2000; churn G + K = 19500;
   *                         new N 3333 + O 11000 = 14333                                    139458 → 139416
   *   Q1 2026 (to Feb 28) Dec → Feb: contraction M 2500; churn O 11000; new P 30000         139416 → 155916
   *   Customer churn Q2: 1 (E) of 6 at the start = 16.67 %; Q4: 2 (G, K) of 12 = 16.67 %.
   */
  const { periods } = computeKpiSeries({
    subscriptions: GOLDEN,
    currency: 'EUR',
    range: { start: '2025-01-01', end: '2026-02-28' },
    granularity: 'quarter',
    rates,
  });

  it('moves MRR between quarter ends', () => {
    expect(
      periods.map(({ start, end, startMrr, mrr, movements }) => ({ start, end, startMrr, mrr, movements })),
    ).toEqual([
      {
        start: '2025-01-01',
        end: '2025-03-31',
        startMrr: 48000,
        mrr: 71667,
        movements: { new: 33667, expansion: 0, contraction: 0, churn: 10000, reactivation: 0 },
      },
      {
        start: '2025-04-01',
        end: '2025-06-30',
        startMrr: 71667,
        mrr: 94167,
        movements: { new: 27500, expansion: 15000, contraction: 0, churn: 20000, reactivation: 0 },
      },
      {
        start: '2025-07-01',
        end: '2025-09-30',
        startMrr: 94167,
        mrr: 139458,
        movements: { new: 18500, expansion: 0, contraction: 3209, churn: 0, reactivation: 30000 },
      },
      {
        start: '2025-10-01',
        end: '2025-12-31',
        startMrr: 139458,
        mrr: 139416,
        movements: { new: 14333, expansion: 7125, contraction: 2000, churn: 19500, reactivation: 0 },
      },
      {
        start: '2026-01-01',
        end: '2026-02-28',
        startMrr: 139416,
        mrr: 155916,
        movements: { new: 30000, expansion: 0, contraction: 2500, churn: 11000, reactivation: 0 },
      },
    ]);
    expect(value(periods[1]?.customerChurnRate ?? { kind: 'unlimited' })).toBe(16.67);
    expect(value(periods[3]?.customerChurnRate ?? { kind: 'unlimited' })).toBe(16.67);
  });
});
