import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime, type Realtime } from './realtime';

describe('realtime handshake', () => {
  const app = Fastify();
  let realtime: Realtime;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    realtime = createRealtime({
      server: app.server,
      logger: pino({ level: 'silent' }),
      authenticate: async (token) => (token === 'good' ? { sub: 'user-1', companyId: 'company-1' } : null),
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await realtime.close();
    await app.close();
  });

  const open = (auth: Record<string, unknown>) => {
    const socket = connect(url, {
      path: '/api/socket.io',
      auth,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  const outcome = (socket: Socket) =>
    new Promise<string>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (error) => resolve(error.message));
    });

  it('refuses a connection without a token or with a bad one', async () => {
    expect(await outcome(open({}))).toBe('Unauthenticated User');
    expect(await outcome(open({ token: 'forged' }))).toBe('Unauthenticated User');
  });

  it('puts an accepted connection into its user and company rooms', async () => {
    const socket = open({ token: 'good' });
    expect(await outcome(socket)).toBe('connected');
    const toUser = new Promise((resolve) => socket.once('notification', resolve));
    realtime.toUser('user-1', 'notification', { n: 1 });
    expect(await toUser).toEqual({ n: 1 });
    const toCompany = new Promise((resolve) => socket.once('company-update', resolve));
    realtime.toCompany('company-1', 'company-update', { n: 2 });
    expect(await toCompany).toEqual({ n: 2 });
  });
});
