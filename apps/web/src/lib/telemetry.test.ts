import { trackEventsBodySchema } from '@tranche/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, healthyFetch } from '../test/fetch-stub';
import { setTokenProvider } from './api-client';
import {
  telemetry as appTelemetry,
  createTelemetry,
  EVENTS_ENDPOINT,
  FLUSH_AT_EVENTS,
  FLUSH_DELAY_MS,
  type Telemetry,
} from './telemetry';

let telemetry: Telemetry;
let fetchMock: ReturnType<typeof healthyFetch>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = healthyFetch();
  vi.stubGlobal('fetch', fetchMock);
  telemetry = createTelemetry();
});

afterEach(() => vi.useRealTimers());

const sentBodies = () => bodiesSentTo(fetchMock, EVENTS_ENDPOINT);

describe('telemetry', () => {
  it(`batches events and posts them ${FLUSH_DELAY_MS} ms after the first`, async () => {
    telemetry.track('PAGE_VIEW', undefined, '/orders/active');
    telemetry.track('ORDER_ADD', { currency: 'EUR', amount: 120_000 }, '/trading');
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBodies()).toEqual([
      {
        events: [
          { name: 'PAGE_VIEW', path: '/orders/active' },
          { name: 'ORDER_ADD', path: '/trading', properties: { currency: 'EUR', amount: 120_000 } },
        ],
      },
    ]);
    expect(trackEventsBodySchema.safeParse(sentBodies()[0]).success).toBe(true);
  });

  it(`posts at once when ${FLUSH_AT_EVENTS} events are queued`, async () => {
    for (let index = 0; index < FLUSH_AT_EVENTS + 1; index += 1)
      telemetry.track('PAGE_VIEW', undefined, `/${index}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(sentBodies().map((body) => (body as { events: unknown[] }).events.length)).toEqual([
      FLUSH_AT_EVENTS,
    ]);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(sentBodies().map((body) => (body as { events: unknown[] }).events.length)).toEqual([
      FLUSH_AT_EVENTS,
      1,
    ]);
  });

  it('uses the current path when none is given', async () => {
    window.history.replaceState(null, '', '/settings/profile?tab=1');
    telemetry.track('SIGNED_IN');
    await telemetry.flush();
    expect(sentBodies()).toEqual([{ events: [{ name: 'SIGNED_IN', path: '/settings/profile' }] }]);
  });

  it('hands the queue to sendBeacon when the page is hidden', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const stop = telemetry.listen(window);
    telemetry.track('USER_LOGOUT', undefined, '/');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(EVENTS_ENDPOINT);
    expect(JSON.parse(await (blob as Blob).text())).toEqual({ events: [{ name: 'USER_LOGOUT', path: '/' }] });
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
    telemetry.track('USER_LOGOUT', undefined, '/');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('never throws or rejects when the server is away', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(() => telemetry.track('PAGE_VIEW', undefined, '/')).not.toThrow();
    await expect(telemetry.flush()).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('telemetry knows the user', () => {
  const requestAt = (index: number) => (fetchMock.mock.calls[index] as unknown[])[1] as RequestInit;
  const headersAt = (index: number) => requestAt(index).headers as Record<string, string>;

  it('sends the id token with keepalive when signed in', async () => {
    const signedIn = createTelemetry({ idToken: async () => 'id-token-1' });
    signedIn.track('SIGNED_IN', undefined, '/');
    await signedIn.flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(EVENTS_ENDPOINT);
    expect(headersAt(0).authorization).toBe('Bearer id-token-1');
    expect(requestAt(0).keepalive).toBe(true);
  });

  it('sends no Authorization header before sign-in', async () => {
    const signedOut = createTelemetry({ idToken: async () => null });
    signedOut.track('PAGE_VIEW', undefined, '/sign-in');
    await signedOut.flush();
    expect(headersAt(0).authorization).toBeUndefined();
  });

  it('still sends, anonymously, when the token cannot be had', async () => {
    const broken = createTelemetry({ idToken: () => Promise.reject(new Error('refresh failed')) });
    broken.track('PAGE_VIEW', undefined, '/');
    await expect(broken.flush()).resolves.toBeUndefined();
    expect(sentBodies()).toEqual([{ events: [{ name: 'PAGE_VIEW', path: '/' }] }]);
    expect(headersAt(0).authorization).toBeUndefined();
  });

  it('the app-wide queue sends the token of the signed-in session', async () => {
    setTokenProvider(async () => 'session-token');
    try {
      appTelemetry.track('SUBSCRIPTIONS_LOADED', undefined, '/subscriptions/all');
      await appTelemetry.flush();
    } finally {
      setTokenProvider(null);
    }
    appTelemetry.track('PAGE_VIEW', undefined, '/sign-in');
    await appTelemetry.flush();
    expect(fetchMock.mock.calls.map((_call, index) => headersAt(index).authorization)).toEqual([
      'Bearer session-token',
      undefined,
    ]);
  });

  it('leaves a page with a keepalive fetch carrying the token, not an anonymous beacon', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const signedIn = createTelemetry({ idToken: async () => 'id-token-2' });
    signedIn.track('PAGE_VIEW', undefined, '/');
    await signedIn.flush();
    const stop = signedIn.listen(window);
    signedIn.track('USER_LOGOUT', undefined, '/settings/profile');
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersAt(1).authorization).toBe('Bearer id-token-2');
    expect(requestAt(1).keepalive).toBe(true);
    expect(JSON.parse(String(requestAt(1).body))).toEqual({
      events: [{ name: 'USER_LOGOUT', path: '/settings/profile' }],
    });
  });
});
