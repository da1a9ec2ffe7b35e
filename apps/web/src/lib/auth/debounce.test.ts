import { describe, expect, it, vi } from 'vitest';
import { debounceCall, SIGN_IN_DEBOUNCE_MS } from './debounce';

describe('debounceCall', () => {
  it('runs the first call and shares its result with calls inside 300 ms', async () => {
    let now = 0;
    const call = vi.fn(async (value: string) => `signed in ${value}`);
    const debounced = debounceCall(call, SIGN_IN_DEBOUNCE_MS, () => now);
    const first = debounced('a');
    now = 299;
    const second = debounced('b');
    expect(second).toBe(first);
    await expect(second).resolves.toBe('signed in a');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('runs again once 300 ms have passed since the last call', async () => {
    let now = 0;
    const call = vi.fn(async (value: string) => value);
    const debounced = debounceCall(call, 300, () => now);
    await debounced('a');
    now = 300;
    await expect(debounced('b')).resolves.toBe('b');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('counts 300 ms from the latest call, so a burst of calls sends one request', async () => {
    let now = 0;
    const call = vi.fn(async () => 'ok');
    const debounced = debounceCall(call, 300, () => now);
    for (now = 0; now <= 1000; now += 200) await debounced();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('shares a call that is still running, however long it takes', async () => {
    let now = 0;
    let finish: (value: string) => void = () => {};
    const call = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const debounced = debounceCall(call, 300, () => now);
    const first = debounced();
    now = 5000;
    expect(debounced()).toBe(first);
    finish('done');
    await expect(first).resolves.toBe('done');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('passes a failure to every caller that shared the call', async () => {
    const debounced = debounceCall(async () => {
      throw new Error('NotAuthorizedException');
    }, 300);
    const results = await Promise.allSettled([debounced(), debounced()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
