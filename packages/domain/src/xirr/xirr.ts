import { type IsoDate, isoDateToDays } from '../dates/calendar';

/** A dated cash flow: negative when the investor pays, positive when it receives (minor units or any unit). */
export interface CashFlow {
  date: IsoDate;
  amount: number;
}

export type XirrResult =
  | { kind: 'value'; rate: number }
  | { kind: 'undefined'; reason: 'NEEDS_INFLOW_AND_OUTFLOW' | 'NO_SOLUTION' };

const DAYS_PER_YEAR = 365;
const TOLERANCE = 1e-10;
const LOWEST_RATE = -0.999999999;

/** Net present value at `rate` with actual/365 year fractions from the first flow's day (spreadsheet XIRR). */
function npv(rate: number, flows: readonly { years: number; amount: number }[]): number {
  return flows.reduce((sum, flow) => sum + flow.amount / (1 + rate) ** flow.years, 0);
}

function npvDerivative(rate: number, flows: readonly { years: number; amount: number }[]): number {
  return flows.reduce((sum, flow) => sum - (flow.years * flow.amount) / (1 + rate) ** (flow.years + 1), 0);
}

/**
 * The annual internal rate of return of dated cash flows (XIRR, actual/365, as spreadsheets
 * define it): the rate at which their net present value is 0. Newton's method from `guess`;
 * when it leaves the domain or stalls, bisection over a bracket where the value changes sign.
 * 0.1 means 10 % a year. Needs at least one inflow and one outflow.
 */
export function xirr(cashFlows: readonly CashFlow[], guess = 0.1): XirrResult {
  if (!cashFlows.some((f) => f.amount > 0) || !cashFlows.some((f) => f.amount < 0)) {
    return { kind: 'undefined', reason: 'NEEDS_INFLOW_AND_OUTFLOW' };
  }
  const first = Math.min(...cashFlows.map((f) => isoDateToDays(f.date)));
  const flows = cashFlows.map((f) => ({
    years: (isoDateToDays(f.date) - first) / DAYS_PER_YEAR,
    amount: f.amount,
  }));
  const scale = Math.max(...flows.map((f) => Math.abs(f.amount)));

  let rate = guess;
  for (let i = 0; i < 50; i += 1) {
    const value = npv(rate, flows);
    if (Math.abs(value) <= TOLERANCE * scale) return { kind: 'value', rate };
    const slope = npvDerivative(rate, flows);
    if (!Number.isFinite(slope) || slope === 0) break;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE) break;
    if (Math.abs(next - rate) <= 1e-12) return { kind: 'value', rate: next };
    rate = next;
  }
  return bisect(flows, scale);
}

function bisect(flows: readonly { years: number; amount: number }[], scale: number): XirrResult {
  let low = LOWEST_RATE;
  let high = 1;
  let lowValue = npv(low, flows);
  let highValue = npv(high, flows);
  while (Math.sign(lowValue) === Math.sign(highValue) && high < 1e6) {
    high *= 2;
    highValue = npv(high, flows);
  }
  if (!Number.isFinite(lowValue) || Math.sign(lowValue) === Math.sign(highValue)) {
    return { kind: 'undefined', reason: 'NO_SOLUTION' };
  }
  for (let i = 0; i < 300; i += 1) {
    const middle = (low + high) / 2;
    const value = npv(middle, flows);
    if (Math.abs(value) <= TOLERANCE * scale || high - low <= 1e-15) return { kind: 'value', rate: middle };
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = middle;
      lowValue = value;
    } else {
      high = middle;
    }
  }
  return { kind: 'value', rate: (low + high) / 2 };
}
