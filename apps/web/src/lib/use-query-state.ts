import { useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * The address's query as a screen's state, with updates that build on each other. React Router's
 * functional `setSearchParams` hands every update the query of the last render, so two changes
 * before the next render (two quick clicks on a slow machine) would keep only the second; here
 * each update starts from the one before it.
 */
export function useQueryState(): [
  URLSearchParams,
  (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const change = (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
    const next = update(new URLSearchParams(latest.current));
    latest.current = next;
    setParams(next, options);
  };
  return [params, change];
}

/** The query with some keys set and others (null) removed: a filter or page change. */
export function withQueryChanges(current: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
