/** Spec §9: up to 3 retry attempts with exponential backoff, capped at 300000 ms. */
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 300_000;

/** The wait before retry number `attempt` (0-based): 1 s, 2 s, 4 s, … never above the cap. */
export function retryDelayMs(attempt: number, baseMs = 1_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt), MAX_RETRY_DELAY_MS);
}
