import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../context';
import { openEventStreamAt } from '../event-stream';
import { makeTryout } from '../exam-fixtures';
import { makeCandidate, makeStaff } from '../factories';
import { type ScratchStore, scratchStore } from './autosave-load';
import { postApi, type ServerProcess, startServer, stopServer } from './server-process';

/**
 * The control room across server instances: a monitor connected to one server process sees,
 * within 2 s, a candidate who works on ANOTHER process (PostgreSQL LISTEN/NOTIFY; the scale-out
 * shape). SQLite runs one process: there the monitor and the candidate share it.
 */
describe(`monitor events across server processes (${TEST_DB})`, () => {
  // the second instance's own data folder (PostgreSQL: two processes on one database)
  const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-monitor-'));
  let store: ScratchStore | undefined;
  const servers: ServerProcess[] = [];
  let fx: { kode: string; materiId: number; staff: string; candidate: string };

  beforeAll(async () => {
    store = await scratchStore('monitor');
    const handle = store.open();
    try {
      const tryout = await makeTryout(handle.db, [{ waktu: 30 }]);
      const staff = await makeStaff(handle.db, 'dosen');
      const c = await makeCandidate(handle.db);
      fx = {
        kode: tryout.materi[0].kode_ujian,
        materiId: tryout.materi[0].id,
        staff: staff.token,
        candidate: c.token,
      };
    } finally {
      await handle.close();
    }
    const env = { ...store.env, SEED_DEMO: 'false' };
    servers.push(await startServer(env));
    if (TEST_DB === 'postgres') servers.push(await startServer({ ...env, DATA_DIR: secondDir }));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await stopServer(s);
    await store?.drop();
    fs.rmSync(secondDir, { recursive: true, force: true });
  });

  it('a monitor on process A gets the update within 2 s of a start and of a save on process B', async () => {
    const a = servers[0];
    const b = servers.at(-1) as ServerProcess;
    if (TEST_DB === 'postgres') expect(b.base).not.toBe(a.base);
    const auth = { authorization: `Bearer ${fx.staff}` };
    const stream = await openEventStreamAt(`${a.base}/tryout/api/monitor/materi/${fx.materiId}/stream`, auth);
    try {
      const first = await stream.next(3000);
      expect(first.data.data.counts).toMatchObject({ total: 1, mengerjakan: 0, belum_mulai: 1 });

      let t0 = Date.now();
      const sheet = await postApi(b.base, '/soalUjianPg', fx.candidate, { kode_ujian: fx.kode, mulai: true });
      expect(sheet.status).toBe(200);
      const started = await stream.next(2000);
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(started.data.data.counts).toMatchObject({ mengerjakan: 1, belum_mulai: 0 });

      // the answered count: process A's table reads it after the update a save on B caused
      await new Promise((r) => setTimeout(r, 1100));
      const q = sheet.body.data.groups[0].questions[0].id_soal;
      t0 = Date.now();
      expect(
        (
          await postApi(b.base, '/simpanJawaban', fx.candidate, {
            kode_ujian: fx.kode,
            id_soal: q,
            value: 'A',
          })
        ).status,
      ).toBe(200);
      await stream.next(2000);
      const lag = Date.now() - t0;
      expect(lag).toBeLessThan(2000);
      const table = await fetch(`${a.base}/tryout/api/monitor/materi/${fx.materiId}`, { headers: auth });
      const rows = ((await table.json()) as any).data.rows;
      expect(rows[0]).toMatchObject({ status: 'mengerjakan', answered: 1 });
      console.log(`monitor on ${a.base} heard a save on ${b.base} after ${lag} ms`);
    } finally {
      stream.close();
    }
  }, 30_000);

  it('a graceful shutdown ends the open stream (the server does not wait on it)', async () => {
    const a = servers[0];
    const stream = await openEventStreamAt(`${a.base}/tryout/api/monitor/materi/${fx.materiId}/stream`, {
      authorization: `Bearer ${fx.staff}`,
    });
    await stream.next(3000);
    const t0 = Date.now();
    await stopServer(a, 'SIGTERM');
    expect(a.child.exitCode).toBe(0);
    expect(Date.now() - t0).toBeLessThan(5000);
    await expect.poll(() => stream.ended, { timeout: 2000 }).toBe(true);
  }, 30_000);
});
