// `npm run restore -- FILE [--force]`: puts a backup of `npm run backup` back — the database into
// an empty DATA_DIR (SQLite) or an empty DATABASE_URL database (PostgreSQL), and the media folder.
// Refuses to overwrite data without --force, a backup of the other database kind, and a backup
// whose schema is newer than this code (a migration it does not know). Stop the server first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config';
import { MIGRATION_NAMES, openDb } from '../db';
import { pgTableCount } from '../db/ops';
import {
  type BackupManifest,
  hasEntries,
  mediaDirOf,
  OPS_MSG,
  runCli,
  runTool,
  sqliteFileOf,
} from './backup-format';

function readManifest(dir: string): BackupManifest {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    if (m.format !== 1 || !Array.isArray(m.migrations) || !['sqlite', 'postgres'].includes(m.dialect))
      throw 0;
    return m;
  } catch {
    throw new Error(OPS_MSG.notBackup);
  }
}

/** Restores `file` into the place `config` names; returns what the backup said of itself. */
export async function restore(
  config: Config,
  file: string,
  opts: { force?: boolean } = {},
): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new Error(OPS_MSG.notFound(file));
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-restore-'));
  try {
    await runTool('tar', ['-xzf', file, '-C', staging, 'manifest.json']).catch(() => {
      throw new Error(OPS_MSG.notBackup);
    });
    const manifest = readManifest(staging);
    const unknown = manifest.migrations.filter((m) => !MIGRATION_NAMES.includes(m));
    if (unknown.length > 0) throw new Error(OPS_MSG.newerSchema(unknown));
    const target = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.dialect !== target) throw new Error(OPS_MSG.otherDialect(manifest.dialect, target));
    const media = mediaDirOf(config);

    // the refusals come before anything is written
    if (target === 'postgres') {
      const handle = openDb({ databaseUrl: config.databaseUrl, poolSize: 1 });
      const tables = await pgTableCount(handle.db).finally(() => handle.close());
      if (tables > 0 && !opts.force) throw new Error(OPS_MSG.notEmpty('Database tujuan'));
    } else if (fs.existsSync(sqliteFileOf(config)) && !opts.force) {
      throw new Error(OPS_MSG.notEmpty(`DATA_DIR (${config.dataDir})`));
    }
    if (hasEntries(media) && !opts.force) throw new Error(OPS_MSG.notEmpty(`Folder media (${media})`));

    await runTool('tar', ['-xzf', file, '-C', staging]);
    if (target === 'postgres') {
      await runTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        ...(opts.force ? ['--clean', '--if-exists'] : []),
        '-d',
        config.databaseUrl as string,
        path.join(staging, 'database.dump'),
      ]);
    } else {
      const dest = sqliteFileOf(config);
      fs.mkdirSync(config.dataDir, { recursive: true });
      for (const f of [dest, `${dest}-wal`, `${dest}-shm`]) fs.rmSync(f, { force: true });
      fs.copyFileSync(path.join(staging, 'tryout.sqlite'), dest);
    }
    fs.rmSync(media, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(media), { recursive: true });
    fs.cpSync(path.join(staging, 'media'), media, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
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
      `Cadangan ${m.dialect} dari ${m.createdAt} dipulihkan (${m.migrations.length} migrasi, ${Date.now() - started} ms). ` +
        'Jalankan server: migrasi yang lebih baru diterapkan saat mulai.',
    );
  });
}
