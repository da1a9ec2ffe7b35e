import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime, type Realtime } from './realtime';
import { createRealtimeEmitter } from './realtime-emitter';

// Needs Redis: .ci/run sets TEST_REDIS_URL (the machine's Redis on its standard port).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('realtime from a worker process, through Redis', () => {
  const app = Fastify();
  let server: Realtime;
  let worker: Realtime;
  let socket: Socket;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = createRealtime({
      server: app.server,
      logger: pino({ level: 'silent' }),
      redisUrl,
      authenticate: async (token) => (token === 'good' ? { sub: 'user-7', companyId: 'company-7' } : null),
    });
    worker = createRealtimeEmitter(redisUrl!);
    socket = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      path: '/api/socket.io',
      auth: { token: 'good' },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await worker?.close();
    await server?.close();
    await app.close();
  });

  it("reaches a user's and a company's browsers connected to an API process", async () => {
    // The adapter subscribes asynchronously: push until the first message arrives.
    const first = new Promise((resolve) => socket.once('notification', resolve));
    const pushing = setInterval(() => worker.toUser('user-7', 'notification', { n: 1 }), 50);
    try {
      expect(await first).toEqual({ n: 1 });
    } finally {
      clearInterval(pushing);
    }
    const toCompany = new Promise((resolve) => socket.once('csv-import:progress', resolve));
    worker.toCompany('company-7', 'csv-import:progress', { rows: 3 });
    expect(await toCompany).toEqual({ rows: 3 });
    const elsewhere = new Promise((resolve) => socket.once('order', resolve));
    worker.toCompany('company-8', 'order', { id: 'not yours' });
    worker.toCompany('company-7', 'order', { id: 'yours' });
    expect(await elsewhere).toEqual({ id: 'yours' });
  });
});
