import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context';

/**
 * The rate-limit store: with REDIS_URL two servers count together; without it each counts alone;
 * a Redis that does not answer lets requests through at once (no 500, no wait).
 */

const REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const contexts: TestContext[] = [];
afterAll(async () => {
  for (const t of contexts) await t.close();
});

async function context(env: Record<string, string>) {
  const t = await createTestContext({ RATE_LIMIT_MAX: '3', ...env });
  contexts.push(t);
  return t;
}

/** Wrong-password logins of one address, alternating between the servers; their statuses. */
async function logins(servers: TestContext[], count: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await servers[i % servers.length].app.inject({
      method: 'POST',
      url: '/tryout/api/tes-users/tryout/login',
      remoteAddress: '10.20.30.40',
      payload: { email: `orang${i}@tryout.test`, password: 'salah12345' },
    });
    out.push(res.statusCode);
  }
  return out;
}

/**
 * Whether the server counts requests in its store, tried for up to 20 s: a request that was not
 * counted (the store did not answer) leaves all of the limit (x-ratelimit-remaining = 3).
 */
async function counting(t: TestContext): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < 20_000; ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tryout/api/tes-users/tryout/login',
      remoteAddress: '10.99.99.99',
      payload: { email: 'siap@tryout.test', password: 'salah12345' },
    });
    if (res.headers['x-ratelimit-remaining'] !== '3') return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('rate-limit store', () => {
  it('with REDIS_URL two servers share the limit of one address', async () => {
    const prefix = `tryout-test-${process.pid}-${Date.now()}:`;
    const env = { REDIS_URL: REDIS, RATE_LIMIT_REDIS_PREFIX: prefix };
    const a = await context(env);
    const b = await context(env);
    // both connections to Redis are up (until then requests pass uncounted: no offline queue)
    for (const t of [a, b]) expect(await counting(t)).toBe(true);
    expect(await logins([a, b], 5)).toEqual([401, 401, 401, 429, 429]);
  });

  it('without REDIS_URL each server counts alone (the README says limits are per process)', async () => {
    const a = await context({});
    const b = await context({});
    expect(await logins([a, b], 8)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('a Redis that does not answer: requests are answered at once, never with a 500', async () => {
    const t = await context({ REDIS_URL: 'redis://127.0.0.1:1' });
    const started = Date.now();
    const statuses = await logins([t], 5);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(Date.now() - started).toBeLessThan(5000);
    // uncounted: the whole limit remains (what `counting` above tells apart)
    const res = await t.app.inject({
      method: 'POST',
      url: '/tryout/api/tes-users/tryout/login',
      payload: { email: 'x@tryout.test', password: 'salah12345' },
    });
    expect(res.headers['x-ratelimit-remaining']).toBe('3');
  });
});
