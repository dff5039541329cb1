import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * auth_tokens.last_seen_at: when the session (an exam token) last made a request — autosave,
 * sheet, heartbeat. A course-exam seat whose session was seen in the last two minutes cannot be
 * logged into from another device; staff see it in the seat list.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('auth_tokens').addColumn('last_seen_at', 'varchar(30)').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('auth_tokens').dropColumn('last_seen_at').execute();
}
