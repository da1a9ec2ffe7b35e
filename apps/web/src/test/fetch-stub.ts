import { vi } from 'vitest';

export const HEALTHY = { data: { status: 'ok', database: 'ok', databaseKind: 'pglite' } };

/** A fetch that answers every call like a healthy API: the health body, 202 for events. */
export function healthyFetch() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/events')) return Response.json({ data: { accepted: 1 } }, { status: 202 });
    return Response.json(HEALTHY);
  });
}

/** The calls a fetch mock received for one URL, with their parsed JSON bodies. */
export function bodiesSentTo(fetchMock: ReturnType<typeof vi.fn>, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === url)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}
