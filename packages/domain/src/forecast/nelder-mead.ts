/**
 * Stopping rules of the minimiser: at most `maxEvaluations`, or when the simplex's values agree within
 * `tolerance`.
 */
export interface NelderMeadOptions {
  maxEvaluations?: number;
  tolerance?: number;
  /** Initial simplex step per coordinate. */
  step?: number;
}

/**
 * Minimises `f` from `start` by the Nelder–Mead simplex method (Nelder & Mead 1965; the standard
 * coefficients reflection 1, expansion 2, contraction ½, shrink ½, as in R's `optim`). Deterministic:
 * the same start gives the same answer. Used for the ETS maximum likelihood, where the function is
 * cheap and has no gradient to hand.
 */
export function nelderMead(
  f: (x: number[]) => number,
  start: readonly number[],
  { maxEvaluations = 1000, tolerance = 1e-8, step = 0.5 }: NelderMeadOptions = {},
): { x: number[]; value: number } {
  const dim = start.length;
  const simplex: number[][] = [start.slice()];
  for (let i = 0; i < dim; i++) {
    const point = start.slice();
    point[i]! += step;
    simplex.push(point);
  }
  const values = simplex.map(f);
  let evaluations = simplex.length;
  const order = simplex.map((_, i) => i);
  while (evaluations < maxEvaluations) {
    order.sort((a, b) => values[a]! - values[b]!);
    const best = order[0]!;
    const worst = order[dim]!;
    const secondWorst = order[dim - 1]!;
    if (Math.abs(values[worst]! - values[best]!) <= tolerance * (Math.abs(values[best]!) + tolerance)) break;
    const centroid = new Array<number>(dim).fill(0);
    for (const i of order.slice(0, dim)) for (let j = 0; j < dim; j++) centroid[j]! += simplex[i]![j]! / dim;
    const along = (coefficient: number) =>
      centroid.map((c, j) => c + coefficient * (simplex[worst]![j]! - c));
    const reflected = along(-1);
    const reflectedValue = f(reflected);
    evaluations++;
    if (reflectedValue < values[best]!) {
      const expanded = along(-2);
      const expandedValue = f(expanded);
      evaluations++;
      const better = expandedValue < reflectedValue;
      simplex[worst] = better ? expanded : reflected;
      values[worst] = better ? expandedValue : reflectedValue;
    } else if (reflectedValue < values[secondWorst]!) {
      simplex[worst] = reflected;
      values[worst] = reflectedValue;
    } else {
      const outside = reflectedValue < values[worst]!;
      const contracted = along(outside ? -0.5 : 0.5);
      const contractedValue = f(contracted);
      evaluations++;
      if (contractedValue < Math.min(values[worst]!, reflectedValue)) {
        simplex[worst] = contracted;
        values[worst] = contractedValue;
      } else {
        for (const i of order.slice(1)) {
          simplex[i] = simplex[i]!.map((x, j) => simplex[best]![j]! + 0.5 * (x - simplex[best]![j]!));
          values[i] = f(simplex[i]!);
          evaluations++;
        }
      }
    }
  }
  let bestIndex = 0;
  for (let i = 1; i <= dim; i++) if (values[i]! < values[bestIndex]!) bestIndex = i;
  return { x: simplex[bestIndex]!, value: values[bestIndex]! };
}
