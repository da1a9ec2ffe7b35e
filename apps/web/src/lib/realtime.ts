import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { currentIdToken } from './api-client';

let socket: Socket | null = null;
let listeners = 0;

/**
 * One socket.io connection per browser session to the API's realtime endpoint, authenticated with
 * the current id token (asked again on every reconnect, so a refreshed token is used). Opened by
 * the first screen that listens, closed when the last one stops.
 */
function connection(): Socket {
  socket ??= io({
    path: '/api/socket.io',
    transports: ['websocket'],
    auth: (send) => {
      void currentIdToken().then((token) => send({ token }));
    },
  });
  return socket;
}

/** Calls `handler` with every message of `event` the server pushes to this user or company. */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const open = connection();
    const listener = (payload: T) => latest.current(payload);
    listeners += 1;
    open.on(event, listener);
    return () => {
      open.off(event, listener);
      listeners -= 1;
      if (listeners === 0) {
        open.disconnect();
        socket = null;
      }
    };
  }, [event]);
}
