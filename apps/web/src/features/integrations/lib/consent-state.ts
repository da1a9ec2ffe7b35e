/**
 * The OAuth `state` Tranche put into a consent page's address, kept for this tab only: a return
 * with another state (a forged or stale link) connects nothing.
 */
const key = (type: string) => `tranche.integration-state.${type}`;

export function rememberState(type: string, state: string): void {
  sessionStorage.setItem(key(type), state);
}

/** True once for the state that was remembered; forgets it either way. */
export function takeState(type: string, state: string | null): boolean {
  const expected = sessionStorage.getItem(key(type));
  sessionStorage.removeItem(key(type));
  return expected !== null && state !== null && expected === state;
}
