import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { currentIdToken } from './api-client';

/** Reconnect after 1 s, doubling up to 30 s (with jitter), so a restarting server is not stormed. */
export const RECONNECT = { reconnectionDelay: 1_000, reconnectionDelayMax: 30_000, randomizationFactor: 0.5 };

let socket: Socket | null = null;
let holders = 0;
const connectedListeners = new Set<() => void>();
const notifyConnected = () => {
  for (const listener of connectedListeners) listener();
};

/**
 * One socket.io connection per browser session to the API's realtime endpoint, authenticated with
 * the current id token (asked again on every reconnect, so a refreshed token is used). The signed-in
 * layout holds it for the whole session; it closes when the last holder lets go (sign-out).
 */
function connection(): Socket {
  if (socket) return socket;
  socket = io({
    path: '/api/socket.io',
    transports: ['websocket'],
    ...RECONNECT,
    auth: (send) => {
      void currentIdToken().then((token) => send({ token }));
    },
  });
  const open = socket;
  const retry = retrier(open);
  open.on('connect', () => {
    retry.reset();
    notifyConnected();
  });
  open.on('disconnect', (reason) => {
    notifyConnected();
    if (reason !== 'io client disconnect') retry.later();
  });
  open.on('connect_error', () => retry.later());
  return open;
}

/**
 * socket.io retries by itself only after a lost connection. When the server ended the connection
 * (a restart closes every socket) or refused the handshake (an expired token), the socket stays
 * down until told to connect: this does so on the same backoff, while the session still holds it.
 */
function retrier(open: Socket) {
  let attempts = 0;
  return {
    reset: () => {
      attempts = 0;
    },
    later: () => {
      if (open.active) return;
      const base = Math.min(RECONNECT.reconnectionDelayMax, RECONNECT.reconnectionDelay * 2 ** attempts);
      attempts += 1;
      setTimeout(
        () => {
          if (socket === open && !open.connected && !open.active) open.connect();
        },
        base * (1 + RECONNECT.randomizationFactor * (2 * Math.random() - 1)),
      );
    },
  };
}

function hold(): () => void {
  const open = connection();
  holders += 1;
  return () => {
    holders -= 1;
    if (holders === 0 && socket === open) {
      open.disconnect();
      socket = null;
      notifyConnected();
    }
  };
}

/** Keeps the session's connection open while the calling component is mounted. */
export function useRealtimeSession(): void {
  useEffect(() => hold(), []);
}

/** Whether the connection is up: screens fall back to slow polling while it is not. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    },
    () => socket?.connected ?? false,
    () => false,
  );
}

/** Calls `handler` with every message of `event` the server pushes to this user or company. */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const release = hold();
    const open = connection();
    const listener = (payload: T) => latest.current(payload);
    open.on(event, listener);
    return () => {
      open.off(event, listener);
      release();
    };
  }, [event]);
}

/**
 * Listens to `event` on the session's connection outside React (a flow that follows one job);
 * returns how to stop. Does nothing while no connection is open.
 */
export function onRealtimeEvent<T>(event: string, handler: (payload: T) => void): () => void {
  const open = socket;
  if (!open?.connected) return () => undefined;
  open.on(event, handler);
  return () => void open.off(event, handler);
}
