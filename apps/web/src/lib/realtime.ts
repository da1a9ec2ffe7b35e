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
  socket.on('connect', notifyConnected);
  socket.on('disconnect', notifyConnected);
  return socket;
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
