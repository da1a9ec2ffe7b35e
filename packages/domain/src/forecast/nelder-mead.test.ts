import { describe, expect, it } from 'vitest';
import { nelderMead } from './nelder-mead';

const rosenbrock = ([x, y]: number[]) => (1 - x!) ** 2 + 100 * (y! - x! * x!) ** 2;

describe('nelderMead', () => {
  it('finds the minimum of the Rosenbrock function', () => {
    const { x, value } = nelderMead(rosenbrock, [-1.2, 1], { maxEvaluations: 2000, tolerance: 1e-14 });
    expect(value).toBeLessThan(1e-8);
    expect(x[0]).toBeCloseTo(1, 3);
    expect(x[1]).toBeCloseTo(1, 3);
  });

  it('is deterministic', () => {
    expect(nelderMead(rosenbrock, [0, 0])).toEqual(nelderMead(rosenbrock, [0, 0]));
  });

  it('stops at the evaluation budget', () => {
    let calls = 0;
    nelderMead(
      (x) => {
        calls++;
        return rosenbrock(x);
      },
      [-1.2, 1],
      { maxEvaluations: 50, tolerance: 0 },
    );
    expect(calls).toBeLessThanOrEqual(52);
  });
});
