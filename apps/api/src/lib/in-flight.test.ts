import { describe, expect, it } from 'vitest';
import { inFlight } from './in-flight';

/** A read the test settles by hand. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('inFlight', () => {
  it('lets reads of one key that overlap share one load, and other keys load their own', async () => {
    const reads = inFlight<string, number>();
    const first = pending<number>();
    let loads = 0;
    const load = () => {
      loads++;
      return first.promise;
    };
    const a = reads.read('alice', load);
    const b = reads.read('alice', load);
    const other = reads.read('bob', () => Promise.resolve(7));
    first.resolve(1);
    expect(await Promise.all([a, b, other])).toEqual([1, 1, 7]);
    expect(loads).toBe(1);
  });

  it('keeps nothing once a read settled, whether it succeeded or failed', async () => {
    const reads = inFlight<string, number>();
    await reads.read('alice', () => Promise.resolve(1));
    expect(await reads.read('alice', () => Promise.resolve(2))).toBe(2);
    const failing = pending<number>();
    const failed = reads.read('alice', () => failing.promise);
    failing.reject(new Error('lost connection'));
    await expect(failed).rejects.toThrow('lost connection');
    expect(await reads.read('alice', () => Promise.resolve(3))).toBe(3);
  });

  it('after forget, a new caller starts a fresh read while the earlier one finishes for its own callers', async () => {
    const reads = inFlight<string, string>();
    const before = pending<string>();
    const early = reads.read('alice', () => before.promise);
    reads.forget();
    const late = reads.read('alice', () => Promise.resolve('after the write'));
    // The earlier read settling must not remove the fresh one from the map.
    before.resolve('before the write');
    expect(await early).toBe('before the write');
    expect(await late).toBe('after the write');
    expect(await reads.read('alice', () => Promise.resolve('next'))).toBe('next');
  });
});
