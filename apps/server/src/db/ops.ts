import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import type { Db } from './index';

/**
 * What the operations commands (npm run backup, restore, migrate-to-pg) ask of a database: the
 * SQL stays here, the commands in cli/.
 */

const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/**
 * Kept by the target database itself, never copied: config_version (0013) has its row from the
 * migration and is raised by the triggers while the other tables are copied in.
 */
const DERIVED_TABLES = new Set(['config_version']);

/**
 * A consistent copy of a live SQLite database with SQLite's online backup API, while the server
 * keeps writing (WAL: the copy's read does not block writers). After the first step the rest is
 * copied in one step: a write by the server between steps restarts the copy, and one whole step
 * cannot be interrupted, so the copy ends.
 */
export async function sqliteOnlineBackup(sourceFile: string, destFile: string): Promise<void> {
  const src = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    src.pragma('busy_timeout = 5000');
    await src.backup(destFile, { progress: () => 1_000_000_000 });
  } finally {
    src.close();
  }
}

/** Names of the migrations applied to a database (empty when it was never migrated). */
export async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  try {
    const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
    return rows.map((r) => String(r.name));
  } catch {
    return [];
  }
}

/** Names of the migrations applied to an SQLite file, read without opening it for writing. */
export async function appliedMigrationsOfFile(file: string): Promise<string[]> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const has = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!has) return [];
    return (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
      (r) => r.name,
    );
  } finally {
    db.close();
  }
}

/** Tables of the PostgreSQL schema in use (the connection's current_schema). */
export async function pgTableCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows[0].n;
}

/**
 * The statements around a plain-SQL restore run in one transaction (psql --single-transaction):
 * the schema in use is set aside under `aside` and a new empty one made before the script, and the
 * old one dropped after it, so the database holds either the old data or the whole restored data.
 */
export function pgSchemaSwap(aside: string): { before: string; after: string } {
  if (!/^[a-z_][a-z0-9_]*$/.test(aside)) throw new Error(`invalid schema name ${aside}`);
  return {
    before: `ALTER SCHEMA public RENAME TO ${aside}; CREATE SCHEMA public;`,
    after: `DROP SCHEMA ${aside} CASCADE;`,
  };
}

/** The application's tables of an SQLite file, parents before the tables that refer to them. */
export function sqliteTablesInOrder(sqlite: SQLite.Database): string[] {
  const names = (
    sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[]
  )
    .map((r) => r.name)
    .filter((n) => !MIGRATION_TABLES.has(n) && !DERIVED_TABLES.has(n));
  const parents = new Map<string, string[]>();
  for (const n of names) {
    const fks = sqlite.prepare(`pragma foreign_key_list("${n.replace(/"/g, '""')}")`).all() as {
      table: string;
    }[];
    parents.set(
      n,
      fks.map((f) => f.table).filter((t) => t !== n),
    );
  }
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (n: string) => {
    if (seen.has(n)) return;
    seen.add(n);
    for (const p of parents.get(n) ?? []) if (parents.has(p)) visit(p);
    ordered.push(n);
  };
  for (const n of [...names].sort()) visit(n);
  return ordered;
}

/** Rows of one table of the target (to refuse copying into a database that holds data). */
export async function rowCount(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Copies every row of `table` from the SQLite file into the same table of PostgreSQL, in batches,
 * inside the caller's transaction; the columns are the ones both sides have. Returns the count.
 */
export async function copyTable(
  sqlite: SQLite.Database,
  trx: Kysely<any>,
  table: string,
  batch = 500,
): Promise<number> {
  const quoted = `"${table.replace(/"/g, '""')}"`;
  const { rows: targetCols } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(trx);
  const wanted = new Set(targetCols.map((c) => c.column_name));
  const sourceCols = (sqlite.prepare(`pragma table_info(${quoted})`).all() as { name: string }[])
    .map((c) => c.name)
    .filter((c) => wanted.has(c));
  if (sourceCols.length === 0) return 0;
  const insert = (rows: Record<string, unknown>[]) =>
    trx
      .insertInto(table)
      .values(rows.map((r) => Object.fromEntries(sourceCols.map((c) => [c, r[c]]))))
      .execute();
  let copied = 0;
  let rows: Record<string, unknown>[] = [];
  // one pass over the table (the connection is used for nothing else meanwhile)
  for (const row of sqlite.prepare(`select * from ${quoted} order by rowid`).iterate()) {
    rows.push(row as Record<string, unknown>);
    if (rows.length === batch) {
      await insert(rows);
      copied += rows.length;
      rows = [];
    }
  }
  if (rows.length > 0) await insert(rows);
  return copied + rows.length;
}

/** Moves every serial column's sequence past the largest id copied in. */
export async function resetSequences(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(db);
  for (const r of rows) {
    const t = `"${r.table_name.replace(/"/g, '""')}"`;
    const c = `"${r.column_name.replace(/"/g, '""')}"`;
    await sql
      .raw(
        `select setval(pg_get_serial_sequence('${t.replace(/'/g, "''")}', '${r.column_name.replace(/'/g, "''")}'),
                coalesce((select max(${c}) from ${t}), 0) + 1, false)`,
      )
      .execute(db);
  }
}
