/**
 * The fresh database of a bench script (run.ts, rehearsal.ts): SQLite in a new data dir, or with
 * `--pg` a schema of its own in a local PostgreSQL; migrated and given the demo seed here, before
 * the server process starts on it (with SEED_DEMO=false).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, migrateToLatest, openDb } from '../apps/server/src/db';
import { seedIfEmpty } from '../apps/server/src/db/seed';

/**
 * PostgreSQL on this machine is reached through its Unix socket when there is one (as a campus
 * server running both would be set up: README, "PostgreSQL on the same machine"), else over TCP.
 * `BENCH_DATABASE_URL` chooses another (`tcp`: the loopback TCP port, to compare).
 */
const PG_SOCKET_DIR = '/var/run/postgresql';
export function benchDatabaseUrl(pg: boolean, tcp = false): string | undefined {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (!pg) return undefined;
  return !tcp && fs.existsSync(path.join(PG_SOCKET_DIR, '.s.PGSQL.5432'))
    ? `postgres://postgres@localhost/test?host=${PG_SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/test';
}

export interface BenchDatabase {
  handle: DbHandle;
  dataDir: string;
  /** the server's DATABASE_URL ('' on SQLite): the script's schema first on the search path */
  serverUrl: string;
  pgSchema?: string;
  /** closes the handle, drops the schema, removes the data dir */
  drop(): Promise<void>;
}

/** A fresh data dir (and PostgreSQL schema `<name>_<pid>`), migrated, with the demo seed. */
export async function freshDatabase(name: string, databaseUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tryout-${name}-`));
  const pgSchema = databaseUrl ? `${name}_${process.pid}` : undefined;
  const dropSchema = async () => {
    if (!databaseUrl || !pgSchema) return;
    const admin = openDb({ databaseUrl, poolSize: 1 });
    await admin.db.schema.dropSchema(pgSchema).ifExists().cascade().execute();
    await admin.close();
  };
  if (databaseUrl && pgSchema) {
    await dropSchema();
    const admin = openDb({ databaseUrl, poolSize: 1 });
    await admin.db.schema.createSchema(pgSchema).execute();
    await admin.close();
  }
  const handle = openDb({ databaseUrl, pgSchema, sqliteFile: path.join(dataDir, 'tryout.sqlite') });
  await migrateToLatest(handle.db, pgSchema);
  await seedIfEmpty(handle.db, { mediaDir: path.join(dataDir, 'media') });
  const serverUrl = databaseUrl
    ? `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${pgSchema}`
    : '';
  let dropped = false;
  return {
    handle,
    dataDir,
    serverUrl,
    pgSchema,
    async drop() {
      if (dropped) return;
      dropped = true;
      await handle.close().catch(() => {});
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
