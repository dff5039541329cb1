import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Dialect } from '../db/schema';

/**
 * The backup file of `npm run backup` (read by `npm run restore`): a .tar.gz holding
 * manifest.json, the database (tryout.sqlite, made with SQLite's online backup API; or
 * database.dump, made by pg_dump -Fc) and the media folder (media/).
 */
export interface BackupManifest {
  format: 1;
  dialect: Dialect;
  createdAt: string;
  /** the migrations applied to the database when it was copied */
  migrations: string[];
  database: 'tryout.sqlite' | 'database.dump';
}

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
};

/** The SQLite file and the media folder of a configuration. */
export const sqliteFileOf = (config: Config) => path.join(config.dataDir, 'tryout.sqlite');
export const mediaDirOf = (config: Config) => path.join(config.dataDir, 'media');

/** Runs a command (tar, pg_dump, pg_restore); rejects with its standard error. */
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
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(OPS_MSG.toolFailed(cmd, err.trim() || `kode ${code}`))),
    );
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
