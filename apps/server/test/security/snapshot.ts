import { sql } from 'kysely';
import type { Db, Dialect } from '../../src/db';

/** Full contents of every table, one string per table, in a stable order. */
export type Snapshot = Record<string, string>;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Builds a snapshotter: one query that returns every row of every table of the test's database
 * (SQLite file, or the PostgreSQL schema the test is pinned to), so it is cheap enough to run
 * after every request.
 */
export async function snapshotter(db: Db, dialect: Dialect): Promise<() => Promise<Snapshot>> {
  let select: string;
  if (dialect === 'sqlite') {
    const tables = (
      await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
        db,
      )
    ).rows.map((r) => r.name);
    const parts: string[] = [];
    for (const t of tables) {
      const cols = (
        await sql<{ name: string }>`select name from pragma_table_info(${t})`.execute(db)
      ).rows.map((r) => q(r.name));
      parts.push(
        `(select coalesce(group_concat(r, char(10)), '') from (select json_array(${cols.join(', ')}) as r from ${q(t)} order by r)) as ${q(t)}`,
      );
    }
    select = `select ${parts.join(', ')}`;
  } else {
    const tables = (
      await sql<{
        table_name: string;
      }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
        db,
      )
    ).rows.map((r) => r.table_name);
    select = `select ${tables
      .map(
        (t) =>
          `(select coalesce(string_agg(x::text, E'\\n' order by x::text), '') from ${q(t)} x) as ${q(t)}`,
      )
      .join(', ')}`;
  }
  const query = sql.raw<Snapshot>(select);
  return async () => (await query.execute(db)).rows[0] as Snapshot;
}

/** Names of the tables whose contents differ. */
export function changedTables(a: Snapshot, b: Snapshot): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => a[n] !== b[n]);
}
