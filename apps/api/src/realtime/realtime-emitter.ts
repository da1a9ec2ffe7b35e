import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { companyRoom, type Realtime, userRoom } from './realtime';

/**
 * Realtime for a process without sockets (`npm run worker`): what its jobs push (notifications,
 * import and sync progress, bids) goes through Redis to the rooms of every API process, whose
 * Redis adapter (REDIS_URL) hands it to the browsers connected there.
 */
export function createRealtimeEmitter(redisUrl: string): Realtime {
  const redis = new Redis(redisUrl);
  const emitter = new Emitter(redis);
  return {
    toUser: (sub, event, payload) => void emitter.to(userRoom(sub)).emit(event, payload),
    toCompany: (companyId, event, payload) => void emitter.to(companyRoom(companyId)).emit(event, payload),
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
