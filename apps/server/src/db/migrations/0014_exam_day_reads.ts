import { type Kysely, sql } from 'kysely';
import { addVersionTriggers, dropVersionTriggers } from './0013_config_version';

type Db = Kysely<any>;

/**
 * The exam day's reads (docs/decisions/0033):
 * - The expiry job's index covers only the attempts in progress (a partial index), so no query of
 *   one taker's attempt can pick it: without table statistics SQLite took (status, deadline_at) for
 *   the autosave's "this candidate's attempt in progress" and walked every attempt in progress.
 *   The expiry job (status = 'in_progress' written as a literal) still finds the overdue ones.
 * - exam_controls (token ujian, 'Wajib layar penuh') joins the configuration whose version 0013
 *   keeps: a start takes its card, controls included, from memory while the version holds.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('attempts_status_deadline').execute();
  await db.schema
    .createIndex('attempts_expiry')
    .on('attempts')
    .column('deadline_at')
    .where(sql.ref('status'), '=', sql.lit('in_progress'))
    .execute();
  await addVersionTriggers(db, ['exam_controls']);
}

export async function down(db: Db): Promise<void> {
  await dropVersionTriggers(db, ['exam_controls']);
  await db.schema.dropIndex('attempts_expiry').execute();
  await db.schema
    .createIndex('attempts_status_deadline')
    .on('attempts')
    .columns(['status', 'deadline_at'])
    .execute();
}
