import type { IsoDate } from '../dates/calendar';
import type { MinorUnits } from '../money/money';

/** Amounts (minor units, each ≥ 0) or customer counts of each movement kind in a period. */
export interface MrrMovements {
  new: MinorUnits;
  expansion: MinorUnits;
  contraction: MinorUnits;
  churn: MinorUnits;
  reactivation: MinorUnits;
}

export const MOVEMENT_KINDS = ['new', 'expansion', 'contraction', 'churn', 'reactivation'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

const none = (): MrrMovements => ({ new: 0, expansion: 0, contraction: 0, churn: 0, reactivation: 0 });

/**
 * Movements of a period (saas-metrics.md), per customer, comparing the customer's MRR on the day
 * before the period starts (s) with the last day of the period (e):
 * new = e when s = 0 < e and the customer never had MRR before the period; reactivation = e when
 * s = 0 < e and it had; expansion = e − s when e > s > 0; contraction = s − e when s > e > 0;
 * churn = s when s > 0 = e. A customer who joins and leaves inside the period moves nothing.
 * Σ(e − s) = new + expansion + reactivation − contraction − churn, exactly (integers).
 *
 * `start` and `end` map customers to MRR (customers absent or at 0 have none); `firstActive`
 * gives each customer's first day with MRR.
 */
export function classifyMovements(
  start: ReadonlyMap<string, MinorUnits>,
  end: ReadonlyMap<string, MinorUnits>,
  firstActive: ReadonlyMap<string, IsoDate>,
  periodStart: IsoDate,
): { amounts: MrrMovements; counts: MrrMovements } {
  const amounts = none();
  const counts = none();
  const add = (kind: MovementKind, amount: MinorUnits) => {
    amounts[kind] += amount;
    counts[kind] += 1;
  };
  for (const customer of new Set([...start.keys(), ...end.keys()])) {
    const s = start.get(customer) ?? 0;
    const e = end.get(customer) ?? 0;
    if (s === 0 && e > 0) {
      const first = firstActive.get(customer);
      add(first !== undefined && first < periodStart ? 'reactivation' : 'new', e);
    } else if (s > 0 && e === 0) add('churn', s);
    else if (e > s && s > 0) add('expansion', e - s);
    else if (s > e && e > 0) add('contraction', s - e);
  }
  return { amounts, counts };
}

/** new + expansion + reactivation − contraction − churn. */
export function netNewMrr(movements: MrrMovements): MinorUnits {
  return (
    movements.new + movements.expansion + movements.reactivation - movements.contraction - movements.churn
  );
}
