import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../context';
import { type ScratchStore, scratchStore } from '../security/autosave-load';
import { type ServerProcess, startServer, stopServer } from '../security/server-process';
import { metricValue } from './ops-helpers';

/** `WEB_CONCURRENCY=2`: one primary, two workers sharing the port; one scrape sums both. */

const TOKEN = 'token-metrik-kluster';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GET on a connection of its own (no keep-alive): the cluster hands connections out in turn. */
const getFresh = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += String(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('time-out')));
  });

describe('WEB_CONCURRENCY workers', () => {
  let store: ScratchStore | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    // the workers end with their primary's disconnect; give them a moment before the store goes
    await sleep(500);
    await store?.drop();
  });

  it('two workers serve; one scrape returns the sum over both; SIGTERM ends all of them cleanly', async () => {
    store = await scratchStore('tryout_cluster');
    server = await startServer(
      { ...store.env, WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN, SEED_DEMO: 'false' },
      180_000,
    );
    const scrape = () => getFresh(`${server?.base}/tryout/api/metrics`, { authorization: `Bearer ${TOKEN}` });
    // both workers up: the processes gauge sums to 2
    let processes = 0;
    for (let started = Date.now(); processes < 2 && Date.now() - started < 60_000; await sleep(300)) {
      const r = await scrape();
      if (r.status === 200) processes = metricValue(r.body, 'tryout_processes');
    }
    expect(processes).toBe(2);

    const PINGS = 40;
    for (let i = 0; i < PINGS; i++) {
      const r = await getFresh(`${server.base}/tryout/api/ping`);
      expect(r.status).toBe(200);
    }
    const text = (await scrape()).body;
    const ping = { method: 'GET', route: '/tryout/api/ping', status: '200' };
    const pinged = metricValue(text, 'tryout_http_request_duration_seconds_count', ping);
    // the cluster hands connections to the workers in turn: one worker alone served about half
    // (the start-up wait pinged too, hence at least)
    expect(pinged).toBeGreaterThanOrEqual(PINGS);
    expect(metricValue(text, 'tryout_processes')).toBe(2);
    // memory of two processes
    expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(20_000_000);
    if (TEST_DB === 'postgres') expect(text).toContain('tryout_db_pool_connections{state="in_use"}');
    console.log(`cluster (${TEST_DB}): 2 workers, ${pinged} pings counted in one scrape`);

    const { child } = server;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(30_000).then(() => -1)]);
    expect(code).toBe(0);
  }, 240_000);
});
