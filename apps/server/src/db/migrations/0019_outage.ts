import { type Kysely, PostgresAdapter } from 'kysely';

type Db = Kysely<any>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Outage credit (docs/decisions/0011). server_alive: one shared row the server instances overwrite every
 * few seconds (the alive mark). outages: each gap in those marks long enough to count, as measured
 * on recovery. outage_credits: the seconds each attempt got for an outage (once per attempt and
 * outage; an exam's maximum counts them). outage_settings: a materi's or course exam's own
 * setting (automatic credit, threshold, maximum); without a row the server's defaults hold.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('server_alive')
    .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('alive_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  let t = db.schema.createTable('outages');
  t = isPg(db)
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await t
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('outage_credits')
    .addColumn('outage_id', 'integer', (c) => c.notNull().references('outages.id').onDelete('cascade'))
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('outage_credits_pk', ['outage_id', 'attempt_id'])
    .execute();
  await db.schema.createIndex('outage_credits_attempt').on('outage_credits').column('attempt_id').execute();
  await db.schema
    .createTable('outage_settings')
    .addColumn('jenis', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('auto', 'integer', (c) => c.notNull())
    .addColumn('threshold_s', 'integer', (c) => c.notNull())
    .addColumn('max_credit_s', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('outage_settings_pk', ['jenis', 'target_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('outage_settings').execute();
  await db.schema.dropTable('outage_credits').execute();
  await db.schema.dropTable('outages').execute();
  await db.schema.dropTable('server_alive').execute();
}
