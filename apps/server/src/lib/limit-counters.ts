/**
 * The counters behind every limit, in this process: what `lib/redis.ts` uses without REDIS_URL and
 * while a configured Redis does not answer. The same two kinds live in Redis (lib/redis.ts).
 */

/** What an attempt's outcome does to its key: success clears it, failure keeps it, neutral gives it back. */
export type AttemptOutcome = 'success' | 'failure' | 'neutral';

/**
 * Attempts that are limited by their failures (logins, registration answers, the token ujian).
 * `delays[k - 1]` is the wait after k failures (the last entry holds for every later one).
 * - `take` reserves an attempt when the key's wait is over: counted as a failure until `settle`
 *   says otherwise, so a burst of parallel guesses cannot all pass before the first one fails;
 *   it answers 0 when the attempt may go ahead, else the ms left;
 * - `wait` only reads the ms left, and `fail` counts a failure that was not reserved (a key many
 *   people share, such as an address, whose successes must not wait for one another).
 */
export interface AttemptCounter {
  take(key: string, delays: readonly number[]): Promise<number>;
  wait(key: string): Promise<number>;
  fail(key: string, delays: readonly number[]): Promise<void>;
  settle(key: string, outcome: AttemptOutcome): Promise<void>;
}

/** A key's failures are forgotten this long after its last wait ended without another failure. */
export const FORGET_MS = 60 * 60_000;

/** The wait after `n` failures by the table of `AttemptCounter.take`. */
export const waitAfter = (delays: readonly number[], n: number) =>
  n <= 0 ? 0 : (delays[Math.min(n, delays.length) - 1] ?? 0);

type AttemptEntry = { n: number; until: number; before: number; expires: number };

/** The most keys one process keeps; beyond it the expired ones are dropped, then the oldest. */
const MAX_KEYS = 100_000;

function prune<V extends { expires: number }>(map: Map<string, V>, now: number) {
  if (map.size < MAX_KEYS) return;
  for (const [k, v] of map) if (v.expires <= now) map.delete(k);
  for (const k of map.keys()) {
    if (map.size < MAX_KEYS) break;
    map.delete(k);
  }
}

export function localAttemptCounter(): AttemptCounter {
  const map = new Map<string, AttemptEntry>();
  const live = (key: string, now: number) => {
    const e = map.get(key);
    if (e && e.expires <= now) map.delete(key);
    return e && e.expires > now ? e : undefined;
  };
  const count = (key: string, delays: readonly number[], now: number) => {
    const e = live(key, now);
    const n = (e?.n ?? 0) + 1;
    const wait = waitAfter(delays, n);
    prune(map, now);
    map.set(key, { n, until: now + wait, before: e?.until ?? 0, expires: now + wait + FORGET_MS });
  };
  const waitOf = (key: string, now: number) => Math.max(0, (live(key, now)?.until ?? 0) - now);
  return {
    async take(key, delays) {
      const now = Date.now();
      const wait = waitOf(key, now);
      if (wait === 0) count(key, delays, now);
      return wait;
    },
    async wait(key) {
      return waitOf(key, Date.now());
    },
    async fail(key, delays) {
      count(key, delays, Date.now());
    },
    async settle(key, outcome) {
      if (outcome === 'failure') return;
      const e = live(key, Date.now());
      if (!e) return;
      if (outcome === 'success' || e.n <= 1) map.delete(key);
      else Object.assign(e, { n: e.n - 1, until: e.before });
    },
  };
}

/** A fixed-window request counter (@fastify/rate-limit's store contract: the count and ms left). */
export interface WindowCounter {
  incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
}

export function localWindowCounter(): WindowCounter {
  const map = new Map<string, { current: number; expires: number }>();
  return {
    async incr(key, windowMs) {
      const now = Date.now();
      let e = map.get(key);
      if (!e || e.expires <= now) {
        prune(map, now);
        e = { current: 0, expires: now + windowMs };
        map.set(key, e);
      }
      e.current += 1;
      return { current: e.current, ttl: e.expires - now };
    },
  };
}
