import { useSyncExternalStore } from 'react';

/**
 * Whether the API could not be reached. It only ever turns on: the banner it drives asks the user
 * to reload, so a later lucky request must not hide it while the rest of the page is stale.
 */
let offline = false;
const listeners = new Set<() => void>();

export function markOffline(): void {
  if (offline) return;
  offline = true;
  for (const listener of listeners) listener();
}

export function isOffline(): boolean {
  return offline;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, isOffline);
}

/** Tests share one module instance between cases; this puts the store back to its first state. */
export function resetConnectivityForTests(): void {
  offline = false;
  for (const listener of listeners) listener();
}
