/** Spec §9: sign-in and challenge calls are debounced 300 ms. */
export const SIGN_IN_DEBOUNCE_MS = 300;

/**
 * Leading-edge debounce for an async call: the first call runs at once; a call made while it is
 * still running, or within `delayMs` of the previous call, runs nothing and shares that call's
 * result. A double click or a repeated Enter therefore sends one request, never two.
 */
export function debounceCall<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  delayMs: number = SIGN_IN_DEBOUNCE_MS,
  now: () => number = Date.now,
): (...args: Args) => Promise<Result> {
  let last: Promise<Result> | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  let running = false;
  return (...args: Args) => {
    const at = now();
    const recent = at - lastAt < delayMs;
    lastAt = at;
    if (last && (running || recent)) return last;
    running = true;
    last = call(...args).finally(() => {
      running = false;
    });
    return last;
  };
}
