import { MOVEMENT_KINDS, type MovementKind } from '../kpi/mrr-movements';
import { anomalyId, round2, severityOf, Z_THRESHOLD } from './anomaly-id';
import type { Anomaly, AnomalyInput, RevenueMonth } from './anomaly-types';
import { decomposeMonthly, robustScale, robustZ } from './robust-stats';

/** Fewer months than this give no pattern to be out of. */
export const MIN_REVENUE_MONTHS = 6;
/**
 * Besides |z| ≥ 3.5, a movement is out of pattern only when it differs from the expected one by
 * at least 1 % of the MRR the month started with: a movement of a few customers (reactivations,
 * say) can lie far outside its own narrow pattern and still not matter to the company.
 */
export const MATERIAL_SHARE = 0.01;

/**
 * Revenue: each month's MRR movements (new, expansion, contraction, churn, reactivation, from the
 * KPI engine) against the company's own months.
 *
 * Method: a movement is first made a share of the MRR the month started with, so a growing company
 * is compared with itself at its size (churn of 4,000 € means something else at 50,000 € MRR
 * than at 500,000 €). From 30 months on, the shares are decomposed (classical additive
 * decomposition, see decomposeMonthly: 2×12 moving-average trend, median seasonal indices) and the
 * residuals scored; shorter series are scored as they are. Score = robust z of the month's
 * residual (median and 1.4826 × MAD over all the months); flagged when |z| ≥ 3.5 and the movement
 * is at least 1 % of the starting MRR away from the expected one (MATERIAL_SHARE). The expected
 * movement is trend + season (+ the residuals' median) times the month's starting MRR; the typical
 * range is that ± 2 robust standard deviations.
 */
export function revenueAnomalies(input: AnomalyInput): Anomaly[] {
  const months = (input.revenue ?? []).filter((month) => month.startMrr > 0);
  if (months.length < MIN_REVENUE_MONTHS) return [];
  const firstMonth = Number(months[0]!.month.slice(5, 7)) - 1;
  const found: Anomaly[] = [];
  for (const movement of MOVEMENT_KINDS) {
    const shares = months.map((month) => month.movements[movement] / month.startMrr);
    const parts = decomposeMonthly(shares, firstMonth);
    const scale = robustScale(parts.residual);
    months.forEach((month, t) => {
      if (month.month < `${input.dateFrom.slice(0, 7)}-01` || month.month > input.dateTo) return;
      const z = robustZ(parts.residual[t]!, scale);
      const expected = parts.trend[t]! + parts.seasonal[t]! + scale.median;
      if (Math.abs(z) < Z_THRESHOLD || Math.abs(shares[t]! - expected) < MATERIAL_SHARE) return;
      found.push(movementAnomaly(input.currency, month, movement, z, expected, scale.sigma, shares[t]!));
    });
  }
  return found;
}

function movementAnomaly(
  currency: string,
  month: RevenueMonth,
  movement: MovementKind,
  z: number,
  expectedShare: number,
  sigma: number,
  share: number,
): Anomaly {
  const expectedMinor = Math.max(0, Math.round(expectedShare * month.startMrr));
  const spread = Math.round(2 * sigma * month.startMrr);
  return {
    id: anomalyId('unusual_movement', month.month, movement),
    kind: 'unusual_movement',
    area: 'revenue',
    day: month.month,
    month: month.month,
    score: round2(Math.abs(z)),
    severity: severityOf(z),
    amountMinor: month.movements[movement],
    currency,
    subject: movement,
    reason: {
      code: 'MOVEMENT_OUT_OF_PATTERN',
      movement,
      direction: z > 0 ? 'high' : 'low',
      valueMinor: month.movements[movement],
      expectedMinor,
      typicalRange: [Math.max(0, expectedMinor - spread), expectedMinor + spread],
      share: round2(share * 10_000) / 10_000,
      expectedShare: round2(Math.max(0, expectedShare) * 10_000) / 10_000,
    },
    rows: { month: month.month, movement },
  };
}
