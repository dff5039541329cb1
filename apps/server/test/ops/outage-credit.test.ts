import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDb } from '../../src/db';
import { seedSettings } from '../../src/db/seed';
import { TEST_DB } from '../context';
import {
  autosave,
  makeTakers,
  missingAnswers,
  type ScratchStore,
  scratchStore,
  startAttempts,
} from '../security/autosave-load';
import { freePort, postApi, type ServerProcess, startServer, stopServer } from '../security/server-process';

/**
 * Outage credit with real processes (docs/decisions/0011): the server is killed (SIGKILL) during a running
 * exam and started again after a pause; each running attempt's deadline moves by the pause (±2 s),
 * an attempt whose time was up before the outage does not move, a finished attempt stays
 * finished, the audit holds one entry, the exam page's heartbeat carries the new deadline, and a
 * second start adds nothing.
 *
 * On the postgres project, also: PostgreSQL itself stopped (as a crash) for the pause while
 * candidates autosave, on a private cluster so that no other test is disturbed; the running server
 * credits the outage by itself once the database answers, and nothing acknowledged is lost.
 *
 * Wall-clock cost: the 90 s pause is shortened to 15 s with OUTAGE_THRESHOLD_S=10 (the
 * smallest threshold there is); the rule is the same for any gap above the threshold.
 */

const PAUSE_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGKILL during a running exam', () => {
  let store: ScratchStore | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    await store?.drop();
  });

  it('moves each running deadline by the outage, once, with one audit entry', async () => {
    store = await scratchStore('outage');
    const prep = store.open();
    const { kode, takers } = await makeTakers(prep.db, 4);
    const materiId = (
      await prep.db.selectFrom('materi').select('id').where('kode_ujian', '=', kode).executeTakeFirstOrThrow()
    ).id;
    await prep.close();
    const env = { ...store.env, OUTAGE_THRESHOLD_S: '10', SEED_DEMO: 'false' };

    server = await startServer(env);
    await startAttempts(server.base, kode, takers);
    const [a, b, finished, ended] = takers;
    expect((await postApi(server.base, '/posthasilujian', finished.token, { kode_ujian: kode })).status).toBe(
      200,
    );

    const handle = store.open();
    const db = handle.db;
    try {
      const attempts = () =>
        db
          .selectFrom('attempts')
          .select(['id', 'status', 'deadline_at', 'submitted_at'])
          .where(
            'id',
            'in',
            takers.map((tk) => tk.attemptId as number),
          )
          .execute()
          .then((rows) => new Map(rows.map((r) => [r.id, r])));
      const aliveAt = async () =>
        (await db.selectFrom('server_alive').select('alive_at').executeTakeFirst())?.alive_at;
      // one attempt's time was up just before the outage (the sweep has not come yet)
      await db
        .updateTable('attempts')
        .set({ deadline_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', ended.attemptId as number)
        .execute();
      const before = await attempts();

      // kill right after an alive mark, so that the outage is the pause
      const mark = await aliveAt();
      expect(mark).toBeTruthy();
      while ((await aliveAt()) === mark) await sleep(20);
      await stopServer(server, 'SIGKILL');
      const killedAt = Date.now();
      await sleep(PAUSE_MS);
      server = await startServer(env);
      const down = (Date.now() - killedAt) / 1000;

      const after = await attempts();
      const shift = (id: number | undefined) =>
        (Date.parse(after.get(id as number)?.deadline_at ?? '') -
          Date.parse(before.get(id as number)?.deadline_at ?? '')) /
        1000;
      for (const tk of [a, b]) {
        expect(Math.abs(shift(tk.attemptId) - down)).toBeLessThanOrEqual(2);
        expect(after.get(tk.attemptId as number)?.status).toBe('in_progress');
      }
      expect(shift(ended.attemptId)).toBe(0);
      expect(after.get(finished.attemptId as number)).toEqual(before.get(finished.attemptId as number));
      expect(after.get(finished.attemptId as number)?.status).toBe('submitted');

      const audit = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'perpanjangan_otomatis')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ entity: 'materi', entity_id: String(materiId), actor: 'sistem' });
      expect(audit[0].reason).toMatch(
        /^Perpanjangan otomatis: server tidak tersedia (\d+ menit )?\d+ detik$/,
      );

      // the exam page's next heartbeat carries the new deadline
      const beat = await postApi(server.base, '/heartbeat', a.token, {});
      expect(beat.body.data.deadline_at).toBe(after.get(a.attemptId as number)?.deadline_at);

      // a second start adds nothing
      await stopServer(server, 'SIGKILL');
      server = await startServer(env);
      const again = await attempts();
      expect(again.get(a.attemptId as number)?.deadline_at).toBe(
        after.get(a.attemptId as number)?.deadline_at,
      );
      expect(
        await db.selectFrom('audit_log').select('id').where('action', '=', 'perpanjangan_otomatis').execute(),
      ).toHaveLength(1);
      console.log(
        `outage-credit (${TEST_DB}): down ${down.toFixed(1)} s, deadlines moved ${shift(a.attemptId)} s`,
      );
    } finally {
      await handle.close();
    }
  }, 180_000);
});

/**
 * A PostgreSQL cluster of this test's own (initdb and pg_ctl; run as the postgres user when the
 * test runs as root), so stopping it disturbs no other test.
 */
async function privateCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-pgstop-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, {
      stdio: 'ignore',
    });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const port = await freePort();
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', ...args]);
  const start = () =>
    pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), 'start');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** as a crash: no shutdown checkpoint, every connection cut */
    stop: () => pgCtl('-m', 'immediate', 'stop'),
    remove() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {}
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (TEST_DB === 'postgres') {
  describe('PostgreSQL stopped under autosave load', () => {
    let cluster: Awaited<ReturnType<typeof privateCluster>> | undefined;
    let server: ServerProcess | undefined;

    afterAll(async () => {
      await stopServer(server, 'SIGKILL');
      cluster?.remove();
    });

    it('moves each running deadline by the outage, once, and loses nothing acknowledged', async () => {
      cluster = await privateCluster();
      const prep = openDb({ databaseUrl: cluster.url, poolSize: 2 });
      await migrateToLatest(prep.db);
      await seedSettings(prep.db);
      const { kode, takers } = await makeTakers(prep.db, 12);
      await prep.close();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-pgstop-data-'));
      server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        OUTAGE_THRESHOLD_S: '10',
        SEED_DEMO: 'false',
      });
      await startAttempts(server.base, kode, takers);
      const load = autosave(server.base, kode, takers);
      expect(await load.acknowledged(100)).toBe(true);

      const read = async <T>(fn: (db: ReturnType<typeof openDb>['db']) => Promise<T>) => {
        const h = openDb({ databaseUrl: cluster?.url, poolSize: 1 });
        try {
          return await fn(h.db);
        } finally {
          await h.close();
        }
      };
      const deadlines = () =>
        read((db) =>
          db
            .selectFrom('attempts')
            .select(['id', 'deadline_at'])
            .orderBy('id')
            .execute()
            .then((rows) => rows.map((r) => Date.parse(r.deadline_at))),
        );
      const aliveAt = () =>
        read((db) =>
          db
            .selectFrom('server_alive')
            .select('alive_at')
            .executeTakeFirst()
            .then((r) => r?.alive_at),
        );
      const before = await deadlines();
      // stop the database right after an alive mark, so that the outage is the pause
      const mark = await aliveAt();
      while ((await aliveAt()) === mark) await sleep(20);
      cluster.stop();
      const stoppedAt = Date.now();
      await sleep(PAUSE_MS);
      cluster.start();
      const down = (Date.now() - stoppedAt) / 1000;
      // the server credits by itself: its alive mark, or the first request that finds the database back
      let credited: { n: number } | undefined;
      for (let i = 0; i < 100 && !credited?.n; i++) {
        await sleep(100);
        credited = await read((db) =>
          db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('action', '=', 'perpanjangan_otomatis')
            .executeTakeFirst(),
        ).catch(() => undefined);
      }
      expect(await load.acknowledged(100)).toBe(true); // saving goes on without a restart
      const tally = await load.stop();
      expect(tally.problems).toEqual([]);

      const after = await deadlines();
      const shifts = after.map((d, i) => (d - before[i]) / 1000);
      for (const s of shifts) expect(Math.abs(s - down)).toBeLessThanOrEqual(2);
      expect(new Set(shifts).size).toBe(1);
      expect(Number(credited?.n)).toBe(1);
      const lost = await read((db) => missingAnswers(db, takers));
      expect(lost.missing).toEqual([]);
      console.log(
        `outage-credit (postgres stopped): down ${down.toFixed(1)} s, deadlines moved ${shifts[0]} s, ` +
          `${tally.acked} saves acknowledged, ${lost.checked} answers checked, refused ${JSON.stringify(tally.refused)}`,
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    }, 180_000);
  });
}
