import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app';

/**
 * A browser's realtime connection to a test app, signed in with `token`; resolves once accepted.
 * The caller disconnects it (tests keep a list and close them in afterAll).
 */
export function openRealtime(t: TestApp, token: string): Promise<Socket> {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect(t.url, {
      path: '/api/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** Every message of `event` the socket receives from now on, in order. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}
