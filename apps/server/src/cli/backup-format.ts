import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Dialect } from '../db/schema';

/**
 * The backup file of `npm run backup` (read by `npm run restore`): a .tar.gz (cli/archive.ts)
 * holding manifest.json, manifest.hmac (its HMAC-SHA256 under the backup key, which is never in
 * the backup), then every file the manifest lists with its size and SHA-256: the database
 * (tryout.sqlite, made with SQLite's online backup API; or database.dump, made by pg_dump -Fc) and
 * the media folder's files (media/…). Nothing else: no folder, link or device entry.
 */
export interface BackupFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: 2;
  dialect: Dialect;
  createdAt: string;
  /** the migrations applied to the database when it was copied */
  migrations: string[];
  database: 'tryout.sqlite' | 'database.dump';
  /** every file after the manifest and its signature, in the archive's order */
  files: BackupFile[];
}

export const MANIFEST = 'manifest.json';
export const SIGNATURE = 'manifest.hmac';
/** The manifest's own budget (read before anything it lists). */
export const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
/** The backup key in DATA_DIR when BACKUP_KEY is not set (made by the first backup). */
export const KEY_FILE = 'backup.key';
const KEY_MIN_LENGTH = 16;

export const OPS_MSG = {
  usageRestore: 'Pemakaian: npm run restore -- BERKAS_CADANGAN [--force]',
  notFound: (file: string) => `Berkas cadangan tidak ditemukan: ${file}`,
  notBackup: 'Berkas ini bukan cadangan Tryout (manifest.json tidak ada atau rusak)',
  newerSchema: (names: string[]) =>
    `Cadangan berasal dari versi Tryout yang lebih baru (migrasi tidak dikenal: ${names.join(', ')}); perbarui Tryout terlebih dahulu`,
  otherDialect: (from: Dialect, to: Dialect) =>
    `Cadangan ${from} tidak dapat dipulihkan ke ${to}` +
    (from === 'sqlite'
      ? ': pulihkan ke DATA_DIR tanpa DATABASE_URL, lalu jalankan npm run migrate-to-pg'
      : ''),
  notEmpty: (where: string) => `${where} sudah berisi data; tambahkan --force untuk menimpanya`,
  noSqlite: (file: string) => `Database SQLite tidak ditemukan: ${file}`,
  noTarget: 'Tentukan database tujuan: --to postgres://… atau DATABASE_URL',
  toolFailed: (tool: string, detail: string) => `${tool} gagal: ${detail}`,
  noKey: (file: string) =>
    `Kunci cadangan tidak ditemukan: isi BACKUP_KEY atau salin ${file} dari server asal cadangan`,
  keyTooShort: `BACKUP_KEY terlalu pendek (minimal ${KEY_MIN_LENGTH} karakter)`,
  unsigned: 'Cadangan ditolak: manifest tidak bertanda tangan (dibuat oleh versi lama atau diubah)',
  badSignature:
    'Cadangan ditolak: tanda tangan manifest tidak cocok (cadangan diubah, atau dibuat dengan kunci lain)',
  notAFile: (name: string, kind: string) => `Cadangan ditolak: ${name} adalah ${kind}, bukan berkas biasa`,
  unsafePath: (name: string) => `Cadangan ditolak: jalur tidak aman: ${name}`,
  notListed: (name: string) => `Cadangan ditolak: ${name} tidak tercatat di manifest`,
  missing: (name: string) => `Cadangan ditolak: ${name} tercatat di manifest tetapi tidak ada di arsip`,
  changed: (name: string) => `Cadangan ditolak: isi ${name} tidak cocok dengan manifest`,
  broken: (detail: string) => `Berkas cadangan rusak: ${detail}`,
  badDatabase: (detail: string) => `Database di dalam cadangan rusak: ${detail}`,
  skipped: (names: string[]) => `Dilewati (bukan berkas biasa): ${names.join(', ')}`,
};

/**
 * The key that authenticates backups: BACKUP_KEY, else the text of DATA_DIR/backup.key, which the
 * first backup creates (mode 600) when `create` is set. Never inside a backup: a restore on
 * another machine needs BACKUP_KEY or a copy of that file.
 */
export function backupKey(config: Config, opts: { create: boolean }): Buffer {
  const fromEnv = config.backupKey;
  if (fromEnv) {
    if (fromEnv.length < KEY_MIN_LENGTH) throw new Error(OPS_MSG.keyTooShort);
    return Buffer.from(fromEnv, 'utf8');
  }
  const file = path.join(config.dataDir, KEY_FILE);
  if (opts.create && !fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(OPS_MSG.noKey(file));
  }
  if (text.length < KEY_MIN_LENGTH) throw new Error(OPS_MSG.noKey(file));
  return Buffer.from(text, 'utf8');
}

/** The manifest's signature: HMAC-SHA256 of its exact bytes, in hex. */
export const signManifest = (bytes: Buffer, key: Buffer) =>
  createHmac('sha256', key).update(bytes).digest('hex');

/** The signature matches (compared in constant time). */
export function signatureMatches(bytes: Buffer, key: Buffer, signature: string): boolean {
  const want = Buffer.from(signManifest(bytes, key), 'utf8');
  const got = Buffer.from(signature.trim(), 'utf8');
  return want.length === got.length && timingSafeEqual(want, got);
}

/** A relative path of plain names: not absolute, no '..', '.', empty segment, backslash or NUL. */
export function isSafeEntryPath(name: string): boolean {
  if (name === '' || name.includes('\0') || name.includes('\\') || name.startsWith('/')) return false;
  return name.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

/** The manifest's bytes as a manifest this code can restore; throws notBackup otherwise. */
export function parseManifest(bytes: Buffer): BackupManifest {
  let m: BackupManifest;
  try {
    m = JSON.parse(bytes.toString('utf8')) as BackupManifest;
  } catch {
    throw new Error(OPS_MSG.notBackup);
  }
  const databaseOf = { sqlite: 'tryout.sqlite', postgres: 'database.dump' } as const;
  const valid =
    m !== null &&
    typeof m === 'object' &&
    m.format === 2 &&
    (m.dialect === 'sqlite' || m.dialect === 'postgres') &&
    m.database === databaseOf[m.dialect] &&
    Array.isArray(m.migrations) &&
    m.migrations.every((x) => typeof x === 'string') &&
    Array.isArray(m.files) &&
    m.files.every(
      (f) =>
        typeof f?.path === 'string' &&
        Number.isSafeInteger(f.size) &&
        f.size >= 0 &&
        typeof f.sha256 === 'string' &&
        /^[0-9a-f]{64}$/.test(f.sha256),
    );
  if (!valid) throw new Error(OPS_MSG.notBackup);
  const seen = new Set<string>();
  for (const f of m.files) {
    if (!isSafeEntryPath(f.path) || (f.path !== m.database && !f.path.startsWith('media/')))
      throw new Error(OPS_MSG.unsafePath(f.path));
    if (seen.has(f.path)) throw new Error(OPS_MSG.notBackup);
    seen.add(f.path);
  }
  if (!seen.has(m.database)) throw new Error(OPS_MSG.missing(m.database));
  return m;
}

/** SHA-256 of a file, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The SQLite file and the media folder of a configuration. */
export const sqliteFileOf = (config: Config) => path.join(config.dataDir, 'tryout.sqlite');
export const mediaDirOf = (config: Config) => path.join(config.dataDir, 'media');

/**
 * Runs a command (pg_dump, pg_restore, psql); rejects with the tool's own standard error (and the
 * signal that ended it, if one did).
 */
export function runTool(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    child.on('error', (e) => reject(new Error(OPS_MSG.toolFailed(cmd, e.message))));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(out);
      const detail = [err.trim(), signal ? `dihentikan oleh sinyal ${signal}` : `kode keluar ${code}`]
        .filter(Boolean)
        .join('; ');
      reject(new Error(OPS_MSG.toolFailed(cmd, detail)));
    });
  });
}

/** A folder holds something (a missing folder holds nothing). */
export const hasEntries = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** Runs a CLI's main: prints an error's message (no stack) and exits 1. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
