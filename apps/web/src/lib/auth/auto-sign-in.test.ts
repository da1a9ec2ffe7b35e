import { describe, expect, it, vi } from 'vitest';
import type { SignInStep } from './auth-types';
import {
  AUTO_SIGN_IN_POLL_MS,
  AUTO_SIGN_IN_TIMEOUT_MS,
  AutoSignInTimeoutError,
  pollAutoSignIn,
} from './auto-sign-in';

/** A clock that only moves when the poller sleeps. */
function virtualClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

const unconfirmed: SignInStep = { step: 'CONFIRM_SIGN_UP' };
const done: SignInStep = { step: 'DONE' };

describe('pollAutoSignIn', () => {
  it('uses the spec constants: every 5000 ms for at most 180000 ms', () => {
    expect(AUTO_SIGN_IN_POLL_MS).toBe(5000);
    expect(AUTO_SIGN_IN_TIMEOUT_MS).toBe(180_000);
  });

  it('signs in at once when the account is already confirmed', async () => {
    const clock = virtualClock();
    const attempt = vi.fn(async () => done);
    await expect(pollAutoSignIn(attempt, clock)).resolves.toEqual(done);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('polls every 5000 ms until the account is confirmed', async () => {
    const clock = virtualClock();
    const answers = [unconfirmed, unconfirmed, unconfirmed, done];
    const attempt = vi.fn(async () => answers.shift()!);
    await expect(pollAutoSignIn(attempt, clock)).resolves.toEqual(done);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(clock.sleeps).toEqual([5000, 5000, 5000]);
  });

  it('passes on the next step of a confirmed account (an MFA step is not "done" but ends the polling)', async () => {
    const clock = virtualClock();
    const answers: SignInStep[] = [unconfirmed, { step: 'TOTP_CODE' }];
    await expect(pollAutoSignIn(async () => answers.shift()!, clock)).resolves.toEqual({ step: 'TOTP_CODE' });
  });

  it('gives up after 180000 ms with "The account was not confirmed on time."', async () => {
    const clock = virtualClock();
    const attempt = vi.fn(async () => unconfirmed);
    const error = await pollAutoSignIn(attempt, clock).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AutoSignInTimeoutError);
    expect(error).toMatchObject({
      name: 'AutoSignInException',
      message: 'The account was not confirmed on time.',
    });
    expect(clock.now()).toBeLessThanOrEqual(180_000);
    expect(attempt).toHaveBeenCalledTimes(180_000 / 5000 + 1);
  });

  it('stops at the first real failure', async () => {
    const clock = virtualClock();
    const failure = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    const attempt = vi.fn(async () => {
      throw failure;
    });
    await expect(pollAutoSignIn(attempt, clock)).rejects.toBe(failure);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
