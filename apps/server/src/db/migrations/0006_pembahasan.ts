import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * questions.pembahasan: the optional explanation of a question (rich text, sanitised on write like
 * the question itself). Never sent to a candidate who can still start or continue an attempt on
 * its materi.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('questions').addColumn('pembahasan', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('pembahasan').execute();
}
