import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The exam day's configuration version (docs/decisions/0033): one row whose `version` is raised by every write
 * to the settings, the programmes and the tryout set (materi, exams, exam_materi) — by triggers, so
 * no write path (staff pages, seed, the admin CLI, another instance, a restore) can forget it.
 * Every start and submit reads the version with the card it already reads; an instance keeps the
 * settings, the programmes and the tryout set in memory while the version holds, instead of
 * reading them again on every request.
 */
const TABLES = ['settings', 'programmes', 'materi', 'exams', 'exam_materi'];

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('config_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('config_version').values({ id: 1, version: 1 }).execute();
  if (isPg(db))
    await sql`create function config_version_bump() returns trigger language plpgsql as $$
      begin
        update config_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
  await addVersionTriggers(db, TABLES);
}

/** The triggers that raise config_version on every write to each of `tables` (also used by 0014). */
export async function addVersionTriggers(db: Db, tables: readonly string[]): Promise<void> {
  if (isPg(db)) {
    for (const t of tables)
      await sql
        .raw(
          `create trigger ${t}_config_version after insert or update or delete or truncate on ${t} for each statement execute function config_version_bump()`,
        )
        .execute(db);
    return;
  }
  for (const t of tables)
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(
          `create trigger ${t}_config_version_${event} after ${event} on ${t} begin update config_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
}

export async function down(db: Db): Promise<void> {
  await dropVersionTriggers(db, TABLES);
  if (isPg(db)) await sql`drop function if exists config_version_bump()`.execute(db);
  await db.schema.dropTable('config_version').execute();
}

export async function dropVersionTriggers(db: Db, tables: readonly string[]): Promise<void> {
  for (const t of tables)
    if (isPg(db)) await sql.raw(`drop trigger if exists ${t}_config_version on ${t}`).execute(db);
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists ${t}_config_version_${event}`).execute(db);
}
