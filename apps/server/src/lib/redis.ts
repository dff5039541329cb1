import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * The options of @fastify/rate-limit for the configured store: with REDIS_URL every instance
 * counts in the same Redis (limits hold across processes and machines); without it each process
 * counts on its own. A Redis that does not answer lets requests through (skipOnError) rather than
 * refusing every candidate; `close` ends the connection when the server closes.
 */
export function rateLimitStore(config: Config): {
  options: { redis?: Redis; nameSpace?: string; skipOnError?: boolean };
  close(): Promise<void>;
} {
  if (!config.redisUrl) return { options: {}, close: async () => {} };
  // no offline queue: while Redis is away a request does not wait for it
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // a lost connection is retried by ioredis; the error event must have a listener
  redis.on('error', () => {});
  return {
    options: { redis, nameSpace: config.rateLimitRedisPrefix, skipOnError: true },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
