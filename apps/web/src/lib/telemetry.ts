import type { AppEventName, TrackEventsBody, TrackedEvent } from '@tranche/contracts';

/**
 * Page views and named application events (spec §1, §3), batched to `POST /api/events`.
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
  /** Hands what is queued to `sendBeacon` when the page goes away; returns the unsubscribe. */
  listen(target: Window): () => void;
}

export function createTelemetry(): Telemetry {
  let queue: TrackedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function take(): TrackEventsBody | null {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return null;
    const events = queue;
    queue = [];
    return { events };
  }

  async function post(body: TrackEventsBody): Promise<void> {
    try {
      await fetch(EVENTS_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      });
    } catch {
      // dropped: a lost page view is better than a retry loop against a server that is away
    }
  }

  async function flush(): Promise<void> {
    const body = take();
    if (body) await post(body);
  }

  function flushWithBeacon(): void {
    const body = take();
    if (!body) return;
    try {
      const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (!navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) void post(body);
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
      if (target.document.visibilityState === 'hidden') flushWithBeacon();
    };
    target.addEventListener('pagehide', flushWithBeacon);
    target.document.addEventListener('visibilitychange', onHidden);
    return () => {
      target.removeEventListener('pagehide', flushWithBeacon);
      target.document.removeEventListener('visibilitychange', onHidden);
    };
  }

  return { track, flush, listen };
}

/** The app's single telemetry queue; `track` is the function features call. */
export const telemetry = createTelemetry();
export const track = telemetry.track;
