// Rate limits shared by every replica through Redis (rate-limiter-flexible over ioredis): one
// budget per client address whichever replica answers. If Redis goes away, each replica keeps
// answering with its own local limits, says so once in the log and in /healthz, and goes back to
// the shared ones when Redis is back; a request never fails because the store did.

import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { localLimiter, type LimitsMode, type RateLimiter, type RateLimitState } from './rate-limit.ts';

export function sharedLimiter(
  { redisUrl, max, windowS, now = Date.now, log = (line: string) => console.error(line) }:
  { redisUrl: string; max: number; windowS: number; now?: () => number; log?: (line: string) => void },
): RateLimiter {
  const client = new Redis(redisUrl, {
    // Fail at once while disconnected instead of queueing: the local limits answer meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  const store = new RateLimiterRedis({ storeClient: client, points: max, duration: windowS, keyPrefix: 'eds-rate', rejectIfRedisNotReady: true });
  const fallback = localLimiter(max, windowS * 1000, now);
  let mode: LimitsMode = 'shared';
  const become = (next: LimitsMode, why: string) => {
    if (mode === next) return;
    mode = next;
    log(next === 'shared' ? `Rate limits: shared through Redis again (${why})` : `Rate limits: Redis unreachable (${why}); each replica limits on its own until it is back`);
  };
  client.on('ready', () => become('shared', 'connected'));
  client.on('error', (error: Error) => become('local (shared store unreachable)', error.message));
  client.on('end', () => become('local (shared store unreachable)', 'connection closed'));

  const state = (res: RateLimiterRes, allowed: boolean): RateLimitState => ({
    limit: max,
    remaining: Math.max(0, max - res.consumedPoints),
    resetAt: Math.ceil((now() + res.msBeforeNext) / 1000),
    allowed,
  });

  return {
    async hit(key, cost = 1) {
      try {
        if (cost === 0) {
          const res = await store.get(key);
          return res ? state(res, true) : { limit: max, remaining: max, resetAt: Math.ceil(now() / 1000) + windowS, allowed: true };
        }
        const res = await store.consume(key, cost);
        become('shared', 'answered');
        return state(res, true);
      } catch (error) {
        if (error instanceof RateLimiterRes) return state(error, false);
        become('local (shared store unreachable)', error instanceof Error ? error.message : String(error));
        return fallback.hit(key, cost);
      }
    },
    mode: () => mode,
    async close() {
      client.disconnect();
    },
  };
}
