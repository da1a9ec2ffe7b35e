import { once } from 'node:events';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Fixed-window counters for the pool's throttling. In memory per process by default; with
 * REDIS_URL shared by every API process (one MULTI round trip).
 */
export interface CounterStore {
  /** Adds one to the key's window and returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** The key's count in its current window. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = () => {
    const time = now();
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };
  const live = (key: string) => {
    const window = windows.get(key);
    return window && window.resetAt > now() ? window : undefined;
  };
  return {
    async increment(key, windowMs) {
      sweep();
      const window = live(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return window.count;
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisCounterStore(url: string, logger: Logger): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', (error) => logger.warn({ err: error }, 'identity throttling: redis error'));
  const prefix = 'tranche:identity:throttle:';
  // The first calls wait (briefly) for the connection; later outages do not hold requests up.
  const connected = Promise.race([
    once(redis, 'ready'),
    new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
  ]).catch(() => undefined);
  // A throttle that cannot count must not lock everybody out: a Redis outage lets requests through.
  const guarded = async <T>(run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      await connected;
      return await run();
    } catch (error) {
      logger.warn({ err: error }, 'identity throttling unavailable');
      return fallback;
    }
  };
  return {
    increment: (key, windowMs) =>
      guarded(async () => {
        // SET … NX starts a window with its expiry; INCR keeps the expiry (works on every Redis version).
        const result = await redis
          .multi()
          .set(prefix + key, 0, 'PX', windowMs, 'NX')
          .incr(prefix + key)
          .exec();
        return Number(result?.[1]?.[1] ?? 0);
      }, 0),
    peek: (key) => guarded(async () => Number((await redis.get(prefix + key)) ?? 0), 0),
    reset: (key) => guarded(async () => void (await redis.del(prefix + key)), undefined),
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
