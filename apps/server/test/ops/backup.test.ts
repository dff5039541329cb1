import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { OPS_MSG } from '../../src/cli/backup-format';
import { openDb } from '../../src/db';
import { TEST_DB } from '../context';
import * as autosaveLoad from '../security/autosave-load';
import { type ServerProcess, startServer, stopServer } from '../security/server-process';
import { BACKUP_ENV, expectEmpty, post, rebuildBackup, runCommand } from './ops-helpers';

/**
 * npm run backup while candidates autosave, npm run restore into a fresh place, a server started
 * on the restored data: every answer acknowledged before the backup began is there. And the move
 * from SQLite to PostgreSQL (npm run migrate-to-pg).
 */

/** The acknowledged answers of the takers now: `${attempt}:${question}` → value. */
function acknowledged(takers: autosaveLoad.Taker[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const tk of takers)
    for (const [q, s] of tk.answers) if (s.acked !== undefined) out.set(`${tk.attemptId}:${q}`, s.acked);
  return out;
}

const drops: (() => Promise<void>)[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await stopServer(s, 'SIGKILL');
  for (const d of drops) await d();
});

describe('backup and restore', () => {
  it('a backup taken during autosave, restored into a fresh place, holds every answer acknowledged before it began', async () => {
    const store: autosaveLoad.ScratchStore = await autosaveLoad.scratchStore('tryout_bak');
    drops.push(() => store.drop());
    const prep = store.open();
    const { kode, takers } = await autosaveLoad.makeTakers(prep.db, 16).finally(() => prep.close());
    // a media file that must come back
    fs.mkdirSync(path.join(store.dataDir, 'media', 'soalPg'), { recursive: true });
    fs.writeFileSync(path.join(store.dataDir, 'media', 'soalPg', 'gambar-uji.png'), 'bukan-gambar-sungguhan');
    const server = await startServer({ ...store.env, SEED_DEMO: 'false' }, 120_000);
    servers.push(server);
    await autosaveLoad.startAttempts(server.base, kode, takers);
    // half of the candidates stop before the backup (their answers are final), half go on during it
    const settled = takers.slice(0, 8);
    const busy = takers.slice(8);
    const first = autosaveLoad.autosave(server.base, kode, settled);
    const load = autosaveLoad.autosave(server.base, kode, busy);
    expect(await first.acknowledged(40, 60_000)).toBe(true);
    await first.stop();
    expect(await load.acknowledged(24, 60_000)).toBe(true);
    const before = acknowledged(busy);
    const ackedBefore = load.tally.acked;
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-backups-'));
    drops.push(async () => fs.rmSync(outDir, { recursive: true, force: true }));
    const started = Date.now();
    const made = await runCommand('backup', ['--out', outDir], { ...store.env, ...BACKUP_ENV });
    const backupMs = Date.now() - started;
    const duringBackup = load.tally.acked - ackedBefore;
    await load.stop();
    await stopServer(server, 'SIGTERM');
    expect(made.code, made.out).toBe(0);
    const files = fs.readdirSync(outDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^tryout-\d{8}-\d{6}\.tar\.gz$/);
    const file = path.join(outDir, files[0]);

    const place = await autosaveLoad.scratchStore('tryout_rst', { empty: true });
    drops.push(() => place.drop());
    const t0 = Date.now();
    const restored = await runCommand('restore', [file], { ...place.env, ...BACKUP_ENV });
    const restoreMs = Date.now() - t0;
    expect(restored.code, restored.out).toBe(0);
    console.log(
      `backup (${TEST_DB}): ${(fs.statSync(file).size / 1024).toFixed(0)} KiB, the command ${backupMs} ms ` +
        `(${made.out.trim()}) while ${duringBackup} saves were acknowledged; restore ${restoreMs} ms`,
    );
    // a second restore into the same place is refused without --force, and changes nothing
    const again = await runCommand('restore', [file], { ...place.env, ...BACKUP_ENV });
    expect(again.code).toBe(1);
    expect(again.out).toContain('sudah berisi data; tambahkan --force untuk menimpanya');
    const forced = await runCommand('restore', [file, '--force'], { ...place.env, ...BACKUP_ENV });
    expect(forced.code, forced.out).toBe(0);

    // a server on the restored data: every settled candidate's sheet shows exactly what was acknowledged
    const back = await startServer({ ...place.env, SEED_DEMO: 'false' }, 120_000);
    servers.push(back);
    for (const tk of settled) {
      const r = await post(back.base, '/soalUjianPg', tk.token, { kode_ujian: kode });
      expect(r.status, r.text).toBe(200);
      for (const [q, s] of tk.answers) {
        if (s.acked === undefined) continue;
        const got = r.json.data.answers[String(q)];
        expect(got === s.acked || s.refused.has(got), `attempt ${tk.attemptId} q${q}`).toBe(true);
      }
    }
    const check = place.open();
    try {
      const { checked, missing } = await autosaveLoad.missingAnswers(check.db, settled);
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(8);
      // the busy candidates: every question acknowledged before the backup has an answer (the
      // backup may hold a later one)
      const rows = await check.db
        .selectFrom('answers')
        .select(['attempt_id', 'question_id'])
        .where(
          'attempt_id',
          'in',
          busy.map((t) => t.attemptId as number),
        )
        .execute();
      const stored = new Set(rows.map((r) => `${r.attempt_id}:${r.question_id}`));
      expect([...before.keys()].filter((k) => !stored.has(k))).toEqual([]);
      expect(before.size).toBeGreaterThan(8);
    } finally {
      await check.close();
    }
    const media = await fetch(`${back.base}/tryout/media/soalPg/gambar-uji.png`);
    expect(media.status).toBe(200);
    expect(await media.text()).toBe('bukan-gambar-sungguhan');
    await stopServer(back, 'SIGTERM');
  }, 300_000);

  it('refuses a backup whose schema is newer than the code, and a file that is no backup; writes nothing', async () => {
    const store: autosaveLoad.ScratchStore = await autosaveLoad.scratchStore('tryout_bak2');
    drops.push(() => store.drop());
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-backups-'));
    drops.push(async () => fs.rmSync(outDir, { recursive: true, force: true }));
    const made = await runCommand('backup', ['--out', outDir], { ...store.env, ...BACKUP_ENV });
    expect(made.code, made.out).toBe(0);
    const file = path.join(outDir, fs.readdirSync(outDir)[0]);
    // the same backup, its manifest naming a migration this code does not have (signed with the key)
    const newer = path.join(outDir, 'newer.tar.gz');
    await rebuildBackup(file, newer, {
      manifest: (m) => {
        m.migrations.push('9999_dari_masa_depan');
      },
    });
    const junk = path.join(outDir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'bukan cadangan');

    const place = await autosaveLoad.scratchStore('tryout_rst2', { empty: true });
    drops.push(() => place.drop());
    const refused = await runCommand('restore', [newer], { ...place.env, ...BACKUP_ENV });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(OPS_MSG.newerSchema(['9999_dari_masa_depan']));
    const notBackup = await runCommand('restore', [junk], { ...place.env, ...BACKUP_ENV });
    expect(notBackup.code).toBe(1);
    expect(notBackup.out).toContain(OPS_MSG.notBackup);
    const usage = await runCommand('restore', [], place.env);
    expect(usage.code).toBe(1);
    expect(usage.out).toContain(OPS_MSG.usageRestore);
    // nothing was written: the place is still empty
    await expectEmpty(place);
  }, 180_000);
});

if (TEST_DB === 'sqlite') {
  describe('npm run migrate-to-pg', () => {
    it('moves an SQLite install (demo data, an exam in progress) into an empty PostgreSQL database; the server goes on there', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-move-'));
      drops.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const sqliteFile = path.join(dataDir, 'tryout.sqlite');
      const onSqlite = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, 120_000);
      servers.push(onSqlite);
      const src = openDb({ sqliteFile });
      const { kode, takers } = await autosaveLoad.makeTakers(src.db, 2);
      await autosaveLoad.startAttempts(onSqlite.base, kode, takers);
      const [tk] = takers;
      for (const [i, q] of tk.questions.slice(0, 5).entries()) {
        const r = await post(onSqlite.base, '/simpanJawaban', tk.token, {
          kode_ujian: kode,
          id_soal: q,
          value: 'ABCDE'[i],
        });
        expect(r.status, r.text).toBe(200);
      }
      await stopServer(onSqlite, 'SIGTERM');
      const tables = (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
          and name not like 'kysely_%'`.execute(src.db)
      ).rows.map((r) => r.name);
      const counts = async (db: typeof src.db) => {
        const out: Record<string, number> = {};
        for (const t of tables) {
          const row = await db
            .selectFrom(t as 'answers')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          out[t] = Number(row.n);
        }
        return out;
      };
      const before = await counts(src.db);
      await src.close();

      const place = await autosaveLoad.scratchStore('tryout_move', { empty: true, dialect: 'postgres' });
      drops.push(() => place.drop());
      const url = place.env.DATABASE_URL;
      const t0 = Date.now();
      const moved = await runCommand('migrate-to-pg', ['--to', url], { DATA_DIR: dataDir });
      console.log(`migrate-to-pg: ${Date.now() - t0} ms: ${moved.out.split('\n')[0]}`);
      expect(moved.code, moved.out).toBe(0);
      const dst = openDb({ databaseUrl: url, poolSize: 2 });
      try {
        expect(await counts(dst.db)).toEqual(before);
        expect(before.staff_users).toBeGreaterThan(0);
        expect(before.answers).toBe(5);
        // a second move into the same database is refused
        const again = await runCommand('migrate-to-pg', ['--to', url], { DATA_DIR: dataDir });
        expect(again.code).toBe(1);
        expect(again.out).toContain('sudah berisi data');
        // new rows get fresh ids (the sequences were moved past the copied ids)
        const more = await autosaveLoad.makeTakers(dst.db, 1);
        // the server on PostgreSQL, same DATA_DIR (media): the exam in progress goes on
        const onPg = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'true' }, 120_000);
        servers.push(onPg);
        expect(onPg.output()).not.toContain('Data demo dibuat.');
        const sheet = await post(onPg.base, '/soalUjianPg', tk.token, { kode_ujian: kode });
        expect(sheet.status, sheet.text).toBe(200);
        expect(Object.keys(sheet.json.data.answers)).toHaveLength(5);
        const done = await post(onPg.base, '/posthasilujian', tk.token, { kode_ujian: kode });
        expect(done.status, done.text).toBe(200);
        await autosaveLoad.startAttempts(onPg.base, more.kode, more.takers);
        expect(more.takers[0].attemptId).toBeGreaterThan(takers[1].attemptId as number);
        const login = await fetch(`${onPg.base}/tryout/api/loginDosen`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ nidn: 'admin', password: 'admin12345' }),
        });
        expect(login.status).toBe(200);
      } finally {
        await dst.close();
      }
    }, 300_000);
  });
}
