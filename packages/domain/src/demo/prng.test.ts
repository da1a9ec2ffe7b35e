import { describe, expect, it } from 'vitest';
import { createRng } from './prng';

describe('createRng', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = createRng('demo');
    const b = createRng('demo');
    const c = createRng('demo2');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(createRng(42).next()).toBe(createRng('42').next());
  });

  it('is roughly uniform and stays in range', () => {
    const rng = createRng(1);
    const buckets = new Array(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const value = rng.next();
      if (value < 0 || value >= 1) outside += 1;
      else buckets[Math.floor(value * 10)] += 1;
    }
    expect(outside).toBe(0);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    const ints = new Set(Array.from({ length: 1_000 }, () => rng.int(3, 5)));
    expect([...ints].sort()).toEqual([3, 4, 5]);
  });

  it('picks by weight', () => {
    const rng = createRng(7);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        rng.weighted([
          ['a', 9],
          ['b', 1],
        ] as const) === 'a'
      )
        heavy += 1;
    expect(heavy).toBeGreaterThan(8_700);
    expect(heavy).toBeLessThan(9_300);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});
