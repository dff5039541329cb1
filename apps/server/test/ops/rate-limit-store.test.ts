import { afterAll, describe, expect, it } from 'vitest';
import { Caches } from '../../src/lib/caches';
import { createLimitStore } from '../../src/lib/redis';
import { checkStartToken } from '../../src/modules/exam-day/exam-gate.service';
import { createTestContext, type TestContext, testConfig } from '../context';

/**
 * The limit store: with REDIS_URL two servers count together; without it each counts alone; a
 * Redis that does not answer: the limits are counted in the process (never off), the outage is
 * logged once and shown by /metrics and /health, and nothing waits for Redis.
 */

const REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** a closed loopback port: nothing answers there */
const NO_REDIS = 'redis://127.0.0.1:1';
const LOGIN = '/tryout/api/tes-users/tryout/login';
const contexts: TestContext[] = [];
afterAll(async () => {
  for (const t of contexts) await t.close();
});

async function context(env: Record<string, string>) {
  const t = await createTestContext({
    RATE_LIMIT_MAX: '3',
    RATE_LIMIT_FAILURES: '3',
    METRICS_ALLOW: '127.0.0.1',
    ...env,
  });
  contexts.push(t);
  return t;
}

const prefix = () => `tryout-test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}:`;

/** Wrong-password logins of one account from one address, alternating between the servers; their statuses. */
async function logins(servers: TestContext[], count: number, email = 'orang@tryout.test'): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await servers[i % servers.length].app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: '10.20.30.40',
      payload: { email, password: 'salah12345' },
    });
    out.push(res.statusCode);
  }
  return out;
}

/** Forgot-password requests of one address (every request counts); their statuses. */
async function forgot(t: TestContext, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tryout/api/tes-users/tryout/forgot-password',
      remoteAddress: '10.20.30.41',
      payload: { email: `lupa${i}@tryout.test` },
    });
    out.push(res.statusCode);
  }
  return out;
}

const health = async (t: TestContext) =>
  (await t.app.inject({ method: 'GET', url: '/tryout/api/health' })).json().data.rate_limit;

const unreachableGauge = async (t: TestContext) => {
  const text = (await t.app.inject({ method: 'GET', url: '/tryout/api/metrics' })).payload;
  return /^tryout_rate_limit_redis_unreachable (\d+)$/m.exec(text)?.[1];
};

/** Until the server's connection to Redis is up (until then it counts in the process), at most 20 s. */
async function connected(t: TestContext): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < 20_000; ) {
    if ((await health(t)).store === 'redis') return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('limit store', () => {
  it('with REDIS_URL two servers share the failures of one account and address', async () => {
    const env = { REDIS_URL: REDIS, RATE_LIMIT_REDIS_PREFIX: prefix() };
    const a = await context(env);
    const b = await context(env);
    for (const t of [a, b]) expect(await connected(t)).toBe(true);
    expect(await health(a)).toEqual({ store: 'redis', redis_unreachable: false });
    expect(await unreachableGauge(a)).toBe('0');
    // 3 failures free, the 4th makes the next attempt wait: counted over both servers
    expect(await logins([a, b], 6)).toEqual([401, 401, 401, 401, 429, 429]);
    // requests that all count (forgot-password) are shared too
    expect(await forgot(a, 2)).toEqual([200, 200]);
    expect(await forgot(b, 2)).toEqual([200, 429]);
  });

  it('without REDIS_URL each server counts alone (the README says limits are per process)', async () => {
    const a = await context({});
    const b = await context({});
    expect(await logins([a, b], 10)).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    expect(await health(a)).toEqual({ store: 'process', redis_unreachable: false });
    expect(await unreachableGauge(a)).toBe('0');
  });

  it('a Redis that does not answer: the limits hold in the process, /metrics and /health say so, nothing waits', async () => {
    const t = await context({ REDIS_URL: NO_REDIS });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: '10.20.30.40',
      payload: { email: 'orang@tryout.test', password: 'salah12345' },
    });
    expect(res.statusCode).toBe(401);
    expect(await logins([t], 5)).toEqual([401, 401, 401, 429, 429]);
    expect((await logins([t], 1))[0]).toBe(429);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: '10.20.30.40',
      payload: { email: 'orang@tryout.test', password: 'salah12345' },
    });
    expect(tooMany.json()).toEqual({
      code: 429,
      message: 'Terlalu banyak percobaan, coba lagi dalam 1 menit',
    });
    expect(await forgot(t, 4)).toEqual([200, 200, 200, 429]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await health(t)).toEqual({ store: 'process', redis_unreachable: true });
    expect(await unreachableGauge(t)).toBe('1');
  });

  it('the outage is logged once, however many requests meet it; the counts go on in the process', async () => {
    const { config } = testConfig('tryout-limits-', { REDIS_URL: NO_REDIS });
    const warnings: string[] = [];
    const store = createLimitStore(config, { warn: (m) => warnings.push(m), info: () => {} });
    try {
      const delays = [0, 0, 60_000];
      const waits: number[] = [];
      for (let i = 0; i < 4; i++) waits.push(await store.attempts.take('k', delays));
      expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
      expect(waits[3]).toBeGreaterThan(59_000);
      // let ioredis try to reconnect a few times
      await new Promise((r) => setTimeout(r, 1500));
      await store.attempts.take('k', delays);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /^Redis \(REDIS_URL\) tidak terjangkau: batas percobaan dihitung di proses ini/,
      );
    } finally {
      await store.close();
    }
  });

  it("the token ujian's wrong guesses are counted in Redis: two servers see the same count", async () => {
    const { config } = testConfig('tryout-limits-', { REDIS_URL: REDIS, RATE_LIMIT_REDIS_PREFIX: prefix() });
    const log = { warn: () => {}, info: () => {} };
    const stores = [createLimitStore(config, log), createLimitStore(config, log)];
    try {
      for (const s of stores) {
        for (let i = 0; i < 200 && s.status().store !== 'redis'; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(s.status().store).toBe('redis');
      }
      const controls = { token_secret: 'rahasia-ruang', token_minutes: 5, wajib_layar_penuh: 0 };
      const gate = { jenis: 'materi' as const, id: 1 };
      const start = (i: number, token: string) =>
        checkStartToken(
          { db: null as never, caches: new Caches(), limits: stores[i % 2] },
          gate,
          'c42',
          token,
          controls,
        ).then(
          () => 200,
          (e: { statusCode: number }) => e.statusCode,
        );
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push(await start(i, 'SALAH1'));
      // five wrong tokens over both servers, then the sixth start waits
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      for (const s of stores) await s.close();
    }
  });
});
