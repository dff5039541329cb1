import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * attempts.antrian (docs/decisions/0011): how many saves the exam page still held unsent at its last
 * heartbeat (null: a page that does not say). The monitor shows whether each queue is empty.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('attempts').addColumn('antrian', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('attempts').dropColumn('antrian').execute();
}
