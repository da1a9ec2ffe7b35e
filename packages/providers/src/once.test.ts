import { describe, expect, it } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('runs the load on the first call only and answers every call with its result', async () => {
    let calls = 0;
    const currency = once(async () => {
      calls++;
      return 'EUR';
    });
    expect(calls).toBe(0);
    expect(await Promise.all([currency(), currency()])).toEqual(['EUR', 'EUR']);
    expect(await currency()).toBe('EUR');
    expect(calls).toBe(1);
  });

  it('keeps a first result that is undefined, and a failure, rather than loading again', async () => {
    let calls = 0;
    const nothing = once(() => {
      calls++;
      return undefined;
    });
    nothing();
    nothing();
    expect(calls).toBe(1);
    const failing = once(() => Promise.reject(new Error('revoked')));
    const first = failing();
    await expect(first).rejects.toThrow('revoked');
    expect(failing()).toBe(first);
  });
});
