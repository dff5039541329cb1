import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FILE, OPS_MSG } from '../../src/cli/backup-format';
import { TEST_DB } from '../context';
import { makeStaff } from '../factories';
import * as autosaveLoad from '../security/autosave-load';
import { type ServerProcess, startServer, stopServer } from '../security/server-process';
import {
  BACKUP_ENV,
  type BackupEntry,
  expectEmpty,
  readBackup,
  rebuildBackup,
  runCommand,
  writeRawBackup,
} from './ops-helpers';

/**
 * What npm run restore checks before it touches anything (docs/decisions/0013): the manifest's signature
 * under the backup key, every entry against the manifest, no link, device, absolute path or '..';
 * a restore that fails leaves the old data and media as they were and says the tool's own message.
 * And the media route never follows a link out of its folder.
 */

const drops: (() => Promise<void>)[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await stopServer(s, 'SIGKILL');
  for (const d of drops) await d();
});

const MEDIA_FILE = 'media/soalPg/gambar-cadangan.png';
let base: string;
let work: string;
/** the data dir of the store that was backed up (its backup.key test) */
let source: autosaveLoad.ScratchStore;

beforeAll(async () => {
  source = await autosaveLoad.scratchStore('tryout_chk');
  drops.push(() => source.drop());
  fs.mkdirSync(path.join(source.dataDir, 'media', 'soalPg'), { recursive: true });
  fs.writeFileSync(path.join(source.dataDir, MEDIA_FILE), 'isi-gambar-cadangan');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-chk-'));
  drops.push(async () => fs.rmSync(work, { recursive: true, force: true }));
  const made = await runCommand('backup', ['--out', work], { ...source.env, ...BACKUP_ENV });
  expect(made.code, made.out).toBe(0);
  base = path.join(work, fs.readdirSync(work)[0]);
}, 120_000);

/** An empty place to restore into. */
async function emptyPlace(): Promise<autosaveLoad.ScratchStore> {
  const place = await autosaveLoad.scratchStore('tryout_chk_to', { empty: true });
  drops.push(() => place.drop());
  return place;
}

let seq = 0;
/** A variant of the base backup (see rebuildBackup). */
async function variant(change: Parameters<typeof rebuildBackup>[2]): Promise<string> {
  const file = path.join(work, `variant-${++seq}.tar.gz`);
  await rebuildBackup(base, file, change);
  return file;
}

/** npm run restore of `file` into `place` (with the tests' key unless `env` says otherwise). */
const restoreInto = (
  place: autosaveLoad.ScratchStore,
  file: string,
  args: string[] = [],
  env: Record<string, string> = BACKUP_ENV,
) => runCommand('restore', [file, ...args], { ...place.env, ...env });

describe('restore checks the backup before touching anything', () => {
  it('refuses a changed file, a manifest rebuilt without the key, another key, no key, no signature', async () => {
    const place = await emptyPlace();
    const changed = (entries: BackupEntry[]) =>
      entries.map((e) =>
        e.header.name === MEDIA_FILE ? { ...e, data: Buffer.from('isi-gambar-palsu!!!') } : e,
      );
    // a media file replaced, the signed manifest kept
    const cases: [string, string][] = [
      [await variant({ entries: changed, key: null }), OPS_MSG.changed(MEDIA_FILE)],
      // the database rebuilt (one more row, say) and the manifest's hashes made to follow, without the key
      [
        await variant({
          entries: (entries) =>
            entries.map((e, i) =>
              i === 0 ? { ...e, data: Buffer.concat([e.data, Buffer.alloc(512, 1)]) } : e,
            ),
          rehash: true,
          key: null,
        }),
        OPS_MSG.badSignature,
      ],
      // signed with a key that is not this installation's
      [
        await variant({ entries: changed, rehash: true, key: 'kunci-orang-lain-yang-cukup-panjang' }),
        OPS_MSG.badSignature,
      ],
    ];
    // the manifest without its signature (as the previous version wrote them)
    const [head, , ...rest] = await readBackup(base);
    const unsigned = path.join(work, 'unsigned.tar.gz');
    writeRawBackup(unsigned, [head, ...rest]);
    cases.push([unsigned, OPS_MSG.unsigned]);
    for (const [file, message] of cases) {
      const r = await restoreInto(place, file);
      expect(r.code, r.out).toBe(1);
      expect(r.out).toContain(message);
      await expectEmpty(place);
    }
    // no BACKUP_KEY and no DATA_DIR/backup.key here: nothing can be verified, nothing is restored
    const noKey = await restoreInto(place, base, [], {});
    expect(noKey.code).toBe(1);
    expect(noKey.out).toContain(OPS_MSG.noKey(path.join(place.dataDir, KEY_FILE)));
    await expectEmpty(place);
    const ok = await restoreInto(place, base);
    expect(ok.code, ok.out).toBe(0);
    expect(fs.readFileSync(path.join(place.dataDir, MEDIA_FILE), 'utf8')).toBe('isi-gambar-cadangan');
  }, 180_000);

  it('without BACKUP_KEY the first backup makes DATA_DIR/backup.key (mode 600, never in the backup); its text restores elsewhere', async () => {
    const store = await autosaveLoad.scratchStore('tryout_chk_key');
    drops.push(() => store.drop());
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-chk-key-'));
    drops.push(async () => fs.rmSync(out, { recursive: true, force: true }));
    const made = await runCommand('backup', ['--out', out], store.env);
    expect(made.code, made.out).toBe(0);
    const keyFile = path.join(store.dataDir, KEY_FILE);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    const file = path.join(out, fs.readdirSync(out)[0]);
    const entries = await readBackup(file);
    expect(entries.map((e) => e.header.name)).not.toContain(KEY_FILE);
    expect(entries.some((e) => e.data.includes(Buffer.from(key)))).toBe(false);
    // a second backup keeps the same key
    const again = await runCommand('backup', ['--out', path.join(out, 'dua')], store.env);
    expect(again.code, again.out).toBe(0);
    expect(fs.readFileSync(keyFile, 'utf8').trim()).toBe(key);
    // the tests' key is not this installation's
    const place = await emptyPlace();
    const wrong = await restoreInto(place, file);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain(OPS_MSG.badSignature);
    await expectEmpty(place);
    const ok = await restoreInto(place, file, [], { BACKUP_KEY: key });
    expect(ok.code, ok.out).toBe(0);
  }, 180_000);

  it('refuses links, devices, absolute paths and .. entries even in an archive signed with the key; writes nothing anywhere', async () => {
    const place = await emptyPlace();
    const outside = path.join(os.tmpdir(), `tryout-chk-luar-${process.pid}`);
    const entry = (name: string, type: string, linkname = '', data = Buffer.alloc(0)): BackupEntry => ({
      header: { name, size: data.length, type, linkname },
      data,
    });
    const first = (hostile: BackupEntry) => (entries: BackupEntry[]) => [hostile, ...entries];
    const last = (hostile: BackupEntry) => (entries: BackupEntry[]) => [...entries, hostile];
    const cases: [Parameters<typeof rebuildBackup>[2], string][] = [
      [
        { entries: last(entry('media/soalPg/passwd.png', '2', '/etc/passwd')) },
        OPS_MSG.notAFile('media/soalPg/passwd.png', 'tautan simbolik'),
      ],
      [
        { entries: first(entry('media/soalPg/keras.png', '1', '/etc/passwd')) },
        OPS_MSG.notAFile('media/soalPg/keras.png', 'tautan keras'),
      ],
      [
        { entries: first(entry('media/soalPg/null', '3')) },
        OPS_MSG.notAFile('media/soalPg/null', 'perangkat karakter'),
      ],
      [
        { entries: last(entry('media/soalPg/disk', '4')) },
        OPS_MSG.notAFile('media/soalPg/disk', 'perangkat blok'),
      ],
      [{ entries: last(entry('media/luar', '5')) }, OPS_MSG.notAFile('media/luar', 'folder')],
      // not listed in the manifest: refused by its header
      [{ entries: first(entry(outside, '0', '', Buffer.from('jahat'))) }, OPS_MSG.unsafePath(outside)],
      [
        { entries: last(entry('media/../../luar.txt', '0', '', Buffer.from('jahat'))) },
        OPS_MSG.unsafePath('media/../../luar.txt'),
      ],
      // listed in a signed manifest: refused by the manifest's check
      [
        { entries: last(entry(outside, '0', '', Buffer.from('jahat'))), rehash: true },
        OPS_MSG.unsafePath(outside),
      ],
      [
        { entries: last(entry('../luar.txt', '0', '', Buffer.from('jahat'))), rehash: true },
        OPS_MSG.unsafePath('../luar.txt'),
      ],
    ];
    for (const [change, message] of cases) {
      const r = await restoreInto(place, await variant(change));
      expect(r.code, r.out).toBe(1);
      expect(r.out).toContain(message);
      await expectEmpty(place);
    }
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.existsSync(path.join(place.dataDir, '..', 'luar.txt'))).toBe(false);
  }, 180_000);

  it('all or nothing: a signed backup whose database is broken leaves the old data and media as they were, with the tool’s own message', async () => {
    // a place in use: its own data (a marker account), its own media, and (PostgreSQL) a table of its own
    const place = await autosaveLoad.scratchStore('tryout_chk_full');
    drops.push(() => place.drop());
    const h = place.open();
    const marker = await makeStaff(h.db, 'admin');
    if (TEST_DB === 'postgres') await sql`create table public.tambahan_lokal (x int)`.execute(h.db);
    await h.close();
    fs.mkdirSync(path.join(place.dataDir, 'media', 'soalPg'), { recursive: true });
    fs.writeFileSync(path.join(place.dataDir, 'media', 'soalPg', 'lama.png'), 'gambar-lama');
    const markerThere = async () => {
      const c = place.open();
      try {
        const row = await c.db
          .selectFrom('staff_users')
          .select('id')
          .where('nidn', '=', marker.user.nidn)
          .executeTakeFirst();
        return row !== undefined;
      } finally {
        await c.close();
      }
    };
    const mediaNow = () => fs.readdirSync(path.join(place.dataDir, 'media', 'soalPg')).sort();

    const broken = await variant({
      entries: (entries) =>
        entries.map((e, i) =>
          i === 0 ? { ...e, data: e.data.subarray(0, Math.floor(e.data.length / 2)) } : e,
        ),
      rehash: true,
    });
    const r = await restoreInto(place, broken, ['--force']);
    expect(r.code, r.out).toBe(1);
    expect(r.out).not.toContain('kode null');
    if (TEST_DB === 'postgres') expect(r.out).toMatch(/pg_restore gagal: pg_restore: error: \S+/);
    else expect(r.out).toContain(OPS_MSG.badDatabase(''));
    expect(await markerThere()).toBe(true);
    expect(mediaNow()).toEqual(['lama.png']);
    expect(fs.readdirSync(place.dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);

    if (TEST_DB === 'postgres') {
      // a sound dump whose SQL fails inside the switching transaction (a schema the place has too):
      // psql's own error, the transaction rolled back, the media folder put back
      const s = source.open();
      await sql`create schema tambahan; create table tambahan.t (x int)`
        .execute(s.db)
        .finally(() => s.close());
      const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-chk-schema-'));
      drops.push(async () => fs.rmSync(out, { recursive: true, force: true }));
      const made = await runCommand('backup', ['--out', out], { ...source.env, ...BACKUP_ENV });
      expect(made.code, made.out).toBe(0);
      const p = place.open();
      await sql`create schema tambahan`.execute(p.db).finally(() => p.close());
      const clash = await restoreInto(place, path.join(out, fs.readdirSync(out)[0]), ['--force']);
      expect(clash.code, clash.out).toBe(1);
      expect(clash.out).toMatch(/psql gagal: .*ERROR: +schema "tambahan" already exists/);
      expect(await markerThere()).toBe(true);
      expect(mediaNow()).toEqual(['lama.png']);
      const q = place.open();
      await sql`drop schema tambahan`.execute(q.db).finally(() => q.close());
    }

    // the whole backup switches in: its data, its media, nothing of the old schema left
    const ok = await restoreInto(place, base, ['--force']);
    expect(ok.code, ok.out).toBe(0);
    expect(await markerThere()).toBe(false);
    expect(mediaNow()).toEqual(['gambar-cadangan.png']);
    if (TEST_DB === 'postgres') {
      const c = place.open();
      const { rows } = await sql<{ table_schema: string; table_name: string }>`
        select table_schema, table_name from information_schema.tables
        where table_name = 'tambahan_lokal' or table_schema like 'tryout_diganti_%'`
        .execute(c.db)
        .finally(() => c.close());
      expect(rows).toEqual([]);
    }
  }, 180_000);
});

describe('the media route', () => {
  it('never follows a link out of the media folder, planted after the server started', async () => {
    const store = await autosaveLoad.scratchStore('tryout_chk_media');
    drops.push(() => store.drop());
    const server = await startServer({ ...store.env, SEED_DEMO: 'false' }, 120_000);
    servers.push(server);
    const media = path.join(store.dataDir, 'media');
    const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-rahasia-'));
    drops.push(async () => fs.rmSync(secretDir, { recursive: true, force: true }));
    fs.writeFileSync(path.join(secretDir, 'rahasia.png'), 'RAHASIA-DI-LUAR');
    fs.writeFileSync(path.join(media, 'soalPg', 'asli.png'), 'gambar-asli');
    // planted now, while the server runs
    fs.symlinkSync('/etc/passwd', path.join(media, 'soalPg', 'passwd.png'));
    fs.symlinkSync(path.join(secretDir, 'rahasia.png'), path.join(media, 'soalPg', 'rahasia.png'));
    fs.symlinkSync(secretDir, path.join(media, 'luar'));
    fs.writeFileSync(path.join(store.dataDir, 'rahasia-data.png'), 'RAHASIA-DATA');
    fs.symlinkSync(store.dataDir, path.join(media, 'data'));
    fs.symlinkSync('asli.png', path.join(media, 'soalPg', 'alias.png'));
    const get = (p: string) => fetch(`${server.base}/tryout/media/${p}`);
    for (const p of [
      'soalPg/passwd.png',
      'soalPg/rahasia.png',
      'luar/rahasia.png',
      'data/rahasia-data.png',
    ]) {
      const r = await get(p);
      const text = await r.text();
      expect(r.status, `${p}: ${text.slice(0, 80)}`).toBe(404);
      expect(text).not.toContain('RAHASIA');
      expect(text).not.toContain('root:');
    }
    // a file of the folder, and links that stay inside it, are served
    for (const p of ['soalPg/asli.png', 'soalPg/alias.png', 'data/media/soalPg/asli.png']) {
      const r = await get(p);
      expect(r.status, p).toBe(200);
      expect(await r.text()).toBe('gambar-asli');
    }
    await stopServer(server, 'SIGTERM');
  }, 180_000);
});
