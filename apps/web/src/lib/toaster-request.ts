import { useSyncExternalStore } from 'react';

/**
 * Whether the toasts' renderer is needed yet. The first page does not download the toast library:
 * the renderer is mounted once a signed-in screen is shown or something outside one is about to
 * show a toast, whichever comes first (toasts added before it mounts are shown when it does).
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}

/** Loads the toast library and makes sure its renderer is mounted. */
export async function loadToast() {
  requestToaster();
  return (await import('react-hot-toast')).default;
}
