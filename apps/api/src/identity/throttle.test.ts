import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrottling } from './pool/throttling';
import { type CounterStore, createMemoryCounterStore, createRedisCounterStore } from './throttle';

describe('the memory counter store', () => {
  it('counts per key within a window and starts over after it', async () => {
    let now = 1_000_000;
    const store = createMemoryCounterStore(() => now);
    expect(await store.increment('a', 1000)).toBe(1);
    expect(await store.increment('a', 1000)).toBe(2);
    expect(await store.increment('b', 1000)).toBe(1);
    expect(await store.peek('a')).toBe(2);
    now += 1001;
    expect(await store.peek('a')).toBe(0);
    expect(await store.increment('a', 1000)).toBe(1);
    await store.reset('a');
    expect(await store.peek('a')).toBe(0);
  });
});

describe('the throttling rules', () => {
  const rules = () => createThrottling(createMemoryCounterStore(), { rateLimitPerMinute: 3 });

  it('answers TooManyRequestsException past the per-IP limit, per IP', async () => {
    const throttle = rules();
    for (let i = 0; i < 3; i++) await throttle.request('10.0.0.1');
    await expect(throttle.request('10.0.0.1')).rejects.toMatchObject({
      type: 'TooManyRequestsException',
      statusCode: 400,
    });
    await throttle.request('10.0.0.2');
  });

  it('answers TooManyRequestsException past 30 calls a minute about one username, whatever its case', async () => {
    const throttle = rules();
    for (let i = 0; i < 30; i++) await throttle.user(i % 2 ? 'Ann@Example.com' : 'ann@example.com');
    await expect(throttle.user('ann@example.com')).rejects.toMatchObject({
      type: 'TooManyRequestsException',
    });
  });

  it('mails at most five codes per purpose an hour (LimitExceededException)', async () => {
    const throttle = rules();
    for (let i = 0; i < 5; i++) await throttle.codeSend('sub-1', 'SIGN_UP');
    await expect(throttle.codeSend('sub-1', 'SIGN_UP')).rejects.toMatchObject({
      type: 'LimitExceededException',
    });
    await throttle.codeSend('sub-1', 'FORGOT_PASSWORD');
  });

  it('locks password sign-in after five failures until a success resets it', async () => {
    const throttle = rules();
    for (let i = 0; i < 5; i++) {
      await throttle.assertPasswordAttemptsLeft('sub-2');
      await throttle.passwordFailed('sub-2');
    }
    await expect(throttle.assertPasswordAttemptsLeft('sub-2')).rejects.toMatchObject({
      type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    await throttle.passwordSucceeded('sub-2');
    await throttle.assertPasswordAttemptsLeft('sub-2');
  });

  it('accepts a TOTP code once per time step', async () => {
    const throttle = rules();
    expect(await throttle.firstUseOfTotpCode('sub-3', 100, '123456')).toBe(true);
    expect(await throttle.firstUseOfTotpCode('sub-3', 100, '123456')).toBe(false);
    expect(await throttle.firstUseOfTotpCode('sub-3', 100, '654321')).toBe(true);
  });
});

const redisBinary = '/usr/bin/redis-server';
describe.skipIf(!existsSync(redisBinary))('the Redis counter store (shared by every API process)', () => {
  let server: ChildProcess;
  let url: string;
  let stores: CounterStore[] = [];

  beforeAll(async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    url = `redis://127.0.0.1:${port}`;
    server = spawn(
      redisBinary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 50; i++) {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      const up = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    stores = [];
    server?.kill();
  });

  it('counts across two processes’ stores and lets the window expire', async () => {
    const logger = pino({ level: 'silent' });
    const a = createRedisCounterStore(url, logger);
    const b = createRedisCounterStore(url, logger);
    stores.push(a, b);
    const key = `k-${Date.now()}`;
    expect(await a.increment(key, 300)).toBe(1);
    expect(await b.increment(key, 300)).toBe(2);
    expect(await a.peek(key)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await b.increment(key, 300)).toBe(1);
    await a.reset(key);
    expect(await b.peek(key)).toBe(0);
  });
});
