// `npm run migrate-to-pg [-- --to postgres://…]`: moves the data of the SQLite database under
// DATA_DIR into an empty PostgreSQL database (--to, or DATABASE_URL). Stop the server first; the
// media folder stays where it is (DATA_DIR/media). Afterwards start the server with DATABASE_URL.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { type Config, loadConfig } from '../config';
import { migrateToLatest, openDb } from '../db';
import { copyTable, resetSequences, rowCount, sqliteTablesInOrder } from '../db/ops';
import { OPS_MSG, runCli, sqliteFileOf } from './backup-format';

/** Copies every table; returns the rows copied per table. Refuses a target that holds data. */
export async function migrateToPg(config: Config, targetUrl: string): Promise<Record<string, number>> {
  const file = sqliteFileOf(config);
  if (!fs.existsSync(file)) throw new Error(OPS_MSG.noSqlite(file));
  // both sides at this code's schema: the same tables and columns
  const source = openDb({ sqliteFile: file });
  await migrateToLatest(source.db).finally(() => source.close());
  const target = openDb({ databaseUrl: targetUrl, poolSize: 2 });
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await migrateToLatest(target.db);
    const tables = sqliteTablesInOrder(sqlite);
    for (const t of tables) {
      if ((await rowCount(target.db, t)) > 0) throw new Error(OPS_MSG.notEmpty(`Tabel ${t} di PostgreSQL`));
    }
    const copied: Record<string, number> = {};
    // all or nothing: one transaction
    await target.db.transaction().execute(async (trx) => {
      for (const t of tables) copied[t] = await copyTable(sqlite, trx, t);
      await resetSequences(trx);
    });
    return copied;
  } finally {
    sqlite.close();
    await target.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  runCli(async () => {
    const env = { ...process.env };
    const to = values.to ?? env.DATABASE_URL;
    if (!to) throw new Error(OPS_MSG.noTarget);
    // the source is the SQLite database under DATA_DIR, whatever DATABASE_URL says
    delete env.DATABASE_URL;
    const started = Date.now();
    const copied = await migrateToPg(loadConfig(env), to);
    const total = Object.values(copied).reduce((a, b) => a + b, 0);
    console.log(
      `${total} baris dari ${Object.keys(copied).length} tabel dipindahkan ke PostgreSQL (${Date.now() - started} ms):`,
    );
    for (const [t, n] of Object.entries(copied)) if (n > 0) console.log(`  ${t}: ${n}`);
  });
}
