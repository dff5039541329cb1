import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * The exam-day control room ('Pengawasan Ujian'):
 * - attempts.voided_at: an attempt staff voided ('Ulang ujian'): kept in history, marked, no
 *   longer counted (attempts left, pass evaluation);
 * - candidates.time_multiplier: the candidate's time accommodation (×1.5, ×2), applied to every
 *   attempt they start and, when set during one, to the running attempt;
 * - audit_log.reason: why staff took an action (every proctor action carries one).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('attempts').addColumn('voided_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('candidates')
    .addColumn('time_multiplier', 'real', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('reason', 'text').execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('audit_log_created').execute();
  await db.schema.alterTable('audit_log').dropColumn('reason').execute();
  await db.schema.alterTable('candidates').dropColumn('time_multiplier').execute();
  await db.schema.alterTable('attempts').dropColumn('voided_at').execute();
}
