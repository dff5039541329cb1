import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DbHandle } from './index';

/** The PostgreSQL advisory lock key of the start-up work (migrations and the demo seed). */
const STARTUP_LOCK_KEY = 'tryout:startup';
const SQLITE_WAIT_MS = 5 * 60_000;

/**
 * Runs the start-up work (migrations, the demo seed) of one instance while no other instance
 * does: several processes started together on an empty database migrate and seed it once, the
 * others wait and then find the work done.
 *
 * PostgreSQL: a session advisory lock (keyed by the schema), held on one connection of the pool
 * while `work` runs on the others; PostgreSQL releases it by itself if the process dies. SQLite:
 * an exclusive transaction on a lock file beside the database (`<file>.startup-lock`), also
 * released by the operating system when the process dies.
 */
export async function withStartupLock<T>(
  handle: DbHandle,
  sqliteFile: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.dialect === 'postgres') {
    return handle.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(hashtext(${STARTUP_LOCK_KEY} || current_schema()))`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${STARTUP_LOCK_KEY} || current_schema()))`
          .execute(conn)
          .catch(() => {});
      }
    });
  }
  if (!sqliteFile || sqliteFile === ':memory:') return work();
  const lock = new SQLite(`${sqliteFile}.startup-lock`);
  try {
    // a short busy wait per try keeps the event loop free between tries
    lock.pragma('busy_timeout = 100');
    const started = Date.now();
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() - started > SQLITE_WAIT_MS)
          throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('commit');
    }
  } finally {
    lock.close();
  }
}
