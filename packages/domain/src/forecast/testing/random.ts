/**
 * A seeded generator of standard normal draws for tests (mulberry32 uniforms, Box–Muller), so
 * simulated series are the same on every run.
 */
export function seededNormal(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => {
    const u = uniform() || Number.MIN_VALUE;
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}

/** A series from the ETS(A,N,N) process y_t = l_{t−1} + ε_t, l_t = l_{t−1} + α·ε_t, ε ~ N(0, σ²). */
export function simulateAnn(
  normal: () => number,
  length: number,
  level: number,
  alpha: number,
  sigma: number,
): number[] {
  const values: number[] = [];
  let l = level;
  for (let t = 0; t < length; t++) {
    const e = sigma * normal();
    values.push(l + e);
    l += alpha * e;
  }
  return values;
}
