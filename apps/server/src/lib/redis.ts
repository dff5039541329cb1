import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import {
  type AttemptCounter,
  FORGET_MS,
  localAttemptCounter,
  localWindowCounter,
  type WindowCounter,
} from './limit-counters';

/** Where the limits are counted right now (GET /health, /metrics). */
export interface LimitStoreStatus {
  store: 'redis' | 'process';
  /** REDIS_URL is set but Redis does not answer: the limits are counted in this process meanwhile */
  redis_unreachable: boolean;
}

export interface LimitStore {
  /** @fastify/rate-limit's `store` option: per-request limits (forgot-password, verifikasi…) */
  rateLimitStore: FastifyRateLimitStoreCtor;
  /** limits counted by failures (logins, registration answers, the token ujian) */
  attempts: AttemptCounter;
  status(): LimitStoreStatus;
  close(): Promise<void>;
}

type Log = { warn(msg: string): void; info(msg: string): void };

// ARGV: now, forget, mode, delays… — mode 'wait': the ms left; 'fail': one failure counted;
// 'take': when the wait is over, one failure counted (reserved), else the ms left
// (limit-counters.ts: AttemptCounter)
const ATTEMPT = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local u = tonumber(redis.call('HGET', KEYS[1], 'u') or '0')
local now = tonumber(ARGV[1])
local mode = ARGV[3]
if mode ~= 'fail' and now < u then return u - now end
if mode == 'wait' then return 0 end
n = n + 1
local d = tonumber(ARGV[math.min(n, #ARGV - 3) + 3])
redis.call('HSET', KEYS[1], 'n', n, 'u', now + d, 'p', u)
redis.call('PEXPIRE', KEYS[1], d + tonumber(ARGV[2]))
return 0`;
// a reserved attempt given back: one failure fewer, the wait before it
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = redis.call('HINCRBY', KEYS[1], 'n', -1)
if n <= 0 then redis.call('DEL', KEYS[1]) return 0 end
redis.call('HSET', KEYS[1], 'u', redis.call('HGET', KEYS[1], 'p') or '0')
return 0`;
const INCR = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

type Scripts = {
  limitAttempt(
    key: string,
    now: number,
    forget: number,
    mode: 'take' | 'wait' | 'fail',
    ...delays: number[]
  ): Promise<number>;
  limitRelease(key: string): Promise<number>;
  limitIncr(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * The store of every limit. With REDIS_URL every instance counts in the same Redis (limits hold
 * across processes and machines); without it each process counts on its own. While a configured
 * Redis does not answer, the limits are counted in this process (never switched off), the outage
 * is logged once and shown by `status()`; when Redis answers again it counts again.
 */
export function createLimitStore(config: Config, log: Log): LimitStore {
  const local = { attempts: localAttemptCounter(), window: localWindowCounter() };
  if (!config.redisUrl) {
    return {
      rateLimitStore: windowStoreClass(local.window),
      attempts: local.attempts,
      status: () => ({ store: 'process', redis_unreachable: false }),
      close: async () => {},
    };
  }
  // no offline queue: while Redis is away a request does not wait for it
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.defineCommand('limitAttempt', { numberOfKeys: 1, lua: ATTEMPT });
  redis.defineCommand('limitRelease', { numberOfKeys: 1, lua: RELEASE });
  redis.defineCommand('limitIncr', { numberOfKeys: 1, lua: INCR });
  const scripts = redis as unknown as Scripts;
  const prefix = config.rateLimitRedisPrefix;

  // logged once per outage: the first failed connection or command, and the recovery
  let outageLogged = false;
  const down = (why: string) => {
    if (outageLogged) return;
    outageLogged = true;
    log.warn(`Redis (REDIS_URL) tidak terjangkau: batas percobaan dihitung di proses ini (${why})`);
  };
  redis.on('error', (err: Error) => down(err.message));
  redis.on('ready', () => {
    if (outageLogged) log.info('Redis terjangkau lagi: batas percobaan kembali dihitung bersama');
    outageLogged = false;
  });
  const up = () => redis.status === 'ready';
  /** Redis while it answers, this process otherwise (and when a command fails). */
  const either = async <T>(shared: () => Promise<T>, inProcess: () => Promise<T>): Promise<T> => {
    if (up()) {
      try {
        return await shared();
      } catch (err) {
        down((err as Error).message);
      }
    } else down(`status ${redis.status}`);
    return inProcess();
  };

  const attempt = (key: string, mode: 'take' | 'wait' | 'fail', delays: readonly number[] = []) =>
    scripts.limitAttempt(prefix + key, Date.now(), FORGET_MS, mode, ...delays);
  const attempts: AttemptCounter = {
    take: (key, delays) =>
      either(
        () => attempt(key, 'take', delays),
        () => local.attempts.take(key, delays),
      ),
    wait: (key) =>
      either(
        () => attempt(key, 'wait'),
        () => local.attempts.wait(key),
      ),
    fail: (key, delays) =>
      either(
        async () => {
          await attempt(key, 'fail', delays);
        },
        () => local.attempts.fail(key, delays),
      ),
    settle: (key, outcome) =>
      either(
        async () => {
          if (outcome === 'success') await redis.del(prefix + key);
          else if (outcome === 'neutral') await scripts.limitRelease(prefix + key);
        },
        () => local.attempts.settle(key, outcome),
      ),
  };
  const window: WindowCounter = {
    incr: (key, windowMs) =>
      either(
        async () => {
          const [current, ttl] = await scripts.limitIncr(prefix + key, windowMs);
          return { current, ttl };
        },
        () => local.window.incr(key, windowMs),
      ),
  };
  return {
    rateLimitStore: windowStoreClass(window),
    attempts,
    status: () =>
      up() ? { store: 'redis', redis_unreachable: false } : { store: 'process', redis_unreachable: true },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** @fastify/rate-limit's store over a window counter; each route (child) counts under its own prefix. */
function windowStoreClass(counter: WindowCounter): FastifyRateLimitStoreCtor {
  return class WindowStore implements FastifyRateLimitStore {
    /** @fastify/rate-limit constructs the store with its options (unused here) */
    constructor(
      _options?: unknown,
      private readonly routePrefix = '',
    ) {}
    incr(key: string, cb: Parameters<FastifyRateLimitStore['incr']>[1], windowMs: number) {
      counter.incr(this.routePrefix + key, windowMs).then((res) => cb(null, res), cb);
    }
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // the route's merged options carry the route as routeInfo (createRateLimit: an empty one)
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new WindowStore(undefined, `${route?.method ?? ''}${route?.url ?? ''}-`);
    }
  };
}
