import type { AppEventName, TrackEventsBody, TrackedEvent } from '@tranche/contracts/telemetry';
import { currentIdToken } from './api-client';

/**
 * Page views and named application events (spec §1, §3), batched to `POST /api/events`, with the
 * signed-in user's id token so the server stores them with the user and company.
 * Telemetry is best effort: nothing here may throw into, slow down or alert the user.
 */
export const EVENTS_ENDPOINT = '/api/events';
export const FLUSH_DELAY_MS = 1000;
export const FLUSH_AT_EVENTS = 20;

export type EventProperties = NonNullable<TrackedEvent['properties']>;

export interface Telemetry {
  track(name: AppEventName, properties?: EventProperties, path?: string): void;
  /** Sends what is queued now. */
  flush(): Promise<void>;
  /** Sends what is queued when the page goes away; returns the unsubscribe. */
  listen(target: Window): () => void;
}

export interface TelemetryOptions {
  /** The id token to send with events; null before sign-in. */
  idToken?: () => Promise<string | null>;
}

export function createTelemetry(options: TelemetryOptions = {}): Telemetry {
  const idToken = options.idToken ?? (async () => null);
  let queue: TrackedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The token of the last send: a page that is going away has no time to ask for a fresh one.
  let lastToken: string | null = null;

  function take(): TrackEventsBody | null {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return null;
    const events = queue;
    queue = [];
    return { events };
  }

  function send(body: TrackEventsBody, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    // keepalive: the request outlives the page, like sendBeacon, but can carry the Authorization header.
    return fetch(EVENTS_ENDPOINT, { method: 'POST', headers, body: JSON.stringify(body), keepalive: true });
  }

  async function flush(): Promise<void> {
    const body = take();
    if (!body) return;
    try {
      lastToken = await idToken().catch(() => null);
      await send(body, lastToken);
    } catch {
      // dropped: a lost page view is better than a retry loop against a server that is away
    }
  }

  function flushOnLeave(): void {
    const body = take();
    if (!body) return;
    try {
      if (lastToken) {
        send(body, lastToken).catch(() => undefined);
        return;
      }
      // Not signed in: the beacon is the most reliable way out of a closing page.
      const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (!navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) send(body, null).catch(() => undefined);
    } catch {
      // the page is going away; nothing left to tell the user
    }
  }

  function track(name: AppEventName, properties?: EventProperties, path?: string): void {
    try {
      const event: TrackedEvent = { name, path: path ?? window.location.pathname };
      if (properties) event.properties = properties;
      queue.push(event);
      if (queue.length >= FLUSH_AT_EVENTS) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
    } catch {
      // never let reporting break the feature that reports
    }
  }

  function listen(target: Window): () => void {
    const onHidden = () => {
      if (target.document.visibilityState === 'hidden') flushOnLeave();
    };
    target.addEventListener('pagehide', flushOnLeave);
    target.document.addEventListener('visibilitychange', onHidden);
    return () => {
      target.removeEventListener('pagehide', flushOnLeave);
      target.document.removeEventListener('visibilitychange', onHidden);
    };
  }

  return { track, flush, listen };
}

/** The app's single telemetry queue; `track` is the function features call. */
export const telemetry = createTelemetry({ idToken: currentIdToken });
export const track = telemetry.track;
