import type { IdentityConfig } from '../identity-config';
import { limitExceeded, messages, notAuthorized, tooManyRequests } from '../protocol/cognito-error';
import type { CounterStore } from '../throttle';

const MINUTE = 60_000;
/** Requests per minute about one username (sign-in starts, sign-up, codes…). */
const PER_USER_PER_MINUTE = 30;
/** Codes mailed per user and purpose per hour. */
const CODE_SENDS_PER_HOUR = 5;
/** Wrong passwords before sign-in is refused for a while, as Cognito's "Password attempts exceeded". */
const PASSWORD_FAILURES = 5;
const PASSWORD_LOCK_MS = 15 * MINUTE;

/** The pool's throttling rules over a counter store (memory or Redis). */
export function createThrottling(store: CounterStore, config: Pick<IdentityConfig, 'rateLimitPerMinute'>) {
  return {
    /** Every call, per client IP. */
    async request(ip: string): Promise<void> {
      if ((await store.increment(`ip:${ip}`, MINUTE)) > config.rateLimitPerMinute) throw tooManyRequests();
    },
    /** Calls naming one user, whether or not it exists. */
    async user(username: string): Promise<void> {
      const key = `user:${username.trim().toLowerCase()}`;
      if ((await store.increment(key, MINUTE)) > PER_USER_PER_MINUTE) throw tooManyRequests();
    },
    async codeSend(sub: string, purpose: string): Promise<void> {
      if ((await store.increment(`send:${purpose}:${sub}`, 60 * MINUTE)) > CODE_SENDS_PER_HOUR)
        throw limitExceeded();
    },
    async assertPasswordAttemptsLeft(userId: string): Promise<void> {
      if ((await store.peek(`pwfail:${userId}`)) >= PASSWORD_FAILURES) {
        throw notAuthorized(messages.passwordAttemptsExceeded);
      }
    },
    async passwordFailed(userId: string): Promise<void> {
      await store.increment(`pwfail:${userId}`, PASSWORD_LOCK_MS);
    },
    async passwordSucceeded(userId: string): Promise<void> {
      await store.reset(`pwfail:${userId}`);
    },
    /** True the first time a user presents this TOTP code for this time step: a code works once. */
    async firstUseOfTotpCode(sub: string, timeStep: number, code: string): Promise<boolean> {
      return (await store.increment(`totp:${sub}:${timeStep}:${code}`, 3 * MINUTE)) === 1;
    },
  };
}

export type Throttling = ReturnType<typeof createThrottling>;
