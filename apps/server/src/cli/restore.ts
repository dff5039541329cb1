// `npm run restore -- FILE [--force]`: puts a backup of `npm run backup` back — the database into
// DATA_DIR (SQLite) or the DATABASE_URL database (PostgreSQL), and the media folder. Stop the
// server first. Before anything is written the manifest's signature is checked with the backup key
// (BACKUP_KEY or DATA_DIR/backup.key); then every entry is read into a folder beside the data and
// checked against the manifest (a regular file at a plain relative path, listed, its size and
// SHA-256; never a link, a device, an absolute path or '..'), the database is checked (SQLite:
// quick_check; PostgreSQL: pg_restore reads the whole dump), and only then is the old data switched
// for the new (SQLite and media: renames; PostgreSQL: one transaction that sets the old schema
// aside, restores into a new one and drops the old). Refuses to overwrite data without --force, a
// backup of the other database kind, and a backup whose schema is newer than this code.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { type Config, loadConfig } from '../config';
import { MIGRATION_NAMES, openDb } from '../db';
import { pgSchemaSwap, pgTableCount } from '../db/ops';
import { ArchiveError, ArchiveReader, ENTRY_KINDS, type TarHeader } from './archive';
import {
  type BackupFile,
  type BackupManifest,
  backupKey,
  hasEntries,
  isSafeEntryPath,
  MANIFEST,
  MANIFEST_MAX_BYTES,
  mediaDirOf,
  OPS_MSG,
  parseManifest,
  runCli,
  runTool,
  SIGNATURE,
  signatureMatches,
  sqliteFileOf,
} from './backup-format';

const BLOCK = 512;
const SIGNATURE_MAX_BYTES = 256;
const isRegular = (h: TarHeader) => h.type === '0' || h.type === '\0';

/** An entry's header is refused before any of its bytes is read: a link, a device, an unsafe path. */
function refuseUnsafe(h: TarHeader): void {
  if (!isSafeEntryPath(h.name)) throw new Error(OPS_MSG.unsafePath(h.name));
  if (!isRegular(h)) throw new Error(OPS_MSG.notAFile(h.name, ENTRY_KINDS[h.type] ?? `jenis '${h.type}'`));
}

/** The whole (small) current entry. */
async function readSmall(reader: ArchiveReader, size: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let left = size; left > 0; ) {
    const chunk = await reader.read(left);
    parts.push(Buffer.from(chunk));
    left -= chunk.length;
  }
  return Buffer.concat(parts);
}

/** The signed manifest at the head of the archive; refused before anything else is read. */
async function readSignedManifest(reader: ArchiveReader, key: Buffer): Promise<BackupManifest> {
  const head = await reader.next().catch(() => null);
  if (!head || head.name !== MANIFEST || !isRegular(head) || head.size > MANIFEST_MAX_BYTES)
    throw new Error(OPS_MSG.notBackup);
  const bytes = await readSmall(reader, head.size);
  const sig = await reader.next();
  if (!sig || sig.name !== SIGNATURE || !isRegular(sig) || sig.size > SIGNATURE_MAX_BYTES)
    throw new Error(OPS_MSG.unsigned);
  if (!signatureMatches(bytes, key, (await readSmall(reader, sig.size)).toString('utf8')))
    throw new Error(OPS_MSG.badSignature);
  return parseManifest(bytes);
}

/** Writes the current entry to `to` (a new file), checking its size and SHA-256 on the way. */
async function extractChecked(reader: ArchiveReader, want: BackupFile, to: string): Promise<void> {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const fd = fs.openSync(to, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL);
  const hash = createHash('sha256');
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.length === 0) break;
      hash.update(chunk);
      fs.writeSync(fd, chunk);
    }
  } finally {
    fs.closeSync(fd);
  }
  if (hash.digest('hex') !== want.sha256) throw new Error(OPS_MSG.changed(want.path));
}

/** Every file the manifest lists, in its order, into `into`; nothing else may be in the archive. */
async function extractAll(reader: ArchiveReader, manifest: BackupManifest, into: string): Promise<void> {
  const pad = (n: number) => (BLOCK - (n % BLOCK)) % BLOCK;
  // the rest of the archive may inflate to exactly what the manifest lists, with its headers
  reader.allow(manifest.files.reduce((sum, f) => sum + BLOCK + f.size + pad(f.size), 2 * BLOCK));
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const want of manifest.files) {
    const h = await reader.next();
    if (!h) throw new Error(OPS_MSG.missing(want.path));
    refuseUnsafe(h);
    if (!listed.has(h.name)) throw new Error(OPS_MSG.notListed(h.name));
    if (h.name !== want.path || h.size !== want.size) throw new Error(OPS_MSG.changed(h.name));
    await extractChecked(reader, want, path.join(into, ...want.path.split('/')));
  }
  const extra = await reader.next();
  if (extra) {
    refuseUnsafe(extra);
    throw new Error(OPS_MSG.notListed(extra.name));
  }
}

/** The SQLite file of the backup passes SQLite's own quick check. */
function checkSqlite(file: string): void {
  let result: string;
  try {
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      result = (db.pragma('quick_check', { simple: true }) as string) ?? '';
    } finally {
      db.close();
    }
  } catch (err) {
    throw new Error(OPS_MSG.badDatabase((err as Error).message));
  }
  if (result !== 'ok') throw new Error(OPS_MSG.badDatabase(result));
}

/**
 * Moves each `[from, to]` into place, the paths it replaces first set aside in `aside`; when one
 * move fails, every move made is undone and the old paths put back (all or nothing). Returns the
 * undoing, for a step after the switch that fails.
 */
function switchPaths(moves: [from: string, to: string][], replaced: string[], aside: string): () => void {
  fs.mkdirSync(aside, { recursive: true });
  const done: (() => void)[] = [];
  const undo = () => {
    for (const u of done.reverse()) u();
  };
  try {
    for (const [i, p] of replaced.entries()) {
      if (!fs.existsSync(p)) continue;
      const kept = path.join(aside, String(i));
      fs.renameSync(p, kept);
      done.push(() => fs.renameSync(kept, p));
    }
    for (const [from, to] of moves) {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
      done.push(() => fs.renameSync(to, from));
    }
  } catch (err) {
    undo();
    throw err;
  }
  return undo;
}

/** Restores `file` into the place `config` names; returns what the backup said of itself. */
export async function restore(
  config: Config,
  file: string,
  opts: { force?: boolean } = {},
): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new Error(OPS_MSG.notFound(file));
  const key = backupKey(config, { create: false });
  const reader = new ArchiveReader(file, MANIFEST_MAX_BYTES + SIGNATURE_MAX_BYTES + 4 * BLOCK);
  let staging: string | undefined;
  try {
    const manifest = await readSignedManifest(reader, key).catch((err) => {
      throw err instanceof ArchiveError ? new Error(OPS_MSG.notBackup) : err;
    });
    const unknown = manifest.migrations.filter((m) => !MIGRATION_NAMES.includes(m));
    if (unknown.length > 0) throw new Error(OPS_MSG.newerSchema(unknown));
    const target = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.dialect !== target) throw new Error(OPS_MSG.otherDialect(manifest.dialect, target));
    const media = mediaDirOf(config);
    const sqliteFile = sqliteFileOf(config);

    // the refusals come before anything is written
    if (target === 'postgres') {
      const handle = openDb({ databaseUrl: config.databaseUrl, poolSize: 1 });
      const tables = await pgTableCount(handle.db).finally(() => handle.close());
      if (tables > 0 && !opts.force) throw new Error(OPS_MSG.notEmpty('Database tujuan'));
    } else if (fs.existsSync(sqliteFile) && !opts.force) {
      throw new Error(OPS_MSG.notEmpty(`DATA_DIR (${config.dataDir})`));
    }
    if (hasEntries(media) && !opts.force) throw new Error(OPS_MSG.notEmpty(`Folder media (${media})`));

    // read and checked beside the data (the renames below stay on one file system)
    fs.mkdirSync(config.dataDir, { recursive: true });
    staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
    const fresh = path.join(staging, 'baru');
    await extractAll(reader, manifest, fresh).catch((err) => {
      throw err instanceof ArchiveError ? new Error(OPS_MSG.broken(err.message)) : err;
    });
    fs.mkdirSync(path.join(fresh, 'media'), { recursive: true });
    const aside = path.join(staging, 'lama');
    if (target === 'postgres') {
      // the whole dump read by pg_restore into SQL before the database is touched
      const script = path.join(staging, 'database.sql');
      await runTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '-f',
        script,
        path.join(fresh, 'database.dump'),
      ]);
      const undoMedia = switchPaths([[path.join(fresh, 'media'), media]], [media], aside);
      const swap = pgSchemaSwap(`tryout_diganti_${randomBytes(4).toString('hex')}`);
      try {
        await runTool('psql', [
          '-X',
          '-q',
          '-v',
          'ON_ERROR_STOP=1',
          '--single-transaction',
          '-c',
          swap.before,
          '-f',
          script,
          '-c',
          swap.after,
          '-d',
          config.databaseUrl as string,
        ]);
      } catch (err) {
        // the transaction rolled back: the old media folder comes back too
        undoMedia();
        throw err;
      }
    } else {
      checkSqlite(path.join(fresh, 'tryout.sqlite'));
      switchPaths(
        [
          [path.join(fresh, 'media'), media],
          [path.join(fresh, 'tryout.sqlite'), sqliteFile],
        ],
        [media, sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`],
        aside,
      );
    }
    return manifest;
  } finally {
    reader.close();
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  runCli(async () => {
    if (positionals.length !== 1) throw new Error(OPS_MSG.usageRestore);
    const started = Date.now();
    const m = await restore(loadConfig(), path.resolve(positionals[0]), { force: values.force });
    console.log(
      `Cadangan ${m.dialect} dari ${m.createdAt} dipulihkan (${m.files.length} berkas, ${m.migrations.length} migrasi, ${Date.now() - started} ms). ` +
        'Jalankan server: migrasi yang lebih baru diterapkan saat mulai.',
    );
  });
}
