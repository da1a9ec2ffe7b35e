import {
  addDays,
  addMonths,
  addMonthsCivil,
  type CivilDate,
  formatIsoDate,
  type IsoDate,
  isoDateToDays,
  parseIsoDate,
} from '../dates/calendar';
import type { MinorUnits } from '../money/money';
import { grossFromNet } from '../subscriptions/mrr';
import type { BillingPeriodMonths, SubscriptionStatus } from '../subscriptions/subscription-enums';
import { PERIOD_MIX, PLAN_TIERS, type PlanTier, periodPriceMinor, SEATS } from './catalog';
import type { DemoCustomer, DemoFailureReason, DemoPause, DemoPayment, DemoSubscription } from './demo-types';
import type { Rng } from './prng';

/**
 * Monthly hazards of the simulation. Voluntary churn is decided at each renewal for the months
 * the period covers (a yearly customer can only leave once a year), higher for monthly plans.
 */
const CHURN_PER_MONTH: Readonly<Record<BillingPeriodMonths, number>> = {
  1: 0.024,
  3: 0.015,
  6: 0.011,
  12: 0.008,
};
const UPGRADE_PER_MONTH = 0.012;
const DOWNGRADE_PER_MONTH = 0.004;
const PAUSE_PER_MONTH = 0.01;
const FIRST_ATTEMPT_FAILS = 0.04;
const RETRY_SUCCEEDS = 0.5;
/** Days after the billing date at which a failed payment is retried (dunning). */
const RETRY_AFTER_DAYS = [3, 7, 14] as const;
/** An unpaid subscription whose retries ran out longer ago than this has been cancelled. */
const UNPAID_GRACE_DAYS = 30;
const FIXED_TERM_SHARE = 0.4;
const FIXED_TERM_RENEWS = 0.85;

const overMonths = (perMonth: number, months: number) => 1 - (1 - perMonth) ** months;

export interface Plan {
  tier: PlanTier;
  period: BillingPeriodMonths;
  seats: number;
}

export function choosePlan(rng: Rng, tier: PlanTier, seats?: number): Plan {
  return { tier, period: rng.weighted(PERIOD_MIX[tier]), seats: seats ?? rng.weighted(SEATS[tier]) };
}

export interface LifeContext {
  rng: Rng;
  asOf: IsoDate;
  nextSubscriptionId(): string;
  nextPaymentId(): string;
}

/**
 * Plays one customer's subscriptions from their first day to `asOf`: renewals with churn,
 * upgrades, downgrades and pauses, payments with failures and retries. A plan change ends the
 * current record (ENDED, end date = change day) and opens a new one, so the subscription list
 * alone carries the MRR history; so does the renewal of a fixed-term contract.
 */
export function simulateCustomer(
  context: LifeContext,
  customer: Omit<DemoCustomer, 'churnedOn'>,
  firstPlan: Plan,
  vatPercent: string,
): { subscriptions: DemoSubscription[]; payments: DemoPayment[] } {
  const { rng, asOf } = context;
  const subscriptions: DemoSubscription[] = [];
  const payments: DemoPayment[] = [];

  let plan = firstPlan;
  let id = context.nextSubscriptionId();
  let start = customer.acquiredOn;
  // The billing anchor stays parsed: the loop below computes one date per billing period.
  let anchor: CivilDate = parseIsoDate(start)!;
  let index = 0;
  let netMinor = 0;
  let grossMinor = 0;
  let lastPaidNet: MinorUnits | null = null;
  let termMonths = fixedTermMonths();
  let termEnd = termMonths === null ? null : addMonths(start, termMonths);
  let pauses: DemoPause[] = [];

  /** Some enterprise contracts run for a fixed 1–3 years and end unless renewed. */
  function fixedTermMonths(): number | null {
    if (plan.tier !== 'enterprise' || plan.period !== 12 || !rng.chance(FIXED_TERM_SHARE)) return null;
    return rng.pick([12, 24, 36]);
  }
  function price(): void {
    netMinor = periodPriceMinor(customer.currency, plan.tier, plan.period, plan.seats);
    grossMinor = grossFromNet(netMinor, vatPercent);
  }
  price();

  function close(
    status: SubscriptionStatus,
    endDate: IsoDate | null,
    nextPaymentDate: IsoDate | null = null,
  ): void {
    subscriptions.push({
      externalId: id,
      startDate: start,
      endDate,
      status,
      billingPeriodMonths: plan.period,
      currency: customer.currency,
      amountMinor: grossMinor,
      customerName: customer.name,
      customerExternalId: customer.externalId,
      country: customer.country,
      nextPaymentDate,
      lastPaymentAmountMinor: lastPaidNet,
      nextPaymentAmountMinor: nextPaymentDate !== null || status === 'UNPAID' ? netMinor : null,
      plan: plan.tier,
      seats: plan.seats,
      netAmountMinor: netMinor,
      vatPercent,
      pauses,
    });
  }

  function reopen(on: IsoDate, next: Plan, renewTerm = false): void {
    plan = next;
    id = context.nextSubscriptionId();
    start = on;
    anchor = parseIsoDate(on)!;
    index = 0;
    lastPaidNet = null;
    pauses = [];
    price();
    if (!renewTerm) termMonths = fixedTermMonths();
    termEnd = termMonths === null ? null : addMonths(on, termMonths);
  }

  function attempt(
    periodStart: IsoDate,
    dueDate: IsoDate,
    number: number,
    outcome: 'SCHEDULED' | 'PAID' | 'FAILED',
  ) {
    const failureReason: DemoFailureReason | null =
      outcome === 'FAILED'
        ? rng.weighted([
            ['card_declined', 50],
            ['insufficient_funds', 35],
            ['expired_card', 15],
          ])
        : null;
    payments.push({
      externalId: context.nextPaymentId(),
      subscriptionExternalId: id,
      customerExternalId: customer.externalId,
      currency: customer.currency,
      amountMinor: grossMinor,
      netAmountMinor: netMinor,
      periodStart,
      dueDate,
      attempt: number,
      status: outcome,
      settledOn: outcome === 'SCHEDULED' ? null : dueDate,
      failureReason,
    });
    if (outcome === 'PAID') lastPaidNet = netMinor;
  }

  /** Collects one period; returns how the subscription stands afterwards. */
  function collect(due: IsoDate): 'paid' | 'unpaid-pending' | 'unpaid' | 'cancelled' {
    if (!rng.chance(FIRST_ATTEMPT_FAILS)) {
      attempt(due, due, 1, 'PAID');
      return 'paid';
    }
    attempt(due, due, 1, 'FAILED');
    for (const [i, days] of RETRY_AFTER_DAYS.entries()) {
      const retry = addDays(due, days);
      if (retry > asOf) {
        attempt(due, retry, i + 2, 'SCHEDULED');
        close('UNPAID', null, retry);
        return 'unpaid-pending';
      }
      const paid = rng.chance(RETRY_SUCCEEDS);
      attempt(due, retry, i + 2, paid ? 'PAID' : 'FAILED');
      if (paid) return 'paid';
    }
    const givenUp = addDays(due, RETRY_AFTER_DAYS[RETRY_AFTER_DAYS.length - 1]!);
    if (isoDateToDays(asOf) - isoDateToDays(givenUp) <= UNPAID_GRACE_DAYS) {
      close('UNPAID', null);
      return 'unpaid';
    }
    close('CANCELED', givenUp);
    return 'cancelled';
  }

  function planChange(): Plan | null {
    const position = PLAN_TIERS.indexOf(plan.tier);
    const up = PLAN_TIERS[position + 1];
    const down = PLAN_TIERS[position - 1];
    const roll = rng.next();
    const upChance = up === undefined ? 0 : overMonths(UPGRADE_PER_MONTH, plan.period);
    if (up !== undefined && roll < upChance) {
      // A customer moving up often moves to paying yearly at the same time.
      return rng.chance(0.3) ? { tier: up, period: 12, seats: plan.seats } : { ...plan, tier: up };
    }
    if (down !== undefined && roll < upChance + overMonths(DOWNGRADE_PER_MONTH, plan.period)) {
      return { ...plan, tier: down };
    }
    return null;
  }

  /** The record live at `asOf`, whose next billing date is `due`. */
  function finishLive(due: IsoDate): void {
    const daysToRenewal = isoDateToDays(due) - isoDateToDays(asOf);
    if (
      termEnd === null &&
      daysToRenewal <= 30 &&
      rng.chance(overMonths(CHURN_PER_MONTH[plan.period], plan.period) / 2)
    ) {
      close('CANCELED', due); // cancelled, running to the end of the paid period
      return;
    }
    const nextPaymentDate = termEnd !== null && due >= termEnd ? null : due;
    if (nextPaymentDate !== null) attempt(due, due, 1, 'SCHEDULED');
    close('AVAILABLE', termEnd, nextPaymentDate);
  }

  for (;;) {
    const due = formatIsoDate(addMonthsCivil(anchor, index * plan.period));
    if (due > asOf) {
      finishLive(due);
      break;
    }
    if (index > 0) {
      if (termEnd !== null && due >= termEnd) {
        close('ENDED', termEnd);
        if (!rng.chance(FIXED_TERM_RENEWS)) break;
        reopen(termEnd, plan, true);
        continue;
      }
      if (rng.chance(overMonths(CHURN_PER_MONTH[plan.period], plan.period))) {
        close('CANCELED', due);
        break;
      }
      const change = planChange();
      if (change !== null) {
        close('ENDED', due);
        reopen(due, change);
        continue;
      }
      if (plan.period <= 3 && termEnd === null && rng.chance(overMonths(PAUSE_PER_MONTH, plan.period))) {
        const resume = addMonths(due, rng.int(1, 3));
        if (resume > asOf) {
          pauses.push({ from: due, until: null });
          close('PAUSED', null);
          break;
        }
        pauses.push({ from: due, until: resume });
        anchor = parseIsoDate(resume)!;
        index = 0;
        continue;
      }
    }
    const collected = collect(due);
    if (collected !== 'paid') break;
    index += 1;
  }
  return { subscriptions, payments };
}
