import type { SignInStep } from './auth-types';

/** Spec §9: auto sign-in polls every 5000 ms and gives up after 180000 ms. */
export const AUTO_SIGN_IN_POLL_MS = 5000;
export const AUTO_SIGN_IN_TIMEOUT_MS = 180_000;

/** The account was still unconfirmed when auto sign-in gave up (Amplify names it the same way). */
export class AutoSignInTimeoutError extends Error {
  override name = 'AutoSignInException';
  constructor() {
    super('The account was not confirmed on time.');
  }
}

export interface PollOptions {
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Signs in with `attempt` until the pool no longer answers "confirm sign-up": right after a code
 * confirmation that is the first try; when the account is confirmed elsewhere (a link, another
 * device, an operator) it is a later one. Errors other than "not confirmed" end the polling.
 */
export async function pollAutoSignIn(
  attempt: () => Promise<SignInStep>,
  options: PollOptions = {},
): Promise<SignInStep> {
  const {
    intervalMs = AUTO_SIGN_IN_POLL_MS,
    timeoutMs = AUTO_SIGN_IN_TIMEOUT_MS,
    now = Date.now,
    sleep = wait,
  } = options;
  const start = now();
  for (;;) {
    const result = await attempt();
    if (result.step !== 'CONFIRM_SIGN_UP') return result;
    if (now() - start + intervalMs > timeoutMs) throw new AutoSignInTimeoutError();
    await sleep(intervalMs);
  }
}
