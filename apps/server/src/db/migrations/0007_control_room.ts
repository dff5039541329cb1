import { type Kysely, PostgresAdapter } from 'kysely';

type Db = Kysely<any>;

/**
 * The exam-day control room ('Pengawasan Ujian'):
 * - attempts.voided_at: an attempt staff voided ('Ulang ujian'): kept in history, marked, no
 *   longer counted (attempts left, pass evaluation);
 * - candidates.time_multiplier: the candidate's time accommodation (×1.5, ×2), applied to every
 *   attempt they start and, when set during one, to the running attempt;
 * - audit_log.reason: why staff took an action (every proctor action carries one);
 * - integrity_events: what the exam page reported about an attempt (page hidden, window blur,
 *   fullscreen exit, copy / paste / context menu, an offline period), stamped with server time;
 * - exam_controls: a tryout materi's or course exam's exam-day options — 'Token ujian' (its
 *   secret; the 6-character token is derived from it and the time, rotating every token_minutes)
 *   and 'Wajib layar penuh'.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('attempts').addColumn('voided_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('candidates')
    .addColumn('time_multiplier', 'real', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('reason', 'text').execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('integrity_events')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('duration_s', 'integer')
    .execute();
  await db.schema
    .createIndex('integrity_events_attempt')
    .on('integrity_events')
    .columns(['attempt_id', 'at'])
    .execute();
  await db.schema
    .createTable('exam_controls')
    .addColumn('jenis', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('token_secret', 'varchar(64)')
    .addColumn('token_minutes', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('wajib_layar_penuh', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_controls_pk', ['jenis', 'target_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('exam_controls').execute();
  await db.schema.dropTable('integrity_events').execute();
  await db.schema.dropIndex('audit_log_created').execute();
  await db.schema.alterTable('audit_log').dropColumn('reason').execute();
  await db.schema.alterTable('candidates').dropColumn('time_multiplier').execute();
  await db.schema.alterTable('attempts').dropColumn('voided_at').execute();
}
