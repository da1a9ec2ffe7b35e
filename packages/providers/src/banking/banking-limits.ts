/**
 * GoCardless Bank Account Data lets Tranche read each account's details, balances and
 * transactions 4 times a day each (the bank may allow fewer; its 429 then says when to try again).
 * A sync reads balances and transactions once per account, so an account syncs at most this many
 * times a day.
 */
export const BANK_SYNCS_PER_ACCOUNT_PER_DAY = 4;

const DAY_MS = 86_400_000;

/**
 * The syncs of the last 24 hours before `now`, oldest first. A rolling day, not the calendar day:
 * it never allows more than the limit in any 24 hours, whichever way GoCardless counts its day.
 */
function syncsOfLastDay(previousSyncTimes: readonly string[], now: string): number[] {
  const end = Date.parse(now);
  if (Number.isNaN(end)) throw new RangeError(`Not a time: ${now}`);
  return previousSyncTimes
    .map((time) => Date.parse(time))
    .filter((time) => !Number.isNaN(time) && time > end - DAY_MS && time <= end)
    .sort((a, b) => a - b);
}

/** Whether an account synced at `previousSyncTimes` (ISO timestamps) may sync again at `now`. */
export function bankSyncAllowed(previousSyncTimes: readonly string[], now: string): boolean {
  return syncsOfLastDay(previousSyncTimes, now).length < BANK_SYNCS_PER_ACCOUNT_PER_DAY;
}

/**
 * When the account may sync next: `now` while a sync is left, else 24 hours after the oldest
 * sync that still counts (ISO timestamp), for the "next sync at" the user sees.
 */
export function nextBankSyncAt(previousSyncTimes: readonly string[], now: string): string {
  const recent = syncsOfLastDay(previousSyncTimes, now);
  const excess = recent.length - BANK_SYNCS_PER_ACCOUNT_PER_DAY;
  if (excess < 0) return new Date(Date.parse(now)).toISOString();
  return new Date(recent[excess]! + DAY_MS).toISOString();
}
