import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MSG } from '@tryout/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db';
import { OUTBOX_KIND } from '../../src/integrations/outbox/kinds';
import { enqueue } from '../../src/integrations/outbox/outbox.repository';
import { startBackgroundJobs } from '../../src/jobs';
import { TEST_DB } from '../context';
import {
  autosave,
  healthyAfter,
  makeTakers,
  missingAnswers,
  type ScratchStore,
  scratchStore,
  startAttempts,
  type Taker,
} from './autosave-load';
import { ROOT, type ServerProcess, startServer, stopServer } from './server-process';

/**
 * The database connections of a running server cut again and again while it works. On
 * PostgreSQL every backend of the server's database is terminated (pg_terminate_backend: what a
 * restart or a failover does to each connection, idle, inside a query or inside a transaction);
 * the database is the test's own, so the other files, which share `test`, keep their connections.
 * On SQLite another process (the admin CLI, a backup) holds the write lock for a second.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One cut, on PostgreSQL as soon as a backend of the store's database is inside a query or a
 * transaction (at most 3 s later); returns how many connections it ended (SQLite: 1, the lock
 * was held).
 */
async function cut(store: ScratchStore, when: 'working' | 'waiting on a lock' = 'working'): Promise<number> {
  if (store.admin) {
    for (const started = Date.now(); Date.now() - started < 3000; ) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = ${store.name} and state in ('active', 'idle in transaction')
          and (${when} = 'working' or wait_event_type = 'Lock')`.execute(store.admin.db);
      if (rows[0].n > 0) break;
    }
    const { rows } = await sql<{ ended: number }>`
      select count(*) filter (where t)::int as ended
      from (select pg_terminate_backend(pid) as t from pg_stat_activity
            where datname = ${store.name} and pid <> pg_backend_pid()) x`.execute(store.admin.db);
    return rows[0].ended;
  }
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(process.argv[1]);
       db.exec('begin immediate');
       setTimeout(() => { db.exec('commit'); db.close(); }, 1000);`,
      store.name,
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const code = await new Promise((resolve) => holder.once('exit', resolve));
  if (code !== 0) throw new Error(`the lock holder exited with ${code}`);
  return 1;
}

const mail = (key: string) => ({
  kind: OUTBOX_KIND.email,
  payload: { to: `${key}@tryout.test`, subject: 'Uji', text: 'Uji', html: '<p>Uji</p>' },
  idempotencyKey: key,
});

const count = async (q: Promise<{ n: number | string }>) => Number((await q).n);

/** The takers' attempts run out now: the sweep job is to close them. */
const expire = (db: Db, takers: Taker[]) =>
  db
    .updateTable('attempts')
    .set({ deadline_at: '2000-01-01T00:00:00.000Z' })
    .where(
      'id',
      'in',
      takers.map((t) => t.attemptId as number),
    )
    .execute();

/**
 * PostgreSQL: holds the results table against writes (reads go on) in a transaction of its own
 * until the cut ends its connection, so the sweep job closing an attempt is at work (waiting to
 * write its result) when the cut comes: a cut between two short statements can miss every job on a
 * busy machine. Resolves once the lock is held; `released` settles when the cut has ended it.
 */
async function holdResults(db: Db): Promise<{ released: Promise<void> }> {
  let held!: () => void;
  const locked = new Promise<void>((r) => {
    held = r;
  });
  const released = db
    .transaction()
    .execute(async (trx) => {
      await sql`lock table results in exclusive mode`.execute(trx);
      held();
      await sql`select pg_sleep(30)`.execute(trx);
    })
    .then(
      () => {
        throw new Error('the cut did not end the lock holder');
      },
      () => {},
    );
  await Promise.race([locked, released]);
  return { released };
}

/**
 * Waits (at most 15 s) until the outbox rows keyed `prefix…` are sent and the takers' attempts
 * are closed; returns what is left of each.
 */
async function jobsCaughtUp(db: Db, prefix: string, takers: Taker[]) {
  let left = { unsent: -1, open: -1 };
  for (const started = Date.now(); Date.now() - started < 15_000; await sleep(100)) {
    left = {
      unsent: await count(
        db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('idempotency_key', 'like', `${prefix}%`)
          .where('status', '!=', 'sent')
          .executeTakeFirstOrThrow(),
      ),
      open: await count(
        db
          .selectFrom('attempts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(
            'id',
            'in',
            takers.map((t) => t.attemptId as number),
          )
          .where('status', '=', 'in_progress')
          .executeTakeFirstOrThrow(),
      ),
    };
    if (left.unsent === 0 && left.open === 0) break;
  }
  return left;
}

describe('database connections cut while the server works', () => {
  const stores: ScratchStore[] = [];
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    for (const s of stores) await s.drop();
  });

  const TAKERS = 24;
  const CUTS = 6;
  it(`${TAKERS} candidates autosave through ${CUTS} cuts: the server stays up, loses no acknowledged answer, refuses with envelopes; its jobs keep running`, async () => {
    const store = await scratchStore('tryout_term');
    stores.push(store);
    const prep = store.open();
    const { kode, takers } = await makeTakers(prep.db, TAKERS);
    // candidates who sit idle; their attempts run out after the cuts, for the sweep job
    const idle = await makeTakers(prep.db, 4);
    // a backlog that keeps the outbox worker busy during the cuts
    await enqueue(
      prep.db,
      Array.from({ length: 300 }, (_, i) => mail(`before-${i}`)),
    );
    await prep.close();

    server = await startServer({ ...store.env, OUTBOX_INTERVAL_MS: '50', SWEEP_INTERVAL_MS: '50' });
    const { child, base } = server;
    await startAttempts(base, kode, takers);
    await startAttempts(base, idle.kode, idle.takers);

    const load = autosave(base, kode, takers);
    expect(await load.acknowledged(TAKERS * 3)).toBe(true);
    const ended: number[] = [];
    for (let i = 0; i < CUTS && child.exitCode === null; i++) {
      ended.push(await cut(store));
      await sleep(300);
    }
    const lastCut = Date.now();
    const healthMs = await healthyAfter(base, 5000 - (Date.now() - lastCut));
    // and saving goes on
    const goesOn = await load.acknowledged(TAKERS * 2, 10_000);
    const tally = await load.stop();
    const alive = child.exitCode === null && child.signalCode === null;

    const check = store.open();
    try {
      // the jobs: mail enqueued after the cuts is sent, attempts that run out now are closed
      await enqueue(
        check.db,
        Array.from({ length: 5 }, (_, i) => mail(`after-${i}`)),
      );
      await expire(check.db, idle.takers);
      const left = await jobsCaughtUp(check.db, 'after-', idle.takers);
      const { checked, missing } = await missingAnswers(check.db, takers);
      const refused = Object.values(tally.refused).reduce((a, b) => a + b, 0);
      console.log(
        `pg-terminate (${TEST_DB}): ${CUTS} cuts, ${store.admin ? `ending ${ended.join('+')} connections` : 'a 1 s write lock each'}; ` +
          `${tally.acked} saves acknowledged, ${refused} refused ${JSON.stringify(tally.refused)}, ${tally.problems.length} problems; ` +
          `/health after ${healthMs} ms; ${checked} acknowledged answers read back, ${missing.length} missing`,
      );
      expect(alive, server.output().slice(-3000)).toBe(true);
      expect(healthMs).toBeLessThan(5000);
      expect(goesOn).toBe(true);
      expect(tally.problems).toEqual([]);
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThan(TAKERS);
      for (const message of Object.keys(tally.messages)) expect(message).toBe(MSG.dbUnavailable);
      if (store.admin) expect(ended.every((n) => n > 0)).toBe(true);
      expect(left).toEqual({ unsent: 0, open: 0 });
    } finally {
      await check.close();
    }
    await stopServer(server, 'SIGTERM');
  }, 120_000);

  const WAVES = 4;
  const PER_WAVE = 10;
  it('the outbox worker and the sweep job, cut while they work, keep running and do the work that comes later', async () => {
    const store = await scratchStore('tryout_jobs');
    stores.push(store);
    const handle = store.open(5);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: store.dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_MAX: '1000',
      OUTBOX_INTERVAL_MS: '50',
      SWEEP_INTERVAL_MS: '50',
    } as NodeJS.ProcessEnv);
    const ctx = {
      config,
      db: handle.db,
      dialect: handle.dialect,
      mediaDir: path.join(store.dataDir, 'media'),
    };
    const app = await buildApp(ctx);
    const failures: string[] = [];
    const log = {
      info: () => {},
      error: (_: unknown, msg: string) => failures.push(msg),
    } as unknown as FastifyBaseLogger;
    // a client dying while checked out was an 'error' event nobody listened to: the process's end
    const crashes: string[] = [];
    const crashed = (err: Error) => crashes.push(String(err));
    process.on('uncaughtException', crashed);
    let jobs: ReturnType<typeof startBackgroundJobs> | undefined;
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const { kode, takers } = await makeTakers(handle.db, WAVES * PER_WAVE + 6);
      await startAttempts(base, kode, takers);
      await enqueue(
        handle.db,
        Array.from({ length: 200 }, (_, i) => mail(`backlog-${i}`)),
      );
      jobs = startBackgroundJobs(ctx, log);
      const ended: number[] = [];
      // each wave gives both jobs work, and the cut comes while one of them is at it
      for (let w = 0; w < WAVES; w++) {
        const wave = takers.slice(w * PER_WAVE, (w + 1) * PER_WAVE);
        // PostgreSQL: the sweep waits to write a result of the wave when the cut comes
        const holder = store.admin ? await holdResults(handle.db) : null;
        await expire(handle.db, wave);
        await enqueue(
          handle.db,
          Array.from({ length: 20 }, (_, i) => mail(`wave-${w}-${i}`)),
        );
        ended.push(await cut(store, holder ? 'waiting on a lock' : 'working'));
        await holder?.released;
        await sleep(200);
      }
      // the work that comes later
      const later = takers.slice(WAVES * PER_WAVE);
      await enqueue(
        handle.db,
        Array.from({ length: 5 }, (_, i) => mail(`later-${i}`)),
      );
      await expire(handle.db, later);
      const laterLeft = await jobsCaughtUp(handle.db, 'later-', later);
      // a sweep that a cut rolled back leaves its attempts for the next round
      const wavesLeft = await jobsCaughtUp(handle.db, 'later-', takers);
      console.log(
        `pg-terminate jobs (${TEST_DB}): ${WAVES} cuts, ${store.admin ? `ending ${ended.join('+')} connections` : 'a 1 s write lock each'}; ` +
          `${failures.length} job rounds failed (${[...new Set(failures)].join(', ')}); later work left ${JSON.stringify(laterLeft)}`,
      );
      expect(crashes).toEqual([]);
      expect(laterLeft).toEqual({ unsent: 0, open: 0 });
      expect(wavesLeft).toEqual({ unsent: 0, open: 0 });
      // the cuts did hit the jobs at work (PostgreSQL: each came while the sweep waited to write)
      if (store.admin) expect(failures.length).toBeGreaterThanOrEqual(WAVES);
    } finally {
      process.off('uncaughtException', crashed);
      await jobs?.stop();
      await app.close();
      await handle.close();
    }
  }, 120_000);
});
