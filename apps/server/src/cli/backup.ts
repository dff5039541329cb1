// `npm run backup [-- --out DIR]`: a backup of the running server's data in one .tar.gz
// (DIR, default ./backups): the database — SQLite through its online backup API while the server
// keeps running, or PostgreSQL through pg_dump -Fc — and the media folder. Prints the file's path.
// Uses the same configuration as the server (DATA_DIR, DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config';
import { openDb } from '../db';
import { appliedMigrations, appliedMigrationsOfFile, sqliteOnlineBackup } from '../db/ops';
import { type BackupManifest, mediaDirOf, OPS_MSG, runCli, runTool, sqliteFileOf } from './backup-format';

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Writes the backup into `outDir`; returns the file's path. */
export async function backup(config: Config, outDir: string): Promise<string> {
  const createdAt = new Date();
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-backup-'));
  try {
    let manifest: BackupManifest;
    if (config.databaseUrl) {
      const handle = openDb({ databaseUrl: config.databaseUrl, poolSize: 1 });
      const migrations = await appliedMigrations(handle.db).finally(() => handle.close());
      await runTool('pg_dump', [
        '-Fc',
        '--no-owner',
        '-f',
        path.join(staging, 'database.dump'),
        config.databaseUrl,
      ]);
      manifest = {
        format: 1,
        dialect: 'postgres',
        createdAt: createdAt.toISOString(),
        migrations,
        database: 'database.dump',
      };
    } else {
      const source = sqliteFileOf(config);
      if (!fs.existsSync(source)) throw new Error(OPS_MSG.noSqlite(source));
      const copy = path.join(staging, 'tryout.sqlite');
      await sqliteOnlineBackup(source, copy);
      const migrations = await appliedMigrationsOfFile(copy);
      manifest = {
        format: 1,
        dialect: 'sqlite',
        createdAt: createdAt.toISOString(),
        migrations,
        database: 'tryout.sqlite',
      };
    }
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const media = mediaDirOf(config);
    fs.mkdirSync(media, { recursive: true });
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(path.resolve(outDir), `tryout-${stamp(createdAt)}.tar.gz`);
    const partial = `${file}.partial`;
    await runTool('tar', [
      '-czf',
      partial,
      '-C',
      staging,
      'manifest.json',
      manifest.database,
      '-C',
      path.dirname(media),
      path.basename(media),
    ]);
    // only a complete file gets the name: a cron job never leaves a half backup that looks whole
    fs.renameSync(partial, file);
    return file;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  runCli(async () => {
    const started = Date.now();
    const file = await backup(loadConfig(), values.out ?? 'backups');
    const size = fs.statSync(file).size;
    console.log(`Cadangan dibuat: ${file} (${(size / 1024).toFixed(0)} KiB, ${Date.now() - started} ms)`);
  });
}
