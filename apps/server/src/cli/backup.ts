// `npm run backup [-- --out DIR]`: a backup of the running server's data in one .tar.gz
// (DIR, default ./backups): the database — SQLite through its online backup API while the server
// keeps running, or PostgreSQL through pg_dump -Fc — and the media folder's files, listed in a
// manifest with each file's size and SHA-256 and signed (HMAC) with the backup key: BACKUP_KEY, or
// DATA_DIR/backup.key (created by the first backup; never inside a backup). Prints the file's path.
// Uses the same configuration as the server (DATA_DIR, DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config';
import { openDb } from '../db';
import { appliedMigrations, appliedMigrationsOfFile, sqliteOnlineBackup } from '../db/ops';
import { type ArchiveEntry, writeArchive } from './archive';
import {
  type BackupFile,
  type BackupManifest,
  backupKey,
  MANIFEST,
  mediaDirOf,
  OPS_MSG,
  runCli,
  runTool,
  SIGNATURE,
  sha256Of,
  signManifest,
  sqliteFileOf,
} from './backup-format';

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * The media folder's regular files as of now, linked (or, across file systems, copied) into
 * `into`: files are only ever added or removed there, so the snapshot is what the manifest hashes
 * and the archive holds. Links, devices and the like are left out (their names are returned).
 */
function snapshotMedia(media: string, into: string): { files: string[]; skipped: string[] } {
  const files: string[] = [];
  const skipped: string[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(media, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(name);
      else if (d.isFile()) {
        const to = path.join(into, name);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        try {
          fs.linkSync(path.join(media, name), to);
        } catch {
          fs.copyFileSync(path.join(media, name), to);
        }
        files.push(name);
      } else skipped.push(`media/${name}`);
    }
  };
  walk('');
  return { files: files.sort(), skipped };
}

/** Writes the backup into `outDir`; returns the file's path and what was left out. */
export async function backup(config: Config, outDir: string): Promise<{ file: string; skipped: string[] }> {
  const createdAt = new Date();
  const key = backupKey(config, { create: true });
  // beside the data, so that the media snapshot is made of links
  fs.mkdirSync(config.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.backup-'));
  try {
    let dialect: BackupManifest['dialect'];
    let migrations: string[];
    let database: BackupManifest['database'];
    if (config.databaseUrl) {
      const handle = openDb({ databaseUrl: config.databaseUrl, poolSize: 1 });
      migrations = await appliedMigrations(handle.db).finally(() => handle.close());
      dialect = 'postgres';
      database = 'database.dump';
      await runTool('pg_dump', ['-Fc', '--no-owner', '-f', path.join(staging, database), config.databaseUrl]);
    } else {
      const source = sqliteFileOf(config);
      if (!fs.existsSync(source)) throw new Error(OPS_MSG.noSqlite(source));
      dialect = 'sqlite';
      database = 'tryout.sqlite';
      await sqliteOnlineBackup(source, path.join(staging, database));
      migrations = await appliedMigrationsOfFile(path.join(staging, database));
    }
    const media = mediaDirOf(config);
    fs.mkdirSync(media, { recursive: true });
    const snapshot = snapshotMedia(media, path.join(staging, 'media'));
    const entries: (ArchiveEntry & BackupFile & { file: string })[] = [];
    for (const name of [database, ...snapshot.files.map((f) => `media/${f}`)]) {
      const file = path.join(staging, name);
      entries.push({ name, path: name, file, size: fs.statSync(file).size, sha256: await sha256Of(file) });
    }
    const manifest: BackupManifest = {
      format: 2,
      dialect,
      createdAt: createdAt.toISOString(),
      migrations,
      database,
      files: entries.map(({ path: p, size, sha256 }) => ({ path: p, size, sha256 })),
    };
    const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(path.resolve(outDir), `tryout-${stamp(createdAt)}.tar.gz`);
    const partial = `${file}.partial`;
    fs.rmSync(partial, { force: true });
    await writeArchive(partial, [
      { name: MANIFEST, data: bytes },
      { name: SIGNATURE, data: Buffer.from(`${signManifest(bytes, key)}\n`) },
      ...entries,
    ]);
    // only a complete file gets the name: a cron job never leaves a half backup that looks whole
    fs.renameSync(partial, file);
    return { file, skipped: snapshot.skipped };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  runCli(async () => {
    const started = Date.now();
    const { file, skipped } = await backup(loadConfig(), values.out ?? 'backups');
    const size = fs.statSync(file).size;
    if (skipped.length > 0) console.warn(OPS_MSG.skipped(skipped));
    console.log(`Cadangan dibuat: ${file} (${(size / 1024).toFixed(0)} KiB, ${Date.now() - started} ms)`);
  });
}
