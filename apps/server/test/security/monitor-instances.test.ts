import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDb } from '../../src/db';
import { seedSettings } from '../../src/db/seed';
import { TEST_DATABASE_URL, TEST_DB } from '../context';
import { openEventStreamAt } from '../event-stream';
import { makeTryout } from '../exam-fixtures';
import { makeCandidate, makeStaff } from '../factories';
import { type ServerProcess, startServer, stopServer } from './server-process';

/**
 * The control room across server instances: a monitor connected to one server process sees,
 * within 2 s, a candidate who works on ANOTHER process (PostgreSQL LISTEN/NOTIFY; the scale-out
 * shape). SQLite runs one process: there the monitor and the candidate share it.
 */
describe(`monitor events across server processes (${TEST_DB})`, () => {
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-monitor-')));
  const pgDb = `monitor_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const pgUrl = TEST_DATABASE_URL.replace(/\/[^/]*$/, `/${pgDb}`);
  let admin: ReturnType<typeof openDb> | undefined;
  const servers: ServerProcess[] = [];
  let fx: { kode: string; materiId: number; staff: string; candidate: string };

  beforeAll(async () => {
    if (TEST_DB === 'postgres') {
      admin = openDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 1 });
      await sql.raw(`create database "${pgDb}"`).execute(admin.db);
    }
    const handle =
      TEST_DB === 'postgres'
        ? openDb({ databaseUrl: pgUrl, poolSize: 2 })
        : openDb({ sqliteFile: path.join(dataDirs[0], 'tryout.sqlite') });
    try {
      await migrateToLatest(handle.db);
      await seedSettings(handle.db);
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
    const env = (i: number) => ({
      DATA_DIR: TEST_DB === 'postgres' ? dataDirs[i] : dataDirs[0],
      SEED_DEMO: 'false',
      ...(TEST_DB === 'postgres' ? { DATABASE_URL: pgUrl } : {}),
    });
    servers.push(await startServer(env(0)));
    if (TEST_DB === 'postgres') servers.push(await startServer(env(1)));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await stopServer(s);
    if (admin) {
      await sql
        .raw(`drop database if exists "${pgDb}" with (force)`)
        .execute(admin.db)
        .catch(() => {});
      await admin.close();
    }
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  const post = async (base: string, url: string, token: string, body: object) => {
    const res = await fetch(`${base}/tryout/api${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

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
      const sheet = await post(b.base, '/soalUjianPg', fx.candidate, { kode_ujian: fx.kode, mulai: true });
      expect(sheet.status).toBe(200);
      const started = await stream.next(2000);
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(started.data.data.counts).toMatchObject({ mengerjakan: 1, belum_mulai: 0 });

      // the answered count: process A's table reads it after the update a save on B caused
      await new Promise((r) => setTimeout(r, 1100));
      const q = sheet.body.data.groups[0].questions[0].id_soal;
      t0 = Date.now();
      expect(
        (await post(b.base, '/simpanJawaban', fx.candidate, { kode_ujian: fx.kode, id_soal: q, value: 'A' }))
          .status,
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
